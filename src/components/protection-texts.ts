// What players read about their protection tools, shared by the profile pages
// (src/features/protection) and the limit prompt before the first deposit (src/features/cashier):
// the names of limits, periods and break durations, and the server's typed errors in plain
// words, with the amounts and dates their details carry.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  BreakDuration,
  LimitPeriod,
  MoneyLimitKind,
} from '../../machines/protection/policy.ts';
import { ApiError } from '../adapters/graphql/api-error.ts';
import { errorMessageOf } from './error-messages.ts';
import { formatMoney } from './format.ts';

export type LimitKindName = MoneyLimitKind | 'Session';

/** "Daily deposit limit", one text per kind and period so that translations can agree. */
export const LIMIT_NAMES: Readonly<Record<LimitKindName, Record<LimitPeriod, MessageDescriptor>>> =
  {
    Deposit: {
      Day: msg`Daily deposit limit`,
      Week: msg`Weekly deposit limit`,
      Month: msg`Monthly deposit limit`,
    },
    Loss: {
      Day: msg`Daily loss limit`,
      Week: msg`Weekly loss limit`,
      Month: msg`Monthly loss limit`,
    },
    GlobalLoss: {
      Day: msg`Daily global loss limit`,
      Week: msg`Weekly global loss limit`,
      Month: msg`Monthly global loss limit`,
    },
    Session: {
      Day: msg`Daily play-time limit`,
      Week: msg`Weekly play-time limit`,
      Month: msg`Monthly play-time limit`,
    },
  };

export const PERIOD_NAMES: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  Day: msg`Per day (24 hours)`,
  Week: msg`Per week (7 days)`,
  Month: msg`Per month (30 days)`,
};

export const BREAK_DURATION_NAMES: Readonly<Record<BreakDuration, MessageDescriptor>> = {
  Hours24: msg`24 hours`,
  Days7: msg`7 days`,
  Days30: msg`30 days`,
  Weeks6: msg`6 weeks`,
  Months6: msg`6 months`,
  Year1: msg`1 year`,
  Years2: msg`2 years`,
  Years5: msg`5 years`,
  Indefinite: msg`Indefinitely`,
};

/** A date and time players read without ambiguity: "12 Mar 2030, 14:05". */
export function formatWhen(iso: string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Minutes as "1 h 30 min" (the session limit and play time). */
export function formatMinutes(minutes: number, locale: string): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (value: number, unitName: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: unitName, unitDisplay: 'long' }).format(
      value,
    );
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** A typed error as the machines keep it (type and details), or as ApiError carries it. */
export interface TypedError {
  type: string;
  details?: Readonly<Record<string, unknown>> | null;
}

const numberDetail = (error: TypedError, key: string): number | null => {
  const value = error.details?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const stringDetail = (error: TypedError, key: string): string | null => {
  const value = error.details?.[key];
  return typeof value === 'string' ? value : null;
};

const BY_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  IncreaseBlocked: msg`Your limits cannot be raised or removed at the moment. You can still lower them. Contact customer support if you have questions.`,
  LimitNotAvailable: msg`This limit is not available for your account.`,
  CurrencyNotHeld: msg`Limits are set in your account's currency. Reload the page and try again.`,
  NoPendingChange: msg`There is no pending change to cancel any more.`,
  BreakCannotBeShortened: msg`A break that is already running cannot be shortened or ended early. You can only make it longer.`,
  BreakNotAvailable: msg`This break is not available for your account.`,
  InvalidRealityCheckPeriod: msg`Choose one of the reality-check intervals offered.`,
  PlayerOnBreak: msg`You are taking a break: this is not possible until it ends.`,
  // A deposit before the mandatory limit prompt is answered (mga): the prompt normally comes
  // first, this is the server's refusal when it did not (errorFixOf links to the limits page).
  DepositLimitRequired: msg`Set a deposit limit before your first deposit: it is required here.`,
  SessionLimitReached: msg`You have reached your daily play-time limit.`,
};

/**
 * How an amount of a limit reads: money in the player's currency, minutes for the session
 * limit. The details of InvalidLimit and the limit errors are in these units.
 */
export type AmountFormatter = (amount: number) => string;

