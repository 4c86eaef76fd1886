// What a player reads when a sign-in step fails: the server's typed errors (platform-core §8
// and the SMS flow) in plain words. Nothing here says whether an account exists.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../adapters/graphql/api-error.ts';

const BY_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  InvalidSmsCode: msg`That code is not right. Check it and try again.`,
  SmsCodeExpired: msg`That code has expired. Ask for a new one.`,
  SmsCodeAttemptsExhausted: msg`Too many wrong codes. Ask for a new one.`,
  SmsResendCooldown: msg`A code was sent a moment ago. Wait a little before asking again.`,
  InvalidArgument: msg`Check the details you entered and try again.`,
  EmailVerificationFailure: msg`This link is invalid or has expired.`,
  NetworkError: msg`We could not reach the server. Check your connection and try again.`,
};

export const GENERIC_ERROR = msg({ id: 'LOADING_PAGE_ERROR', message: 'Something went wrong.' });

export function errorMessageOf(error: unknown): MessageDescriptor {
  if (error instanceof ApiError) return BY_TYPE[error.data.type] ?? GENERIC_ERROR;
  return GENERIC_ERROR;
}

/** Why the player is on the sign-in page after a logout (the `logoutReason` query). */
export const LOGOUT_REASON_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  JWT_EXPIRED: msg`You were signed out. Please sign in again.`,
  LOGGED_IN_FROM_ANOTHER_DEVICE: msg`You signed in on another device, so you were signed out here.`,
};
