// Reward definitions: the operator's input checked field by field (every problem reported at
// once, unknown fields refused; money above the maximum per transaction is AmountAboveMaximum),
// stored in `rewards`, and shown as the contract's Reward.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/store.ts';
import { parseDateTime } from '../http/input-dates.ts';
import { maxAmountInAnyCurrency, maxTransactionAmount } from '../ledger/amounts.ts';
import { readOptionalMinorUnits } from '../ledger/minor-units.ts';
import {
  CLAIM_TYPES,
  REWARD_KINDS,
  REWARD_TYPES,
  type ClaimType,
  type RewardDefinition,
  type RewardKind,
  type RewardType,
} from './model.ts';

/** Ten years: longer periods are typing mistakes, and the seconds fit in an integer column. */
const MAX_SECONDS = 10 * 366 * 24 * 3600;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const CURRENCY = /^[A-Z]{3}$/;

const COMMON_FIELDS = [
  'type',
  'name',
  'kind',
  'claimType',
  'reason',
  'startsAt',
  'endsAt',
  'expiresIn',
] as const;
const TYPE_FIELDS: Record<RewardType, readonly string[]> = {
  MoneyDrop: ['amount', 'currency'],
  BonusMoneyDrop: [
    'amount',
    'currency',
    'wageringRequirementFactor',
    'maxPayout',
    'maxBet',
    'bonusExpiresIn',
  ],
  FreeSpins: ['freeSpinsAmount', 'value', 'betLevel', 'gameSlug'],
};

export type NewReward = Omit<RewardDefinition, 'id'>;

/** The fields of the reward types, all unset: a definition sets those of its own type. */
export const NO_TYPE_FIELDS = {
  amount: null,
  currency: null,
  wageringRequirementFactor: null,
  maxPayout: null,
  maxBet: null,
  bonusExpiresIn: null,
  freeSpinsAmount: null,
  spinValue: null,
  betLevel: null,
  gameSlug: null,
} as const satisfies Partial<NewReward>;

export type ParsedReward =
  | { ok: true; reward: NewReward }
  | {
      ok: false;
      /** AmountAboveMaximum when every field at fault is money above the maximum. */
      type: 'InvalidReward' | 'AmountAboveMaximum';
      message: string;
      fieldErrors: Record<string, string>;
      /** The maximum per transaction those fields passed (AmountAboveMaximum only). */
      maximum?: number;
    };

/** Money fields above their maximum, by field, with that maximum. */
type AboveMaximum = Record<string, number>;

