// A one-shot table round's money (roulette, baccarat and dragon tiger): the bets and their
// outcome are decided before any money moves. REAL is one wallet bet of the total stake (taken
// whole or refused whole, so a refused bet takes nothing) recording the decided outcome, then
// one win of the total payout (0 for a loss settles the round), keyed `{game}:{round}:bet|win`,
// so a retried request replays. FUN moves the game session's demo money only.
import type { Store } from '../db/store.ts';
import { walletError } from '../ledger/errors.ts';
import type { BetOptions } from '../ledger/rounds/rounds.ts';
import type { Wallet } from '../ledger/wallet.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { playForFun, roundRefOf, type GameMode, type GameSession } from './game-sessions.ts';

/** What a one-shot table round answers, whatever the game: its totals and the money after it. */
export interface TableRoundResult {
  roundId: string;
  /** The round's total stake. */
  stake: number;
  /** The round's total payout (stakes of winning bets included). */
  win: number;
  balance: number;
  currency: string;
  mode: GameMode;
}

export interface TableRoundDeps {
  store: Store;
  wallet: Wallet;
  /** Between the bet and the win (faults.ts); nothing by default. */
  afterBet?: (roundId: string) => Promise<void>;
}

/** Moves the round's money; answers the balance after it. */
export async function payTableRound(
  deps: TableRoundDeps,
  session: GameSession,
  token: string,
  roundId: string,
  round: {
    /** The wallet keys' prefix. */
    game: string;
    stake: number;
    win: number;
    /** What the round shows later (the sweeper, the table on its next launch). */
    show: Json;
    coverage?: BetOptions['coverage'];
  },
): Promise<number> {
  if (session.mode === 'FUN' || !session.playerId) {
    const left = await playForFun(deps.store, token, round.stake, round.win);
    if (left === undefined) {
      throw walletError('InsufficientFunds', 'Not enough demo money for these bets.');
    }
    return left;
  }
  const ref = roundRefOf(session, roundId);
  const winKey = `${round.game}:${roundId}:win`;
  await deps.wallet.bet(ref, round.stake, `${round.game}:${roundId}:bet`, {
    coverage: round.coverage,
    playerSessionId: session.playerSessionId,
    outcome: { win: round.win, winKey, show: round.show },
  });
  await deps.afterBet?.(roundId);
  const paid = await deps.wallet.win(ref, round.win, winKey);
  return paid.outcome.change.balance;
}
