// A live round's money (decision 0049): every move of a player's money at a live table goes
// through here. REAL is one wallet bet of the player's total for the round and one win (0 for a
// loss), round `live:{slug}:{n}:{session}`, taken after close of bets with the decided outcome
// recorded (the round sweeper can finish a round a crash left open). A refused bet (funds,
// limits, a break) voids only that player's bets. FUN moves the game session's demo money the
// same way. Live blackjack takes its stakes and pays its win in separate steps (decisions.ts).
import type { Queryable } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import { readMinorUnits } from '../../ledger/minor-units.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import type { LiveBet, LiveEngine } from './engines.ts';
import {
  betRows,
  drawOnce,
  markSettled,
  savePlay,
  saveResult,
  type BetRow,
  type Play,
} from './rows.ts';
import type { PlayerResult } from './state.ts';
import type { LiveContext } from './table-types.ts';

type MoneyContext = Pick<LiveContext, 'store' | 'wallet'>;

const isDemo = (row: BetRow) => row.mode === 'FUN' || !row.player_id;

function walletRef(row: BetRow, roundId: string) {
  return {
    playerId: row.player_id!,
    roundId: `live:${roundId}:${row.session_id}`,
    gameSlug: row.game_slug,
    currency: row.currency,
  };
}

/** Close of bets: the outcome is drawn once and every player's bets are settled against it. */
export async function settleRound(
  context: Pick<LiveContext, 'store' | 'wallet' | 'random' | 'clock'>,
  slug: string,
  engine: LiveEngine,
  roundId: string,
): Promise<{ outcome: Json; results: PlayerResult[] }> {
  const { store, clock } = context;
  const outcome = await drawOnce(store, context, slug, engine, roundId);
  const results: PlayerResult[] = [];
  for (const row of await betRows(store, roundId)) {
    let result: PlayerResult;
    if (row.result) {
      result = JSON.parse(row.result) as PlayerResult;
    } else {
      result = await settlePlayer(context, engine, roundId, outcome, row);
      await saveResult(store, roundId, row.session_hash, result);
    }
    results.push(result);
  }
  await markSettled(store, roundId, clock.now());
  return { outcome, results };
}

async function settlePlayer(
  { store, wallet }: MoneyContext,
  engine: LiveEngine,
  roundId: string,
  outcome: Json,
  row: BetRow,
): Promise<PlayerResult> {
  const bets = JSON.parse(row.bets) as LiveBet[];
  const settled = engine.settle(bets, outcome as never);
  const stake = readMinorUnits(row.total, 'live bets');
  const win = settled.reduce((sum, bet) => sum + bet.win, 0);
  const base = { sessionId: row.session_id, roundId, stake, win, bets: settled };
  const refused = (type: string): PlayerResult => ({
    ...base,
    win: 0,
    bets: settled.map((bet) => ({ ...bet, win: 0 })),
    balance: null,
    refused: type,
  });
  if (isDemo(row)) {
    const { rows } = await store.query<{ fun_balance: number }>(
      `update game_sessions set fun_balance = fun_balance - $2 + $3
       where token_hash = $1 and fun_balance >= $2 returning fun_balance`,
      [row.session_hash, stake, win],
    );
    if (!rows[0]) return refused('InsufficientFunds');
    return { ...base, balance: readMinorUnits(rows[0].fun_balance, 'demo money'), refused: null };
  }
  const ref = walletRef(row, roundId);
  const winKey = `${ref.roundId}:win`;
  try {
    await wallet.bet(ref, stake, `${ref.roundId}:bet`, {
      playerSessionId: row.player_session_id,
      outcome: {
        win,
        winKey,
        show: {
          game: engine.id,
          outcome,
          bets: settled.map(({ spot, stake: s, win: w }) => ({ spot, stake: s, win: w })),
          stake,
          win,
        },
      },
    });
  } catch (error) {
    // The player's bets only: the table goes on for everyone else.
    if (error instanceof LobbyError) return refused(error.type);
    throw error;
  }
  const paid = await wallet.win(ref, win, winKey);
  return { ...base, balance: paid.outcome.change.balance, refused: null };
}

/**
 * A stake out of the player's money, a wallet bet (REAL) or demo money (FUN), and the hand's
 * play it pays for in the same transaction: the play shows the stake only once it is taken
 * (decision 0057). Answers the refusal's type, or null when taken.
 */
export async function takeStake(
  { store, wallet }: MoneyContext,
  row: BetRow,
  roundId: string,
  amount: number,
  key: 'bet' | 'double',
  decided: { win: number; show: Json },
  paidFor: Play,
): Promise<string | null> {
  const write = (tx: Queryable) => savePlay(tx, roundId, row.session_hash, paidFor);
  if (isDemo(row)) {
    return store.transaction(async (tx) => {
      const { rows } = await tx.query(
        `update game_sessions set fun_balance = fun_balance - $2
         where token_hash = $1 and fun_balance >= $2 returning fun_balance`,
        [row.session_hash, amount],
      );
      if (!rows[0]) return 'InsufficientFunds';
      await write(tx);
      return null;
    });
  }
  const ref = walletRef(row, roundId);
  try {
    await wallet.bet(ref, amount, `${ref.roundId}:${key}`, {
      playerSessionId: row.player_session_id,
      // If the round is abandoned, the sweeper pays what the hand has as it stands now.
      outcome: { win: decided.win, winKey: `${ref.roundId}:win`, show: decided.show },
      alongside: write,
    });
    return null;
  } catch (error) {
    if (error instanceof LobbyError) return error.type;
    throw error;
  }
}

/** A played hand's win (0 for a loss); answers the balance after it. */
export async function pay(
  { store, wallet }: MoneyContext,
  row: BetRow,
  roundId: string,
  amount: number,
): Promise<number> {
  if (isDemo(row)) {
    const { rows } = await store.query<{ fun_balance: number }>(
      `update game_sessions set fun_balance = fun_balance + $2 where token_hash = $1
       returning fun_balance`,
      [row.session_hash, amount],
    );
    return readMinorUnits(rows[0]?.fun_balance ?? 0, 'demo money');
  }
  const ref = walletRef(row, roundId);
  return (await wallet.win(ref, amount, `${ref.roundId}:win`)).outcome.change.balance;
}