/** Checks POST /operator/rewards' body; `now` is the default startsAt. */
export function parseRewardInput(body: unknown, now: Date = new Date()): ParsedReward {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid({ body: 'Send a JSON object describing the reward.' });
  }
  const input = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const aboveMaximum: AboveMaximum = {};
  const type = input.type;
  if (!(REWARD_TYPES as readonly unknown[]).includes(type)) {
    errors.type = `One of ${REWARD_TYPES.join(', ')}.`;
    return invalid(errors);
  }
  const rewardType = type as RewardType;
  const allowed = new Set<string>([...COMMON_FIELDS, ...TYPE_FIELDS[rewardType]]);
  for (const key of Object.keys(input)) {
    if (!allowed.has(key)) errors[key.slice(0, 60)] = `Not a field of a ${rewardType} reward.`;
  }

  const name = text(input.name, 200, errors, 'name', true);
  const kind = oneOf<RewardKind>(input.kind, REWARD_KINDS, 'Incentive', errors, 'kind');
  const claimType = oneOf<ClaimType>(input.claimType, CLAIM_TYPES, 'manual', errors, 'claimType');
  const reason = text(input.reason, 500, errors, 'reason', false);
  const startsAt = date(input.startsAt, errors, 'startsAt') ?? now;
  const endsAt = date(input.endsAt, errors, 'endsAt') ?? null;
  if (endsAt && endsAt <= startsAt) errors.endsAt = 'Must be after startsAt.';
  if (endsAt && endsAt <= now) errors.endsAt = 'Must be in the future.';
  const expiresIn = integer(input.expiresIn, 1, MAX_SECONDS, errors, 'expiresIn', false);

  const reward: NewReward = {
    type: rewardType,
    name: name ?? '',
    kind,
    claimType,
    reason: reason ?? null,
    startsAt,
    endsAt,
    expiresIn: expiresIn ?? null,
    ...NO_TYPE_FIELDS,
  };
  // The currency's maximum per transaction; before the currency is valid, the ROW one.
  let maximum = maxTransactionAmount('ROW');
  if (rewardType === 'MoneyDrop' || rewardType === 'BonusMoneyDrop') {
    if (typeof input.currency !== 'string' || !CURRENCY.test(input.currency)) {
      errors.currency = 'Three upper-case letters (ISO 4217), e.g. EUR.';
    } else {
      reward.currency = input.currency;
      maximum = maxTransactionAmount(input.currency);
    }
    reward.amount = money(input.amount, maximum, errors, aboveMaximum, 'amount', true) ?? null;
  }
  if (rewardType === 'BonusMoneyDrop') {
    const factor = input.wageringRequirementFactor;
    if (typeof factor !== 'number' || !Number.isFinite(factor) || factor <= 0 || factor > 200) {
      errors.wageringRequirementFactor = 'A number above 0, at most 200.';
    } else {
      reward.wageringRequirementFactor = factor;
    }
    reward.maxPayout =
      money(input.maxPayout, maximum, errors, aboveMaximum, 'maxPayout', false) ?? null;
    reward.maxBet = money(input.maxBet, maximum, errors, aboveMaximum, 'maxBet', false) ?? null;
    reward.bonusExpiresIn =
      integer(input.bonusExpiresIn, 1, MAX_SECONDS, errors, 'bonusExpiresIn', false) ?? null;
  }
  if (rewardType === 'FreeSpins') {
    reward.freeSpinsAmount =
      integer(input.freeSpinsAmount, 1, 1000, errors, 'freeSpinsAmount', true) ?? null;
    // Played in the currency of whoever claims it: within every currency's maximum.
    reward.spinValue =
      money(input.value, maxAmountInAnyCurrency(), errors, aboveMaximum, 'value', true) ?? null;
    reward.betLevel = integer(input.betLevel, 1, 100, errors, 'betLevel', false) ?? 1;
    if (typeof input.gameSlug !== 'string' || !SLUG.test(input.gameSlug)) {
      errors.gameSlug = 'The slug of a game, e.g. polished-reels-megaways.';
    } else {
      reward.gameSlug = input.gameSlug;
    }
  }
  if (Object.keys(errors).length > 0) return invalid(errors, aboveMaximum);
  return { ok: true, reward };
}

function invalid(
  fieldErrors: Record<string, string>,
  aboveMaximum: AboveMaximum = {},
): ParsedReward {
  const [field, message] = Object.entries(fieldErrors)[0] ?? ['body', 'Invalid reward.'];
  const fields = Object.keys(fieldErrors);
  if (fields.length > 0 && fields.every((name) => name in aboveMaximum)) {
    return {
      ok: false,
      type: 'AmountAboveMaximum',
      message: `${field}: ${message}`,
      fieldErrors,
      maximum: Math.max(...fields.map((name) => aboveMaximum[name]!)),
    };
  }
  return { ok: false, type: 'InvalidReward', message: `${field}: ${message}`, fieldErrors };
}

function text(
  value: unknown,
  max: number,
  errors: Record<string, string>,
  field: string,
  required: boolean,
): string | undefined {
  if (value === undefined || value === null) {
    if (required) errors[field] = 'Required.';
    return undefined;
  }
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) {
    errors[field] = `Text of 1 to ${max} characters.`;
    return undefined;
  }
  return value.trim();
}

function oneOf<T extends string>(
  value: unknown,
  options: readonly T[],
  fallback: T,
  errors: Record<string, string>,
  field: string,
): T {
  if (value === undefined || value === null) return fallback;
  if (!(options as readonly unknown[]).includes(value)) {
    errors[field] = `One of ${options.join(', ')}.`;
    return fallback;
  }
  return value as T;
}

