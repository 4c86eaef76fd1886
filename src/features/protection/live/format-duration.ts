// Play time as players read it: "1 h 05 min", "12 min 30 s", "21 s".
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function formatDuration(totalSeconds: number, i18n: I18n): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mm = String(minutes).padStart(2, '0');
  if (hours > 0) return i18n._(msg`${hours} h ${mm} min`);
  if (minutes > 0) return i18n._(msg`${minutes} min ${rest} s`);
  return i18n._(msg`${rest} s`);
}

/** A date and time in the active locale ("2 Jan 2026, 14:00"). */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