export function moneyAmount(currency: string, locale: string): AmountFormatter {
  return (amount) => formatMoney(amount, currency, locale);
}

export interface ErrorWording {
  locale: string;
  /** Words amounts of InvalidLimit and of a refused draft (money or minutes). */
  amountOf?: AmountFormatter;
  /** The range a draft must be in (the limit-flow machine's InvalidDraft reasons). */
  range?: { min: number; max: number };
}

function limitExceeded(error: TypedError, locale: string): MessageDescriptor {
  const currency = stringDetail(error, 'currency');
  const remainingMinor = numberDetail(error, 'remaining');
  const resetsAtIso = stringDetail(error, 'resetsAt');
  const remaining =
    currency !== null && remainingMinor !== null
      ? formatMoney(remainingMinor, currency, locale)
      : null;
  const resetsAt = resetsAtIso ? formatWhen(resetsAtIso, locale) : null;
  if (error.type === 'DepositLimitExceeded') {
    if (remaining !== null && resetsAt !== null)
      return msg`This deposit would go over your deposit limit. You can deposit up to ${remaining} now; more becomes available on ${resetsAt}.`;
    if (remaining !== null)
      return msg`This deposit would go over your deposit limit. You can deposit up to ${remaining} now.`;
    return msg`This deposit would go over your deposit limit.`;
  }
  if (remaining !== null && resetsAt !== null)
    return msg`This bet would go over your loss limit. You can lose up to ${remaining} more until ${resetsAt}.`;
  return msg`This bet would go over your loss limit.`;
}

function rangeMessage(
  min: number | null,
  max: number | null,
  amountOf: AmountFormatter | undefined,
): MessageDescriptor | null {
  if (!amountOf || min === null || max === null) return null;
  const low = amountOf(min);
  const high = amountOf(max);
  return msg`Enter a limit from ${low} to ${high}.`;
}

function draftMessage(error: TypedError, wording: ErrorWording): MessageDescriptor {
  const range = rangeMessage(
    wording.range?.min ?? null,
    wording.range?.max ?? null,
    wording.amountOf,
  );
  switch (stringDetail(error, 'reason')) {
    case 'empty':
      return msg`Enter an amount.`;
    case 'notANumber':
      return msg`Enter the amount as a number, for example 50 or 50.00.`;
    case 'notPositive':
      return msg`Enter an amount above zero.`;
    case 'tooManyDecimals':
      return msg`Too many decimals for this amount.`;
    default:
      return range ?? msg`This amount is out of the allowed range.`;
  }
}

/**
 * The message of a typed protection error with its details (the remaining amount and when the
 * window resets, the allowed range); null for types this module does not word.
 */
export function typedErrorMessage(
  error: TypedError,
  wording: ErrorWording,
): MessageDescriptor | null {
  switch (error.type) {
    case 'DepositLimitExceeded':
    case 'LossLimitExceeded':
      return limitExceeded(error, wording.locale);
    case 'InvalidLimit':
      return (
        rangeMessage(numberDetail(error, 'min'), numberDetail(error, 'max'), wording.amountOf) ??
        msg`Enter a whole, positive limit.`
      );
    case 'InvalidDraft':
      return draftMessage(error, wording);
    default:
      return Object.hasOwn(BY_TYPE, error.type) ? BY_TYPE[error.type]! : null;
  }
}

/** The message of a failed protection request (an ApiError or a machine's kept error). */
export function protectionErrorMessage(failure: unknown, wording: ErrorWording): MessageDescriptor {
  if (failure instanceof ApiError)
    return (
      typedErrorMessage({ type: failure.data.type, details: failure.data.details }, wording) ??
      errorMessageOf(failure)
    );
  if (isTypedError(failure))
    return (
      typedErrorMessage(failure, wording) ??
      errorMessageOf(
        new ApiError({
          message: failure.type,
          type: failure.type,
          keys: [],
          traceId: null,
          status: null,
        }),
      )
    );
  return errorMessageOf(failure);
}

function isTypedError(value: unknown): value is TypedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof (value as { type: unknown }).type === 'string'
  );
}

/** The typed error of a failure (ApiError's type), else null. */
export function errorTypeOf(failure: unknown): string | null {
  return failure instanceof ApiError ? failure.data.type : null;
}
