// A player's requests at a live table (decision 0049, routes.ts): bets in the open round, live
// blackjack's decisions in the open window, and what the session has bet and won in a round.
// Both writes lock the table's row, so each lands before the driver closes its window or is
// refused; no money moves here (funds are taken at close of bets, settle.ts).
import type { Clock } from '../../clock.ts';
import type { Store } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import { maxTransactionAmount } from '../../ledger/amounts.ts';
import { walletError } from '../../ledger/errors.ts';
import { readMinorUnits } from '../../ledger/minor-units.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import {
  hashToken,
  requireGameSession,
  sessionBalance,
  type GameSession,
} from '../game-sessions.ts';
import { largestPayout, parseLiveBets, type LiveBet } from './engines.ts';
import { liveEngine } from './registry.ts';
import { lockTable, savePlay, tableInfo, type Play } from './rows.ts';
import type { LiveState, PlayerResult } from './state.ts';
import type { PlacedBets } from './table-types.ts';

export function betsClosed(roundId: string | null): LobbyError {
  return new LobbyError('BetsClosed', 'Bets are closed for this round.', {
    details: { roundId },
  });
}

/** Replaces the session's bets in the open round; BetsClosed once the window has shut. */
export async function placeBets(
  { store, clock }: { store: Store; clock: Clock },
  token: string,
  roundInput: unknown,
  betsInput: unknown,
): Promise<PlacedBets> {
  const session = await requireGameSession(store, token);
  const info = await tableInfo(store, session.gameSlug, session.currency);
  const engine = info && liveEngine(info.engine);
  if (!info || !engine) throw walletError('InvalidArgument', 'This game is not a live table.');
  if (typeof roundInput !== 'string' || roundInput.length > 100) {
    throw walletError('InvalidArgument', 'roundId names the round the bets are for.');
  }
  const bets = parseLiveBets(engine, betsInput, info);
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const maximum = maxTransactionAmount(session.currency);
  if (total > maximum || largestPayout(engine, bets) > maximum) {
    throw walletError(
      'AmountAboveMaximum',
      `These bets could win more than the maximum of one transaction in ${session.currency}.`,
      { maximum, currency: session.currency },
    );
  }
  // Funds are taken at close of bets; refusing now saves the player a refused round.
  if (total > (await sessionBalance(store, session))) {
    throw walletError('InsufficientFunds', 'Not enough money for these bets.');
  }
  const hash = hashToken(token);
  await store.transaction(async (tx) => {
    // The row lock orders a bet and the close: a bet either lands before close of bets (and
    // is settled) or sees the closed phase (and is refused); never after the bets are read.
    const row = await lockTable(tx, session.gameSlug);
    if (
      !row ||
      row.round_id !== roundInput ||
      row.phase !== 'betting' ||
      !row.closes_at ||
      row.closes_at.getTime() <= clock.now()
    ) {
      throw betsClosed(row?.phase === 'betting' ? row.round_id : null);
    }
    if (bets.length === 0) {
      await tx.query('delete from live_bets where round_id = $1 and session_hash = $2', [
        roundInput,
        hash,
      ]);
      return;
    }
    await tx.query(
      `insert into live_bets (round_id, session_hash, session_id, player_id, player_session_id,
         mode, currency, game_slug, bets, total, placed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (round_id, session_hash) do update
         set bets = excluded.bets, total = excluded.total, placed_at = excluded.placed_at`,
      [
        roundInput,
        hash,
        session.id,
        session.playerId,
        session.playerSessionId,
        session.mode,
        session.currency,
        session.gameSlug,
        JSON.stringify(bets),
        total,
        new Date(clock.now()),
      ],
    );
  });
  return { roundId: roundInput, bets, total };
}

/** Live blackjack: the session's hit, stand or double in the open decision window. */
export async function placeDecision(
  { store, clock }: { store: Store; clock: Clock },
  token: string,
  roundInput: unknown,
  stepInput: unknown,
  action: unknown,
): Promise<{ roundId: string; step: number; action: string }> {
  const session = await requireGameSession(store, token);
  if (action !== 'hit' && action !== 'stand' && action !== 'double') {
    throw walletError('InvalidArgument', 'action is hit, stand or double.');
  }
  if (typeof roundInput !== 'string' || typeof stepInput !== 'number') {
    throw walletError('InvalidArgument', 'roundId and step name the decision.');
  }
  const hash = hashToken(token);
  // Read before the transaction: PGlite runs one at a time, a read outside it would wait.
  const available = action === 'double' ? await sessionBalance(store, session) : 0;
  return store.transaction(async (tx) => {
    const row = await lockTable(tx, session.gameSlug);
    const current = row ? (JSON.parse(row.state) as LiveState) : undefined;
    if (
      !row ||
      !current ||
      row.round_id !== roundInput ||
      row.phase !== 'deciding' ||
      current.step !== stepInput ||
      current.decisionAt === null ||
      current.decisionAt <= clock.now()
    ) {
      throw new LobbyError('DecisionClosed', 'The decision window has shut.', {
        details: { roundId: row?.round_id ?? null, step: current?.step ?? null },
      });
    }
    const { rows: bets } = await tx.query<{ play: string | null; total: number }>(
      'select play, total from live_bets where round_id = $1 and session_hash = $2',
      [roundInput, hash],
    );
    const play = bets[0]?.play ? (JSON.parse(bets[0].play) as Play) : null;
    if (!play || !play.taken || play.done || play.hits !== stepInput) {
      throw walletError('InvalidArgument', 'You have no hand to play in this window.');
    }
    if (action === 'double') {
      if (stepInput !== 0) throw walletError('InvalidArgument', 'Double on the first two cards.');
      if (available < readMinorUnits(bets[0]!.total, 'live bets')) {
        throw walletError('InsufficientFunds', 'Not enough money to double.');
      }
    }
    play.action = action;
    await savePlay(tx, roundInput, hash, play);
    return { roundId: roundInput, step: stepInput, action };
  });
}

/** The session's bets and, once settled, its result in a round (a reconnecting page). */
export async function mine(
  store: Store,
  session: GameSession,
  roundId: string | null,
): Promise<{ bets: LiveBet[]; result: PlayerResult | null; play: Json | null }> {
  if (!roundId) return { bets: [], result: null, play: null };
  const { rows } = await store.query<{
    bets: string;
    result: string | null;
    play: string | null;
  }>(
    `select l.bets, l.result, l.play from live_bets l
     where l.round_id = $1 and l.session_id = $2 and l.game_slug = $3`,
    [roundId, session.id, session.gameSlug],
  );
  const row = rows[0];
  if (!row) return { bets: [], result: null, play: null };
  return {
    bets: JSON.parse(row.bets) as LiveBet[],
    result: row.result ? (JSON.parse(row.result) as PlayerResult) : null,
    play: row.play ? (JSON.parse(row.play) as Json) : null,
  };
}
