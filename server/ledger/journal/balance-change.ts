// What a balance-moving operation returns and what balanceUpdated publishes (platform-core §3:
// balance, bonusBalance, currency, amount, moneyType, wageringProgress).
import type { Queryable } from '../../db/store.ts';
import { playerAccount, type AccountDirectory } from './accounts.ts';

export const MONEY_TYPES = [
  'Deposit',
  'Withdrawal',
  'InitWithdrawal',
  'CancelWithdrawal',
  'CasinoBet',
  'CasinoWin',
  'CasinoRollback',
  // Rewards (server/rewards/): a claimed money or bonus money drop, an Active bonus that expired.
  'RewardCredit',
  'BonusExpiry',
  // A jackpot drop paid to the player (server/ledger/jackpot/jackpot-drops.ts).
  'JackpotWin',
  // A raffle prize paid when its drop was drawn (server/ledger/raffle/raffle-draws.ts).
  'RaffleWin',
] as const;
export type MoneyType = (typeof MONEY_TYPES)[number];

export type BalanceChange = {
  playerId: string;
  currency: string;
  /** Real money after the operation, minor units. */
  balance: number;
  bonusBalance: number;
  /** The operation's amount (positive), minor units. */
  amount: number;
  moneyType: MoneyType;
  /**
   * Percent (0–100) of the wagering requirement met by the Active bonus the operation counted
   * toward (server/ledger/bonus/wagering.ts); 0 when it concerned no bonus.
   */
  wageringProgress: number;
};

export interface PlayerAccountIds {
  real: number;
  bonus: number;
  pending: number;
}

export async function playerAccountIds(
  directory: AccountDirectory,
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<PlayerAccountIds> {
  const [real, bonus, pending] = await directory.ids(db, [
    playerAccount(playerId, 'real', currency),
    playerAccount(playerId, 'bonus', currency),
    playerAccount(playerId, 'pending', currency),
  ]);
  return { real: real!, bonus: bonus!, pending: pending! };
}

export function balanceChange(
  playerId: string,
  currency: string,
  accounts: PlayerAccountIds,
  balances: ReadonlyMap<number, number>,
  amount: number,
  moneyType: MoneyType,
  wageringProgress = 0,
): BalanceChange {
  return {
    playerId,
    currency,
    balance: balances.get(accounts.real) ?? 0,
    bonusBalance: balances.get(accounts.bonus) ?? 0,
    amount,
    moneyType,
    wageringProgress,
  };
}
