// What a round operation answers and what a game decides with its bet: shared by the round plans
// (rounds.ts) and the one-statement bet (casino-bet-statement.ts), which do not import each other
// for them.
import type { Json } from '../../pubsub/pubsub.ts';
import type { BalanceChange } from '../journal/balance-change.ts';

export type RoundOutcome = {
  roundId: string;
  /** `unknownRound` / `alreadyRolledBack`: a rollback that changed nothing. */
  status: 'open' | 'settled' | 'rolledBack' | 'unknownRound' | 'alreadyRolledBack';
  change: BalanceChange;
};

/** What the game decided when it took the bet, recorded on the round with the bet. */
export interface DecidedOutcome {
  /** The win the game will pay for the round, minor units (0: a loss). */
  win: number;
  /** The idempotency key the game pays it under; the sweeper pays it under the same key. */
  winKey: string;
  /** What the game shows of the round (reels, the pocket …) when it is settled without it. */
  show: Json;
}
