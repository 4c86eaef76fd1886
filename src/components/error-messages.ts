// What a player reads when a sign-in step fails: the server's typed errors (platform-core §8
// and the SMS flow) in plain words. Nothing here says whether an account exists.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../adapters/graphql/api-error.ts';

const BY_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  InvalidSmsCode: msg`That code is not right. Check it and try again.`,
  SmsCodeExpired: msg`That code has expired. Ask for a new one.`,
  SmsCodeAttemptsExhausted: msg`Too many wrong codes. Ask for a new one.`,
  SmsResendCooldown: msg`A code was sent a moment ago. Wait a little before asking again.`,
  InvalidArgument: msg`Check the details you entered and try again.`,
  EmailVerificationFailure: msg`This link is invalid or has expired.`,
  NetworkError: msg`We could not reach the server. Check your connection and try again.`,
  SessionLimitReached: msg`You reached your daily session limit. You can sign in again tomorrow.`,
};

export const GENERIC_ERROR = msg({ id: 'LOADING_PAGE_ERROR', message: 'Something went wrong.' });

/** A date and time as players read it in the active locale ("2 Jan 2026, 00:00"). */
export function formatDayAndTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

const validTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function errorMessageOf(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const until = error.data.details?.until;
  // issue #16: the daily session limit refuses sign-in until the next day, with the time.
  if (error.data.type === 'SessionLimitReached' && validTime(until)) {
    const time = formatDayAndTime(until, i18n.locale || 'en-GB');
    return msg`You reached your daily session limit. You can sign in again from ${time}.`;
  }
  return BY_TYPE[error.data.type] ?? GENERIC_ERROR;
}

/** Why the player is on the sign-in page after a logout (the `logoutReason` query). */
export const LOGOUT_REASON_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  JWT_EXPIRED: msg`You were signed out. Please sign in again.`,
  LOGGED_IN_FROM_ANOTHER_DEVICE: msg`You signed in on another device, so you were signed out here.`,
  SESSION_LIMIT: msg`You reached your daily session limit, so you were signed out. You can sign in again tomorrow.`,
  TIMEOUT: msg`Your break has started, so you were signed out. You cannot play or deposit until it ends, but you can still sign in to withdraw your balance.`,
  SELF_EXCLUSION: msg`Your self-exclusion has started, so you were signed out. You cannot play or deposit until it ends, but you can still sign in to withdraw your balance.`,
};