function integer(
  value: unknown,
  min: number,
  max: number,
  errors: Record<string, string>,
  field: string,
  required: boolean,
): number | undefined {
  if (value === undefined || value === null) {
    if (required) errors[field] = 'Required.';
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors[field] = `A whole number from ${min} to ${max}.`;
    return undefined;
  }
  return value;
}

/** Minor units from 1 to the maximum per transaction; above it is noted in `aboveMaximum`. */
function money(
  value: unknown,
  maximum: number,
  errors: Record<string, string>,
  aboveMaximum: AboveMaximum,
  field: string,
  required: boolean,
): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > maximum) {
    errors[field] = `At most ${maximum} minor units (the maximum per transaction).`;
    aboveMaximum[field] = maximum;
    return undefined;
  }
  return integer(value, 1, maximum, errors, field, required);
}

function date(value: unknown, errors: Record<string, string>, field: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  // With a time and a zone: a bare date would depend on the server's time zone.
  const parsed = parseDateTime(value);
  if (!parsed) {
    errors[field] = 'An ISO 8601 date-time with a zone, e.g. 2030-01-31T12:00:00Z.';
    return undefined;
  }
  return parsed;
}

export const REWARD_COLUMNS = `r.id, r.type, r.name, r.kind, r.claim_type, r.reason, r.starts_at,
  r.ends_at, r.expires_in, r.amount, r.currency, r.wagering_requirement_factor, r.max_payout,
  r.max_bet, r.bonus_expires_in, r.free_spins_amount, r.spin_value, r.bet_level, r.game_slug`;

export interface RewardRow {
  id: string;
  type: RewardType;
  name: string;
  kind: RewardKind;
  claim_type: ClaimType;
  reason: string | null;
  starts_at: Date;
  ends_at: Date | null;
  expires_in: number | null;
  amount: number | null;
  currency: string | null;
  wagering_requirement_factor: number | null;
  max_payout: number | null;
  max_bet: number | null;
  bonus_expires_in: number | null;
  free_spins_amount: number | null;
  spin_value: number | null;
  bet_level: number | null;
  game_slug: string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toDefinition(row: RewardRow): RewardDefinition {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    kind: row.kind,
    claimType: row.claim_type,
    reason: row.reason,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    expiresIn: numberOrNull(row.expires_in),
    amount: readOptionalMinorUnits(row.amount, `amount of reward ${row.id}`),
    currency: row.currency,
    wageringRequirementFactor: numberOrNull(row.wagering_requirement_factor),
    maxPayout: readOptionalMinorUnits(row.max_payout, `maxPayout of reward ${row.id}`),
    maxBet: readOptionalMinorUnits(row.max_bet, `maxBet of reward ${row.id}`),
    bonusExpiresIn: numberOrNull(row.bonus_expires_in),
    freeSpinsAmount: numberOrNull(row.free_spins_amount),
    spinValue: readOptionalMinorUnits(row.spin_value, `spin value of reward ${row.id}`),
    betLevel: numberOrNull(row.bet_level),
    gameSlug: row.game_slug,
  };
}

export async function insertReward(db: Queryable, reward: NewReward): Promise<RewardDefinition> {
  const id = randomUUID();
  await db.query(
    `insert into rewards (id, type, name, kind, claim_type, reason, starts_at, ends_at, expires_in,
       amount, currency, wagering_requirement_factor, max_payout, bonus_expires_in,
       free_spins_amount, spin_value, bet_level, game_slug, max_bet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19)`,
    [
      id,
      reward.type,
      reward.name,
      reward.kind,
      reward.claimType,
      reward.reason,
      reward.startsAt,
      reward.endsAt,
      reward.expiresIn,
      reward.amount,
      reward.currency,
      reward.wageringRequirementFactor,
      reward.maxPayout,
      reward.bonusExpiresIn,
      reward.freeSpinsAmount,
      reward.spinValue,
      reward.betLevel,
      reward.gameSlug,
      reward.maxBet,
    ],
  );
  return { id, ...reward };
}

