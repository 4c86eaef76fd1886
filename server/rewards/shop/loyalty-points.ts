// Loyalty points: one point per 1.00 (100 minor units) of casino bets, less the points spent in
// the rewards shop. Bets are the rounds' bets (game_rounds.bet: free spins bet nothing), rounds
// rolled back do not count. Computed from the rounds every time, so a bet, a rollback and a
// purchase can never disagree with a stored counter.
import type { Queryable } from '../../db/store.ts';
import { readMinorUnits } from '../../ledger/minor-units.ts';

export const MINOR_UNITS_PER_POINT = 100;

export interface LoyaltyPoints {
  /** floor(bets / 100). */
  earned: number;
  spent: number;
  /** earned − spent; below zero only when a round was rolled back after points were spent. */
  balance: number;
}

export async function loyaltyPointsOf(db: Queryable, playerId: string): Promise<LoyaltyPoints> {
  const { rows } = await db.query<{ bets: string | number; spent: string | number }>(
    `select
       (select coalesce(sum(bet), 0) from game_rounds
         where player_id = $1 and status <> 'rolledBack') as bets,
       (select coalesce(sum(points), 0) from loyalty_points_spent where player_id = $1) as spent`,
    [playerId],
  );
  const bets = readMinorUnits(rows[0]?.bets ?? 0, `casino bets of player ${playerId}`);
  const earned = Math.floor(bets / MINOR_UNITS_PER_POINT);
  const spent = Number(rows[0]?.spent ?? 0);
  return { earned, spent, balance: earned - spent };
}
