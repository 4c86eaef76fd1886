// The block flags the wallet enforces (platform-core §6): isDepositsBlocked,
// areWithdrawalsBlocked, isCancelWithdrawalBlocked, isRewardsBlocked (reward claims,
// server/rewards/) and isIncreaseDepositLimitBlocked (server/protection/). No row means nothing
// is blocked.
import type { Queryable } from '../../db/store.ts';

export interface Restrictions {
  depositsBlocked: boolean;
  withdrawalsBlocked: boolean;
  cancelWithdrawalBlocked: boolean;
  rewardsBlocked: boolean;
  /** isIncreaseDepositLimitBlocked: the player may lower deposit limits, not raise them. */
  increaseDepositLimitBlocked: boolean;
}

export const NO_RESTRICTIONS: Restrictions = Object.freeze({
  depositsBlocked: false,
  withdrawalsBlocked: false,
  cancelWithdrawalBlocked: false,
  rewardsBlocked: false,
  increaseDepositLimitBlocked: false,
});

export async function restrictionsOf(db: Queryable, playerId: string): Promise<Restrictions> {
  const { rows } = await db.query<{
    deposits_blocked: boolean;
    withdrawals_blocked: boolean;
    cancel_withdrawal_blocked: boolean;
    rewards_blocked: boolean;
    increase_deposit_limit_blocked: boolean;
  }>(
    `select deposits_blocked, withdrawals_blocked, cancel_withdrawal_blocked, rewards_blocked,
       increase_deposit_limit_blocked
     from wallet_restrictions where player_id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return NO_RESTRICTIONS;
  return {
    depositsBlocked: row.deposits_blocked,
    withdrawalsBlocked: row.withdrawals_blocked,
    cancelWithdrawalBlocked: row.cancel_withdrawal_blocked,
    rewardsBlocked: row.rewards_blocked,
    increaseDepositLimitBlocked: row.increase_deposit_limit_blocked,
  };
}

/** Operators (and tests) set the flags; unspecified ones keep their value. */
export async function setRestrictions(
  db: Queryable,
  playerId: string,
  flags: Partial<Restrictions>,
): Promise<void> {
  const current = await restrictionsOf(db, playerId);
  const next = { ...current, ...flags };
  await db.query(
    `insert into wallet_restrictions (player_id, deposits_blocked, withdrawals_blocked,
       cancel_withdrawal_blocked, rewards_blocked, increase_deposit_limit_blocked)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (player_id) do update set deposits_blocked = excluded.deposits_blocked,
       withdrawals_blocked = excluded.withdrawals_blocked,
       cancel_withdrawal_blocked = excluded.cancel_withdrawal_blocked,
       rewards_blocked = excluded.rewards_blocked,
       increase_deposit_limit_blocked = excluded.increase_deposit_limit_blocked`,
    [
      playerId,
      next.depositsBlocked,
      next.withdrawalsBlocked,
      next.cancelWithdrawalBlocked,
      next.rewardsBlocked,
      next.increaseDepositLimitBlocked,
    ],
  );
}
