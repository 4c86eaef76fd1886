// How sessions read: why each ended (SessionEndReason, schema), how long it lasted.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SessionEndReason } from '../../adapters/graphql/generated-session/graphql.ts';

export const END_REASONS: Readonly<Record<SessionEndReason, MessageDescriptor>> = {
  LOGOUT: msg`Signed out`,
  LOGGED_IN_FROM_ANOTHER_DEVICE: msg`Signed in on another device`,
  TOKEN_REUSE: msg`Ended for security`,
  ACCOUNT_CLOSED: msg`Account closed`,
  SESSION_LIMIT: msg`Play-time limit reached`,
  TIMEOUT: msg`Time-out started`,
  SELF_EXCLUSION: msg`Self-exclusion started`,
};

/** Seconds as "1:05:09" (hours, minutes, seconds), the session clock's way. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}`;
}
