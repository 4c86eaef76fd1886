// Money is an integer count of a currency's minor units, held in a JS number (decision 0026).
// Every money value stays within ±MAX_MINOR_UNITS: exact in a double with room to add two of
// them before a check, and far inside PostgreSQL's bigint. Migration 008 holds the money columns
// to it; the ledger refuses an entry that would pass it (MoneyCeilingExceeded). Values read from
// the database go through readMinorUnits, never Number(): a bigint or numeric beyond what a
// double holds exactly is an error, not a silently rounded amount.
import { walletError } from './errors.ts';

/** 10^15 minor units (ten trillion euros): below 2^53 / 2, so a sum of two is still exact. */
export const MAX_MINOR_UNITS = 1_000_000_000_000_000;

/** A money value from the database that a JS number cannot hold exactly. */
export class MinorUnitsOutOfRange extends Error {
  override name = 'MinorUnitsOutOfRange';
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A money value as the drivers return it (int8 as number or bigint, numeric sums as text) as an
 * exact number; `what` names it in the error (e.g. "balance of ledger account 12").
 */
export function readMinorUnits(value: unknown, what = 'money value'): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  let exact: bigint | undefined;
  if (typeof value === 'bigint') exact = value;
  else if (typeof value === 'string' && /^-?\d{1,30}$/.test(value)) exact = BigInt(value);
  if (exact !== undefined && exact >= MIN_SAFE && exact <= MAX_SAFE) return Number(exact);
  const shown = typeof value === 'string' ? value.slice(0, 40) : String(value);
  throw new MinorUnitsOutOfRange(
    `The ${what} (${shown}) is not a whole number of minor units a JS number holds exactly ` +
      `(|value| ≤ ${Number.MAX_SAFE_INTEGER}); the ceiling is ${MAX_MINOR_UNITS}.`,
  );
}

/** Like readMinorUnits, for nullable columns. */
export function readOptionalMinorUnits(value: unknown, what?: string): number | null {
  return value === null || value === undefined ? null : readMinorUnits(value, what);
}

/** The ledger's refusal of a balance or total past the ceiling. */
export function ceilingExceeded(details: Record<string, unknown> = {}) {
  return walletError(
    'MoneyCeilingExceeded',
    `This would take a balance or total past ${MAX_MINOR_UNITS} minor units.`,
    { maximum: MAX_MINOR_UNITS, ...details },
  );
}

/** A database CHECK of migration 008 (constraints named `…_ceiling`) refused a write. */
export function isCeilingViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== '23514') return false;
  const name =
    typeof constraint === 'string'
      ? constraint
      : (/constraint "([^"]+)"/.exec(typeof message === 'string' ? message : '')?.[1] ?? '');
  return name.endsWith('_ceiling');
}
