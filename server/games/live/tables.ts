// The live tables' service (decision 0049). One shared round schedule per table (a
// live game's slug): bets open, close of bets at a fixed time, the server draws with node:crypto,
// every player's bets are settled through the wallet, the outcome is shown, the next round opens.
// A table runs only while someone is seated anywhere (sockets heartbeat a `live_seats` row per
// process); the process that holds the table's lease (a `live_tables` row with an owner and an
// expiry, renewed while it drives) runs the schedule, the others relay its state over pub/sub.
// State lives in the row too, so a process that takes over resumes the round where it stood, and
// a round's outcome is written before anyone is settled, so a takeover mid-settlement pays the
// rest with the same outcome (wallet keys are per round and session: replays change nothing).
//
// The parts, each used only by those above it: seats.ts (seats, heartbeat, leases) hands the
// tables it takes to schedule.ts (the driver), which settles rounds through settle.ts and
// decisions.ts (live blackjack) and publishes through relay.ts; bets.ts answers the players'
// requests; rows.ts reads and writes the tables' rows. This file wires them together.
import { randomBytes, randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../clock.ts';
import type { Store } from '../../db/store.ts';
import type { Wallet } from '../../ledger/wallet.ts';
import type { Json, PubSub } from '../../pubsub/pubsub.ts';
import { findGameSession, sessionBalance, type GameSession } from '../game-sessions.ts';
import { mine, placeBets, placeDecision } from './bets.ts';
import { randomFromBytes, type LiveBet, type RandomSource } from './engines.ts';
import { createRelay } from './relay.ts';
import { engineOf, readState, tableInfo } from './rows.ts';
import { createSchedule } from './schedule.ts';
import { createSeats } from './seats.ts';
import { idleState, type LiveState, type PlayerResult } from './state.ts';
import {
  DEFAULT_LIVE_OPTIONS,
  type LiveContext,
  type LiveOptions,
  type LiveTableInfo,
  type PlacedBets,
  type Seat,
  type WarnLog,
} from './table-types.ts';

export { betsClosed } from './bets.ts';
export {
  DEFAULT_LIVE_OPTIONS,
  type LiveOptions,
  type LiveTableInfo,
  type PlacedBets,
  type Seat,
} from './table-types.ts';

export interface LiveTables {
  /** The live table of a catalogue game (games.engine live-*), in a currency; else undefined. */
  table(slug: string, currency: string): Promise<LiveTableInfo | undefined>;
  /** The table's state as this process knows it (relayed, or read from the row). */
  state(slug: string): Promise<LiveState>;
  /** Seats a socket: the table runs while anyone is seated. Returns the unseat function. */
  seat(slug: string, seat: Seat): () => void;
  /** Replaces the session's bets in the open round; BetsClosed once the window has shut. */
  placeBets(token: string, roundId: unknown, bets: unknown): Promise<PlacedBets>;
  /** The session's bets and, once settled, its result in a round (a reconnecting page). */
  mine(
    session: GameSession,
    roundId: string | null,
  ): Promise<{ bets: LiveBet[]; result: PlayerResult | null; play: Json | null }>;
  /** Live blackjack: the session's hit, stand or double in the open decision window. */
  placeDecision(
    token: string,
    roundId: unknown,
    step: unknown,
    action: unknown,
  ): Promise<{ roundId: string; step: number; action: string }>;
  session(token: string): Promise<GameSession | undefined>;
  balance(session: GameSession): Promise<number>;
  /** Waits for the driver and heartbeat work under way (tests on a simulated clock). */
  idle(): Promise<void>;
  /** Tables this process drives now. */
  driving(): string[];
  close(): Promise<void>;
}

export function createLiveTables(deps: {
  store: Store;
  wallet: Wallet;
  pubsub: PubSub;
  clock?: Clock;
  options?: Partial<LiveOptions>;
  /** The draw's randomness; default node:crypto. */
  random?: RandomSource;
  log?: WarnLog;
}): LiveTables {
  const { store } = deps;
  const log = deps.log ?? { warn: () => undefined };
  const work = new Set<Promise<unknown>>();
  const context: LiveContext = {
    store,
    wallet: deps.wallet,
    clock: deps.clock ?? systemClock,
    options: { ...DEFAULT_LIVE_OPTIONS, ...deps.options },
    random: deps.random ?? randomFromBytes((n) => randomBytes(n)),
    log,
    processId: randomUUID(),
    track(promise) {
      const tracked = promise.catch((error: unknown) => {
        log.warn({ err: error }, 'live table work failed');
      });
      work.add(tracked);
      void tracked.finally(() => work.delete(tracked));
      return promise;
    },
  };
  const { clock, processId } = context;

  // The relay delivers to the seats, which are made after it: it looks them up only when a
  // state arrives, never while being made.
  const relay = createRelay({ pubsub: deps.pubsub, log, seatsAt: (slug) => seats.at(slug) });
  const schedule = createSchedule(context, relay);
  const seats = createSeats(context, schedule, relay);

  async function state(slug: string): Promise<LiveState> {
    // The table this process drives: its newest commit, which the relay (through Redis, a round
    // trip later) may not have brought back yet. The relay itself only follows what it hears,
    // so that every state reaches the seats in order.
    const driving = schedule.current(slug);
    const relayed = relay.known(slug);
    if (driving && (!relayed || driving.seq > relayed.seq)) return driving;
    const known = relayed ?? (await readState(store, slug));
    if (known) {
      relay.remember(slug, known);
      return known;
    }
    const engine = await engineOf(store, slug);
    return { ...idleState(slug, engine?.id ?? ''), serverNow: clock.now() };
  }

  return {
    table: (slug, currency) => tableInfo(store, slug, currency),
    state,
    seat: (slug, seat) => seats.seat(slug, seat),
    placeBets: (token, roundId, bets) => placeBets(context, token, roundId, bets),
    placeDecision: (token, roundId, step, action) =>
      placeDecision(context, token, roundId, step, action),
    mine: (session, roundId) => mine(store, session, roundId),
    session: (token) => findGameSession(store, token),
    balance: (session) => sessionBalance(store, session),
    async idle() {
      // Work may start more work (a timer due now): wait until none is left.
      while (work.size > 0) await Promise.all([...work]);
    },
    driving: () => schedule.driving(),
    async close() {
      seats.close();
      schedule.close();
      await Promise.all([...work]);
      await relay.close();
      await store
        .query('update live_tables set owner = null, lease_until = null where owner = $1', [
          processId,
        ])
        .catch(() => undefined);
      await store
        .query('delete from live_seats where process_id = $1', [processId])
        .catch(() => undefined);
    },
  };
}