export async function findReward(
  db: Queryable,
  rewardId: string,
): Promise<RewardDefinition | undefined> {
  if (!isUuidText(rewardId)) return undefined;
  const { rows } = await db.query<RewardRow>(
    `select ${REWARD_COLUMNS} from rewards r where r.id = $1`,
    [rewardId],
  );
  return rows[0] ? toDefinition(rows[0]) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id would be an SQL error on a uuid column, not "not found". */
export function isUuidText(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * When an assignation stops being claimable: the reward's endsAt, or expiresIn seconds after it
 * became claimable (the assignment, or startsAt for a reward that starts later), the earlier.
 */
export function expiresAtFor(reward: RewardDefinition, assignedAt: Date): Date | null {
  const claimableFrom = Math.max(assignedAt.getTime(), reward.startsAt.getTime());
  const byExpiresIn =
    reward.expiresIn === null ? null : new Date(claimableFrom + reward.expiresIn * 1000);
  if (!byExpiresIn) return reward.endsAt;
  if (!reward.endsAt) return byExpiresIn;
  return byExpiresIn < reward.endsAt ? byExpiresIn : reward.endsAt;
}

/** Fields every Reward has. */
type RewardBase = {
  rewardId: string;
  name: string;
  expiresIn: number | null;
  startsAt: string;
  endsAt: string | null;
  claimType: ClaimType;
  rewardReason: string | null;
  kind: RewardKind;
};

/**
 * The contract's Reward (FreeSpinsReward, MoneyDropReward or BonusMoneyDropReward, told apart
 * by rewardType), as JSON: it also travels in rewardUpdated events through Redis.
 */
export type RewardView =
  | (RewardBase & {
      rewardType: 'FreeSpins';
      freeSpinsAmount: number;
      value: number;
      betLevel: number;
      game: { url: string; json: string };
    })
  | (RewardBase & { rewardType: 'MoneyDrop'; amount: number; currency: string })
  | (RewardBase & {
      rewardType: 'BonusMoneyDrop';
      amount: number;
      currency: string;
      wageringRequirementFactor: number;
      maxPayout: number | null;
    });

/**
 * The view of a stored definition (the table's checks guarantee each type's fields). gameId:
 * the game's provider id (games.lookup_id), as recently played games carry it.
 */
export function rewardView(reward: RewardDefinition, gameId?: string | null): RewardView {
  const base: RewardBase = {
    rewardId: reward.id,
    name: reward.name,
    expiresIn: reward.expiresIn,
    startsAt: reward.startsAt.toISOString(),
    endsAt: reward.endsAt ? reward.endsAt.toISOString() : null,
    claimType: reward.claimType,
    rewardReason: reward.reason,
    kind: reward.kind,
  };
  if (reward.type === 'MoneyDrop') {
    return { ...base, rewardType: 'MoneyDrop', amount: reward.amount!, currency: reward.currency! };
  }
  if (reward.type === 'BonusMoneyDrop') {
    return {
      ...base,
      rewardType: 'BonusMoneyDrop',
      amount: reward.amount!,
      currency: reward.currency!,
      wageringRequirementFactor: reward.wageringRequirementFactor!,
      maxPayout: reward.maxPayout,
    };
  }
  const slug = reward.gameSlug!;
  return {
    ...base,
    rewardType: 'FreeSpins',
    freeSpinsAmount: reward.freeSpinsAmount!,
    value: reward.spinValue!,
    betLevel: reward.betLevel!,
    game: { url: `/games/${slug}/`, json: JSON.stringify({ gameId: gameId ?? slug, slug }) },
  };
}

/** GraphQL's concrete type of a Reward. */
export function rewardTypeName(
  view: Pick<RewardView, 'rewardType'>,
): 'FreeSpinsReward' | 'MoneyDropReward' | 'BonusMoneyDropReward' {
  return view.rewardType === 'FreeSpins'
    ? 'FreeSpinsReward'
    : view.rewardType === 'MoneyDrop'
      ? 'MoneyDropReward'
      : 'BonusMoneyDropReward';
}
