// The player-protection rules per licence: which tools exist, their periods, ranges
// and delays. One row per licence, so adding a licence is one row. The server enforces it
// (server/protection/, server/ledger/limits/protection-limits.ts) and the profile pages show it; both read
// this table. Which tools exist follows platform-core §6 (tests/machines/protection-policy.test.ts
// checks every row against LICENCE_GATED_FEATURES); the numbers follow the issue and
// shared/notes/regulation.md (decision 0043).

import type { Licence } from '../lobby-settings/settings.ts';

/** platform-core §3 "Limit periods". Every window is rolling: Day 24 h, Week 7 days, Month 30. */
export const LIMIT_PERIODS = ['Day', 'Week', 'Month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = {
  Day: 24 * 3600_000,
  Week: 7 * 24 * 3600_000,
  Month: 30 * 24 * 3600_000,
};

/** Money limits: Deposit, Loss (this account), GlobalLoss (every brand of the operator). */
export const MONEY_LIMIT_KINDS = ['Deposit', 'Loss', 'GlobalLoss'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** A break: the short time-out every licence has, or self-exclusion where the licence has it. */
export type BreakKind = 'Timeout' | 'SelfExclusion';

/** Break durations, spelt as the API spells them (Indefinite: no end date). */
export const BREAK_DURATIONS = [
  'Hours24',
  'Days7',
  'Days30',
  'Weeks6',
  'Months6',
  'Year1',
  'Years2',
  'Years5',
  'Indefinite',
] as const;
export type BreakDuration = (typeof BREAK_DURATIONS)[number];

/** The end of a break of `duration` started at `from` (ms since epoch); null: indefinite. */
export function breakEndsAt(duration: BreakDuration, from: number): number | null {
  const day = 24 * 3600_000;
  const months = (n: number) => {
    const end = new Date(from);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end.getTime();
  };
  switch (duration) {
    case 'Hours24':
      return from + day;
    case 'Days7':
      return from + 7 * day;
    case 'Days30':
      return from + 30 * day;
    case 'Weeks6':
      return from + 42 * day;
    case 'Months6':
      return months(6);
    case 'Year1':
      return months(12);
    case 'Years2':
      return months(24);
    case 'Years5':
      return months(60);
    case 'Indefinite':
      return null;
  }
}

export interface MoneyLimitRule {
  periods: readonly LimitPeriod[];
}

export interface ProtectionPolicy {
  /** Money limits the player may set, with their periods; a kind left out does not exist. */
  moneyLimits: Partial<Record<MoneyLimitKind, MoneyLimitRule>>;
  /** A daily play-time limit in minutes (sessionLimits), with its range; null: none. */
  sessionLimit: { minMinutes: number; maxMinutes: number } | null;
  /** Reality-check periods the player chooses from, in minutes (realityCheck); null: none. */
  realityCheckMinutes: readonly number[] | null;
  /** The time-out every licence offers. */
  timeouts: readonly BreakDuration[];
  /** Self-exclusion durations (selfExclusion; several only with selfExclusionMultipleOptions). */
  selfExclusions: readonly BreakDuration[] | null;
  /** Hours before an increase or a removal of a limit applies (a decrease applies at once). */
  increaseDelayHours: number;
  /** Hours between asking to lift an ended self-exclusion and it lifting. */
  exclusionLiftDelayHours: number;
  /** The deposit-limit prompt is part of sign-up and cannot be skipped (depositLimitsOnRegistration). */
  limitPromptMandatory: boolean;
  /** Where "today" of the session limit ends (IANA zone). */
  timeZone: string;
}

/** Money limits amounts, minor units: at least 1.00 and at most the ledger's ceiling. */
export const MONEY_LIMIT_RANGE = { min: 100, max: 100_000_000 } as const;

const TIMEOUTS: readonly BreakDuration[] = ['Hours24', 'Days7', 'Days30', 'Weeks6'];
const ALL_PERIODS = LIMIT_PERIODS;

export const PROTECTION_POLICY: Readonly<Record<Licence, ProtectionPolicy>> = {
  mga: {
    moneyLimits: { Deposit: { periods: ALL_PERIODS } },
    sessionLimit: { minMinutes: 15, maxMinutes: 24 * 60 },
    realityCheckMinutes: [10, 20, 30, 60, 120, 240, 480],
    timeouts: TIMEOUTS,
    selfExclusions: ['Months6', 'Year1', 'Years2', 'Years5', 'Indefinite'],
    increaseDelayHours: 24,
    exclusionLiftDelayHours: 24,
    limitPromptMandatory: true,
    timeZone: 'Europe/Malta',
  },
  est: {
    moneyLimits: { Loss: { periods: ALL_PERIODS }, GlobalLoss: { periods: ALL_PERIODS } },
    sessionLimit: null,
    realityCheckMinutes: null,
    timeouts: TIMEOUTS,
    selfExclusions: null,
    increaseDelayHours: 24,
    exclusionLiftDelayHours: 24,
    limitPromptMandatory: false,
    timeZone: 'Europe/Tallinn',
  },
  // ANJ's deposit cap is over 7 rolling days: the Week window is rolling like every other.
  anj: {
    moneyLimits: { Deposit: { periods: ALL_PERIODS } },
    sessionLimit: null,
    realityCheckMinutes: null,
    timeouts: TIMEOUTS,
    selfExclusions: null,
    increaseDelayHours: 48,
    exclusionLiftDelayHours: 24,
    limitPromptMandatory: false,
    timeZone: 'Europe/Paris',
  },
  crc: {
    moneyLimits: { Deposit: { periods: ['Day'] } },
    sessionLimit: null,
    realityCheckMinutes: null,
    timeouts: TIMEOUTS,
    selfExclusions: ['Months6'],
    increaseDelayHours: 24,
    exclusionLiftDelayHours: 24,
    limitPromptMandatory: false,
    timeZone: 'America/Curacao',
  },
  cos: {
    moneyLimits: {},
    sessionLimit: null,
    realityCheckMinutes: null,
    timeouts: TIMEOUTS,
    selfExclusions: null,
    increaseDelayHours: 24,
    exclusionLiftDelayHours: 24,
    limitPromptMandatory: false,
    timeZone: 'UTC',
  },
};

/** The policy of a licence; an unknown or missing licence offers only the time-out. */
export function policyFor(licence: string | null | undefined): ProtectionPolicy {
  return (licence && PROTECTION_POLICY[licence as Licence]) || PROTECTION_POLICY.cos;
}

/** The periods of a money limit kind under a licence (empty: the kind does not exist there). */
export function periodsOf(licence: string | null | undefined, kind: MoneyLimitKind): LimitPeriod[] {
  return [...(policyFor(licence).moneyLimits[kind]?.periods ?? [])];
}

/** The break durations a licence offers for a kind. */
export function breakOptions(licence: string | null | undefined, kind: BreakKind): BreakDuration[] {
  const policy = policyFor(licence);
  return [...((kind === 'Timeout' ? policy.timeouts : policy.selfExclusions) ?? [])];
}
