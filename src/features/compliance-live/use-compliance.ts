// The compliance actors (src/runtime/compliance.ts) for components: suspends until they load.
import { use, useSyncExternalStore } from 'react';
import type { ComplianceActors } from '../../runtime/compliance.ts';
import type { LiveValue } from '../../runtime/live-value.ts';
import { useAppActors } from '../../runtime/app-actors.ts';

export function useComplianceActors(): ComplianceActors {
  // actors() returns the one promise of the app's handle, so `use` sees the same one each render.
  return use(useAppActors().compliance.actors());
}

export function useLive<T>(value: LiveValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}

/** A date and time in the active locale ("2 Jan 2030, 14:00"). */
export function formatWhen(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
