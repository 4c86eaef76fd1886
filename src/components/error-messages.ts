// What a player reads when a sign-in step fails: the server's typed errors (platform-core §8
// and the SMS flow) in plain words. Nothing here says whether an account exists. The cashier
// reads the compliance refusals of a deposit here too, with the page that resolves each.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../adapters/graphql/api-error.ts';
import { formatMoney } from './format.ts';

const BY_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  InvalidSmsCode: msg`That code is not right. Check it and try again.`,
  SmsCodeExpired: msg`That code has expired. Ask for a new one.`,
  SmsCodeAttemptsExhausted: msg`Too many wrong codes. Ask for a new one.`,
  SmsResendCooldown: msg`A code was sent a moment ago. Wait a little before asking again.`,
  InvalidArgument: msg`Check the details you entered and try again.`,
  EmailVerificationFailure: msg`This link is invalid or has expired.`,
  NetworkError: msg`We could not reach the server. Check your connection and try again.`,
  SessionLimitReached: msg`You reached your daily session limit. You can sign in again tomorrow.`,
  // Account compliance: the refusals of deposits (and, for KYC, of bets). Each says
  // why and where to fix it; errorFixOf gives the link.
  SourceOfWealthOverdue: msg`Deposits are paused because your source-of-wealth declaration is overdue. Tell us where your money comes from and upload a document on the Source of wealth page.`,
  KycOverdue: msg`Deposits and play are paused because your identity verification is overdue. Upload the documents we asked for on the Documents page of your account. You can still withdraw your balance.`,
  AdditionalInformationRequired: msg`Deposits are paused until you give us a few more details about yourself on the Additional information page.`,
  AccountClosed: msg`Your account is closed, so deposits and play are not possible. Contact customer support if you have questions.`,
};

/** Where a player fixes what refused a deposit: a page and its link text. */
export interface ErrorFix {
  to: string;
  label: MessageDescriptor;
}

const FIX_BY_TYPE: Readonly<Record<string, ErrorFix>> = {
  SourceOfWealthOverdue: { to: '/source-of-wealth/', label: msg`Go to Source of wealth` },
  KycOverdue: { to: '/profile/documents/', label: msg`Upload your documents` },
  AdditionalInformationRequired: {
    to: '/additional-information/',
    label: msg`Give the additional information`,
  },
  // The mandatory limit prompt (mga) refused the deposit: the limits page sets one.
  DepositLimitRequired: { to: '/profile/limits/', label: msg`Set a deposit limit first` },
};

/** The page that resolves a refusal, or null (an account closed has none: support decides). */
export function errorFixOf(error: unknown): ErrorFix | null {
  if (!(error instanceof ApiError)) return null;
  return Object.hasOwn(FIX_BY_TYPE, error.data.type) ? FIX_BY_TYPE[error.data.type]! : null;
}

export const GENERIC_ERROR = msg({ id: 'LOADING_PAGE_ERROR', message: 'Something went wrong.' });

/** A date and time as players read it in the active locale ("2 Jan 2026, 00:00"). */
export function formatDayAndTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A day as players read it in the active locale ("2 Jan 2026"). */
function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

const validTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function errorMessageOf(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const until = error.data.details?.until;
  // Player protection: the daily session limit refuses sign-in until the next day, with the time.
  if (error.data.type === 'SessionLimitReached' && validTime(until)) {
    const time = formatDayAndTime(until, i18n.locale || 'en-GB');
    return msg`You reached your daily session limit. You can sign in again from ${time}.`;
  }
  // An amount under the minimum names the minimum (Pay N Play sign-in, deposits).
  const { minimum, currency } = error.data.details ?? {};
  if (
    error.data.type === 'AmountBelowMinimum' &&
    typeof minimum === 'number' &&
    typeof currency === 'string'
  ) {
    const minimumAmount = formatMoney(minimum, currency, i18n.locale || 'en-GB');
    return msg`Enter at least ${minimumAmount}.`;
  }
  // Account compliance: the overdue refusals name the date that passed when the server gives it.
  const due = error.data.details?.dueDate ?? error.data.details?.deadline;
  if (error.data.type === 'SourceOfWealthOverdue' && validTime(due)) {
    const day = formatDay(due, i18n.locale || 'en-GB');
    return msg`Deposits are paused because your source-of-wealth declaration was due on ${day}. Tell us where your money comes from and upload a document on the Source of wealth page.`;
  }
  if (error.data.type === 'KycOverdue' && validTime(due)) {
    const day = formatDay(due, i18n.locale || 'en-GB');
    return msg`Deposits and play are paused because your identity verification was due on ${day}. Upload the documents we asked for on the Documents page of your account. You can still withdraw your balance.`;
  }
  return Object.hasOwn(BY_TYPE, error.data.type) ? BY_TYPE[error.data.type]! : GENERIC_ERROR;
}

/** Why the player is on the sign-in page after a logout (the `logoutReason` query). */
export const LOGOUT_REASON_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  JWT_EXPIRED: msg`You were signed out. Please sign in again.`,
  LOGGED_IN_FROM_ANOTHER_DEVICE: msg`You signed in on another device, so you were signed out here.`,
  SESSION_LIMIT: msg`You reached your daily session limit, so you were signed out. You can sign in again tomorrow.`,
  TIMEOUT: msg`Your break has started, so you were signed out. You cannot play or deposit until it ends, but you can still sign in to withdraw your balance.`,
  SELF_EXCLUSION: msg`Your self-exclusion has started, so you were signed out. You cannot play or deposit until it ends, but you can still sign in to withdraw your balance.`,
  // Account compliance: the AccountClosed banner says why (it stays through this sign-out).
  ACCOUNT_CLOSED: BY_TYPE.AccountClosed!,
};
