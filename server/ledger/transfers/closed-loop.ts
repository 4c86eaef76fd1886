// Closed-loop payouts (platform-core §6, licence feature closedLoopPayments: est). A withdrawal
// goes back only to the payment methods and accounts the player deposited with, split in
// proportion to the completed deposits per method+account; each share is rounded down and the
// rounding remainder goes to the source with the most deposited. The legs are a pure function
// of the deposits (closedLoopLegs); withdrawalRoute reads the deposits for the wallet, which
// records the legs on the withdrawal (payload.legs); the ledger posts each leg to its provider's
// clearing account when the payout completes (transactions.ts).
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';
import { brandLicence } from '../../brands/brand-repository.ts';
import type { Queryable } from '../../db/store.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import { walletError } from '../errors.ts';
import { readMinorUnits } from '../minor-units.ts';

/** Completed deposits of one method and account (or single deposits: equal keys are merged). */
export interface DepositSource {
  provider: string;
  paymentMethod: string;
  /** The debtor account the provider reported (payload.debtor.account); null when none was. */
  account: string | null;
  /** Minor units, > 0. */
  amount: number;
}

/** One payout of a withdrawal: where it goes and how much, minor units (> 0). */
export interface PayoutLeg {
  provider: string;
  paymentMethod: string;
  account: string | null;
  amount: number;
}

/**
 * Accounts as players type them differ in spaces and case ("fi21 1234" and "FI211234" are one
 * account), as Pay N Play compares them (payments/pay-n-play.ts normalizeAccount).
 */
export function normalizeAccount(account: string | null | undefined): string | null {
  if (typeof account !== 'string') return null;
  const normalized = account.replace(/\s+/g, '').toUpperCase();
  return normalized === '' ? null : normalized;
}

const sourceKey = (s: { provider: string; paymentMethod: string; account: string | null }) =>
  JSON.stringify([s.provider, s.paymentMethod, s.account]);

/** The deposits per provider+method+account, in a fixed order (largest first, then by key). */
export function depositSources(deposits: readonly DepositSource[]): DepositSource[] {
  const merged = new Map<string, DepositSource>();
  for (const deposit of deposits) {
    if (!Number.isSafeInteger(deposit.amount) || deposit.amount <= 0) {
      throw new Error(`a completed deposit of ${deposit.amount} minor units`);
    }
    const source = { ...deposit, account: normalizeAccount(deposit.account) };
    const key = sourceKey(source);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, amount: known.amount + source.amount } : source);
  }
  return [...merged.values()].sort((a, b) =>
    a.amount !== b.amount ? b.amount - a.amount : sourceKey(a) < sourceKey(b) ? -1 : 1,
  );
}

/**
 * The payout legs of a withdrawal of `amount` minor units: each source gets
 * floor(amount × its deposits / all deposits), the first (largest) source also the remainder
 * (fewer minor units than there are sources). Legs of 0 are left out, so a leg never goes to a
 * source that gets nothing. Exact for any amounts within the money ceiling (BigInt: the products
 * pass 2^53). No deposits: NoDepositMethod, as closed loop has nowhere to pay to.
 */
export function closedLoopLegs(deposits: readonly DepositSource[], amount: number): PayoutLeg[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`a withdrawal of ${amount} minor units`);
  }
  const sources = depositSources(deposits);
  if (sources.length === 0) {
    throw walletError(
      'NoDepositMethod',
      'Withdrawals go back to the payment methods you deposited with, and there is none yet.',
    );
  }
  const total = sources.reduce((sum, s) => sum + BigInt(s.amount), 0n);
  const shares = sources.map((s) => Number((BigInt(amount) * BigInt(s.amount)) / total));
  const remainder = amount - shares.reduce((sum, share) => sum + share, 0);
  shares[0]! += remainder;
  return sources
    .map((s, i) => ({
      provider: s.provider,
      paymentMethod: s.paymentMethod,
      account: s.account,
      amount: shares[i]!,
    }))
    .filter((leg) => leg.amount > 0);
}

/**
 * The legs a withdrawal recorded (its payload), checked: they must add up to its amount, or the
 * payout would post something else than what was reserved. undefined when it has none (every
 * licence but est, and withdrawals from before closed loop).
 */
export function recordedLegs(payload: unknown, amount: number): PayoutLeg[] | undefined {
  const legs = (payload as { legs?: unknown } | null)?.legs;
  if (legs === undefined || legs === null) return undefined;
  const valid =
    Array.isArray(legs) &&
    legs.length > 0 &&
    legs.every(
      (leg: Partial<PayoutLeg>) =>
        typeof leg.provider === 'string' &&
        typeof leg.paymentMethod === 'string' &&
        (leg.account === null || typeof leg.account === 'string') &&
        Number.isSafeInteger(leg.amount) &&
        leg.amount! > 0,
    ) &&
    (legs as PayoutLeg[]).reduce((sum, leg) => sum + leg.amount, 0) === amount;
  if (!valid) throw new Error(`a withdrawal's payout legs do not add up to ${amount}`);
  return legs as PayoutLeg[];
}

/** Where a withdrawal is paid: the transaction's provider and method, and its payload. */
export interface WithdrawalRoute {
  provider: string;
  paymentMethod: string;
  payload: Json;
}

/**
 * The route of a new withdrawal. Under closedLoopPayments: the legs over the player's completed
 * deposits in their currency (every one ever completed: nothing on the est rule ages them out),
 * the transaction named after the largest leg. Elsewhere the rule before it: the last completed
 * deposit's provider and method, card through PaymentIQ when there was none.
 */
export async function withdrawalRoute(
  db: Queryable,
  player: { id: string; brand: string; currency: string },
  amount: number,
): Promise<WithdrawalRoute> {
  if (isFeatureEnabled('closedLoopPayments', await brandLicence(db, player.brand))) {
    const { rows } = await db.query<{
      provider: string;
      payment_method: string;
      account: string | null;
      amount: number | bigint;
    }>(
      `select provider, payment_method, payload->'debtor'->>'account' as account,
         sum(amount)::bigint as amount
       from wallet_transactions
       where player_id = $1 and type = 'Deposit' and status = 'Completed' and currency = $2
       group by 1, 2, 3`,
      [player.id, player.currency],
    );
    const legs = closedLoopLegs(
      rows.map((row) => ({
        provider: row.provider,
        paymentMethod: row.payment_method,
        account: row.account,
        amount: readMinorUnits(row.amount, 'completed deposits'),
      })),
      amount,
    );
    const largest = legs[0]!;
    return {
      provider: largest.provider,
      paymentMethod: largest.paymentMethod,
      payload: {
        attributes: { paymentMethod: largest.paymentMethod },
        closedLoop: true,
        legs: legs.map((leg) => ({ ...leg })),
      },
    };
  }
  const last = await db.query<{ provider: string; payment_method: string }>(
    `select provider, payment_method from wallet_transactions
     where player_id = $1 and type = 'Deposit' and status = 'Completed'
     order by processed_at desc limit 1`,
    [player.id],
  );
  const paymentMethod = last.rows[0]?.payment_method ?? 'card';
  return {
    provider: last.rows[0]?.provider ?? 'PaymentIQ',
    paymentMethod,
    payload: { attributes: { paymentMethod } },
  };
}
