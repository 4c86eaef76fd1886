// Jackpot contributions as the money layer sees them (decision 0040): an opted-in
// player's real-money casino bet also moves the chosen contribution into the instance's pool, in
// the bet's own entry, and appends it to jackpot_contributions for the fold (jackpot-fold.ts) to
// add to the pots. The opt-in is read in the database (migration 012: jackpot_contribution) so
// both bet paths — the casino_bet statement and the TypeScript plan for players with bonus
// money — take the same contribution in the same transaction.
import type { Queryable } from '../../db/store.ts';
import type { AccountSpec } from '../journal/accounts.ts';
import { readMinorUnits } from '../minor-units.ts';

/** The pool account holding an instance's pots (a system account: sum of postings). */
export function jackpotPoolAccount(instanceId: string, currency: string): AccountSpec {
  return { key: `jackpot:${instanceId}:${currency}`, kind: 'jackpot', playerId: null, currency };
}

/** What a bet's contribution did, reported after the bet committed. */
export interface JackpotContribution {
  playerId: string;
  instanceId: string;
  /** Minor units of the bet's currency. */
  amount: number;
}

/**
 * Told of every committed contribution (implemented by the jackpot service, wired in
 * server/services.ts): it folds the contributions into the pots, announces them and pays the
 * drops they reached.
 */
export interface JackpotListener {
  contributed(contribution: JackpotContribution): void;
}

export interface ContributionPlan {
  instanceId: string;
  poolAccountId: number;
  amount: number;
}

/** The player's contribution to a bet in `currency`, or null (not opted in, no instance). */
export async function contributionOf(
  tx: Queryable,
  playerId: string,
  currency: string,
): Promise<ContributionPlan | null> {
  const { rows } = await tx.query<{ instance_id: string; pool_account_id: number; amount: number }>(
    'select instance_id, pool_account_id, amount from jackpot_contribution($1, $2)',
    [playerId, currency],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    instanceId: row.instance_id,
    poolAccountId: Number(row.pool_account_id),
    amount: readMinorUnits(row.amount, 'jackpot contribution'),
  };
}

/** Appends the bet's contribution for the fold, in the bet's transaction. */
export async function recordContribution(
  tx: Queryable,
  playerId: string,
  plan: ContributionPlan,
  entryId: number,
): Promise<void> {
  await tx.query(
    `insert into jackpot_contributions (instance_id, player_id, entry_id, amount)
     values ($1, $2, $3, $4)`,
    [plan.instanceId, playerId, entryId, plan.amount],
  );
}
