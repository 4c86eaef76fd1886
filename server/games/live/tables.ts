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
// Money: REAL is one wallet bet of the player's total for the round and one win (0 for a loss),
// round `live:{slug}:{n}:{session}`, taken after close of bets with the decided outcome recorded
// (the round sweeper can finish a round a crash left open). A refused bet (funds, limits, a
// break) voids only that player's bets. FUN moves the game session's demo money the same way.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../clock.ts';
import type { Queryable, Store } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import { maxTransactionAmount } from '../../ledger/amounts.ts';
import { convertMinBet } from '../../ledger/currency.ts';
import { walletError } from '../../ledger/errors.ts';
import { balancesOf } from '../../ledger/journal/history.ts';
import { readMinorUnits } from '../../ledger/minor-units.ts';
import type { Wallet } from '../../ledger/wallet.ts';
import type { Json, PubSub } from '../../pubsub/pubsub.ts';
import { findGameSession, type GameMode, type GameSession } from '../game-sessions.ts';
import { liveEngine, type LiveEngineId } from './registry.ts';
import {
  largestPayout,
  liveBlackjack,
  parseLiveBets,
  randomFromBytes,
  type LiveBet,
  type LiveEngine,
  type RandomSource,
} from './engines.ts';
import {
  canAct,
  dealerFinal,
  dealerStart,
  endsAtDeal,
  handPayout,
  playerHand,
  type BlackjackSequence,
} from './blackjack.ts';
import { handValue, isBlackjack } from '../blackjack-rules.ts';
import {
  closeBets,
  closeDecision,
  openDecision,
  DEFAULT_TIMING,
  idleState,
  nextStep,
  openRound,
  showResult,
  type LiveState,
  type LiveTiming,
  type PlayerResult,
} from './state.ts';
import './topics.ts';

/** Timers and time: the system's in production, a simulated one in the schedule tests. */

export interface LiveOptions extends LiveTiming {
  /** How long a lease or a seat heartbeat lasts unrenewed. */
  leaseMs: number;
  /** How often seats and leases are renewed. */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  ...DEFAULT_TIMING,
  leaseMs: 6_000,
  heartbeatMs: 2_000,
};

/** Chip values the page offers, in smallest chips; a spot takes at most 100 smallest chips. */
export const CHIP_STEPS = [1, 2, 5, 10, 25];
export const MAX_CHIPS_PER_SPOT = 100;

export interface LiveTableInfo {
  slug: string;
  name: string;
  engine: LiveEngineId;
  chip: number;
  maxStake: number;
  chips: number[];
}

/** What a seated socket hears: each state, and its own player's settlement. */
export interface Seat {
  sessionId: string;
  onState(state: LiveState): void;
  onResult(result: PlayerResult): void;
}

export interface PlacedBets {
  roundId: string;
  bets: LiveBet[];
  total: number;
}

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

export function betsClosed(roundId: string | null): LobbyError {
  return new LobbyError('BetsClosed', 'Bets are closed for this round.', {
    details: { roundId },
  });
}

function hashToken(token: string): string {
  // The game session's key (game-sessions.ts keeps its own copy private): sha256 of the token.
  return createHash('sha256').update(token).digest('hex');
}

interface TableRow {
  owner: string | null;
  round_id: string | null;
  phase: string;
  closes_at: Date | null;
  state: string;
}

interface BetRow {
  session_hash: string;
  session_id: string;
  player_id: string | null;
  player_session_id: string | null;
  mode: GameMode;
  currency: string;
  game_slug: string;
  bets: string;
  total: number;
  result: string | null;
}

export function createLiveTables(deps: {
  store: Store;
  wallet: Wallet;
  pubsub: PubSub;
  clock?: Clock;
  options?: Partial<LiveOptions>;
  /** The draw's randomness; default node:crypto. */
  random?: RandomSource;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}): LiveTables {
  const { store, wallet, pubsub } = deps;
  const clock = deps.clock ?? systemClock;
  const options = { ...DEFAULT_LIVE_OPTIONS, ...deps.options };
  const random = deps.random ?? randomFromBytes((n) => randomBytes(n));
  const log = deps.log ?? { warn: () => undefined };
  const processId = randomUUID();

  /** Sockets seated in this process, per table. */
  const seats = new Map<string, Set<Seat>>();
  /** The latest state this process knows per table (relayed or read). */
  const states = new Map<string, LiveState>();
  /** Tables this process drives: the pending timer of each. */
  const drivers = new Map<string, { engine: LiveEngine; timer: unknown; state: LiveState }>();
  const work = new Set<Promise<unknown>>();
  let heartbeat: unknown = null;
  let closed = false;

  function track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.catch((error: unknown) => {
      log.warn({ err: error }, 'live table work failed');
    });
    work.add(tracked);
    void tracked.finally(() => work.delete(tracked));
    return promise;
  }

  // Every process hears every table's changes; each relays to its own sockets.
  const subscription = pubsub.subscribe('liveTable');
  void (async () => {
    for await (const { state, results } of subscription) deliver(state, results);
  })().catch((error: unknown) => log.warn({ err: error }, 'live table relay ended'));

  function deliver(state: LiveState, results: PlayerResult[]): void {
    const known = states.get(state.slug);
    if (known && known.seq > state.seq) return;
    states.set(state.slug, state);
    const seated = seats.get(state.slug);
    if (!seated) return;
    const bySession = new Map(results.map((result) => [result.sessionId, result]));
    for (const seat of seated) {
      seat.onState(state);
      const own = bySession.get(seat.sessionId);
      if (own) seat.onResult(own);
    }
  }

  async function table(slug: string, currency: string): Promise<LiveTableInfo | undefined> {
    const { rows } = await store.query<{
      slug: string;
      name: string;
      min_bet: number;
      engine: string;
    }>('select slug, name, min_bet, engine from games where slug = $1', [slug]);
    const row = rows[0];
    const engine = row && liveEngine(row.engine);
    if (!row || !engine) return undefined;
    const unit = engine.chipUnit ?? 1;
    const chip = Math.ceil(Math.max(1, convertMinBet(row.min_bet, currency)) / unit) * unit;
    return {
      slug: row.slug,
      name: row.name,
      engine: row.engine as LiveEngineId,
      chip,
      maxStake: chip * MAX_CHIPS_PER_SPOT,
      chips: CHIP_STEPS.map((step) => chip * step),
    };
  }

  async function engineOf(slug: string): Promise<LiveEngine | undefined> {
    const { rows } = await store.query<{ engine: string }>(
      'select engine from games where slug = $1',
      [slug],
    );
    return rows[0] ? liveEngine(rows[0].engine) : undefined;
  }

  async function readState(slug: string): Promise<LiveState | undefined> {
    const { rows } = await store.query<{ state: string }>(
      'select state from live_tables where slug = $1',
      [slug],
    );
    const text = rows[0]?.state;
    if (!text || text === '{}') return undefined;
    return JSON.parse(text) as LiveState;
  }

  async function state(slug: string): Promise<LiveState> {
    // The table this process drives: its newest commit, which the relay (through Redis, a round
    // trip later) may not have brought back yet. `states` itself only follows the relay, so
    // that every state reaches the seats in order.
    const driving = drivers.get(slug)?.state;
    const relayed = states.get(slug);
    if (driving && (!relayed || driving.seq > relayed.seq)) return driving;
    const known = relayed ?? (await readState(slug));
    if (known) {
      states.set(slug, known);
      return known;
    }
    const engine = await engineOf(slug);
    return { ...idleState(slug, engine?.id ?? ''), serverNow: clock.now() };
  }

  // ---- The driver: runs the schedule of the tables this process holds the lease of. ----

  /** Persists the state (only while this process owns the table) and publishes it. */
  async function commit(slug: string, next: LiveState, results: PlayerResult[] = []) {
    const { rows } = await store.query(
      `update live_tables set state = $3, round_id = $4, phase = $5, closes_at = $6
       where slug = $1 and owner = $2 returning slug`,
      [
        slug,
        processId,
        JSON.stringify(next),
        next.roundId,
        next.phase,
        next.closesAt === null ? null : new Date(next.closesAt),
      ],
    );
    if (rows.length === 0) {
      // The lease went to another process: it drives from here.
      stopDriving(slug);
      return false;
    }
    const driver = drivers.get(slug);
    if (driver) driver.state = next;
    await pubsub.publish('liveTable', { state: next, results });
    return true;
  }

  async function anyoneSeated(slug: string): Promise<boolean> {
    const { rows } = await store.query<{ seated: number }>(
      'select count(*)::int as seated from live_seats where slug = $1 and until > $2',
      [slug, new Date(clock.now())],
    );
    return (rows[0]?.seated ?? 0) > 0;
  }

  function schedule(slug: string): void {
    const driver = drivers.get(slug);
    if (!driver || closed) return;
    clock.clearTimeout(driver.timer);
    const step = nextStep(driver.state, clock.now());
    driver.timer = clock.setTimeout(
      () => void track(advance(slug)),
      Math.max(0, step.at - clock.now()),
    );
  }

  async function advance(slug: string): Promise<void> {
    const driver = drivers.get(slug);
    if (!driver) return;
    const now = clock.now();
    const step = nextStep(driver.state, now);
    if (step.at > now) return schedule(slug);
    if (step.kind === 'open') {
      if (!(await anyoneSeated(slug))) {
        // Nobody at the table anywhere: idle, and let the lease go.
        await commit(slug, { ...idleState(slug, driver.engine.id, driver.state), serverNow: now });
        await store.query(
          'update live_tables set owner = null, lease_until = null where slug = $1 and owner = $2',
          [slug, processId],
        );
        stopDriving(slug);
        return;
      }
      if (!(await commit(slug, openRound(driver.state, now, options)))) return;
    } else if (step.kind === 'close' || step.kind === 'settle') {
      if (step.kind === 'close' && !(await commit(slug, closeBets(driver.state, now)))) return;
      if (driver.engine.id === 'live-blackjack') await startBlackjack(slug, driver.state);
      else await settleRound(slug, driver.engine, driver.state);
    } else {
      await applyDecisions(slug, driver.state);
    }
    schedule(slug);
  }

  /** The round's outcome: drawn once, so a process taking over reads the same one back. */
  async function drawOnce(slug: string, engine: LiveEngine, roundId: string): Promise<Json> {
    await store.query(
      `insert into live_rounds (round_id, slug, outcome, drawn_at) values ($1, $2, $3, $4)
       on conflict (round_id) do nothing`,
      [roundId, slug, JSON.stringify(engine.draw(random)), new Date(clock.now())],
    );
    const { rows: drawn } = await store.query<{ outcome: string }>(
      'select outcome from live_rounds where round_id = $1',
      [roundId],
    );
    return JSON.parse(drawn[0]!.outcome) as Json;
  }

  async function settleRound(slug: string, engine: LiveEngine, closing: LiveState) {
    const roundId = closing.roundId!;
    const outcome = await drawOnce(slug, engine, roundId);
    const { rows } = await store.query<BetRow>(
      `select session_hash, session_id, player_id, player_session_id, mode, currency, game_slug,
         bets, total, result from live_bets where round_id = $1 order by placed_at`,
      [roundId],
    );
    const results: PlayerResult[] = [];
    for (const row of rows) {
      let result: PlayerResult;
      if (row.result) {
        result = JSON.parse(row.result) as PlayerResult;
      } else {
        result = await settlePlayer(engine, roundId, outcome, row);
        await store.query(
          'update live_bets set result = $3 where round_id = $1 and session_hash = $2',
          [roundId, row.session_hash, JSON.stringify(result)],
        );
      }
      results.push(result);
    }
    await store.query('update live_rounds set settled_at = $2 where round_id = $1', [
      roundId,
      new Date(clock.now()),
    ]);
    const latest = drivers.get(slug)?.state ?? closing;
    await commit(slug, showResult(latest, outcome, clock.now(), options), results);
  }

  async function settlePlayer(
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
    if (row.mode === 'FUN' || !row.player_id) {
      const { rows } = await store.query<{ fun_balance: number }>(
        `update game_sessions set fun_balance = fun_balance - $2 + $3
         where token_hash = $1 and fun_balance >= $2 returning fun_balance`,
        [row.session_hash, stake, win],
      );
      if (!rows[0]) return refused('InsufficientFunds');
      return { ...base, balance: readMinorUnits(rows[0].fun_balance, 'demo money'), refused: null };
    }
    const walletRound = `live:${roundId}:${row.session_id}`;
    const ref = {
      playerId: row.player_id,
      roundId: walletRound,
      gameSlug: row.game_slug,
      currency: row.currency,
    };
    const winKey = `${walletRound}:win`;
    try {
      await wallet.bet(ref, stake, `${walletRound}:bet`, {
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

  // ---- Live blackjack's decision windows (blackjack.ts). ----

  interface Play {
    taken: boolean;
    refused: string | null;
    hits: number;
    doubled: boolean;
    done: boolean;
    /** The action chosen in the open window (none: stand). */
    action: 'hit' | 'stand' | 'double' | null;
  }

  const walletRoundOf = (roundId: string, sessionId: string) => `live:${roundId}:${sessionId}`;

  function refOf(row: BetRow, roundId: string) {
    return {
      playerId: row.player_id!,
      roundId: walletRoundOf(roundId, row.session_id),
      gameSlug: row.game_slug,
      currency: row.currency,
    };
  }

  /**
   * A stake out of the player's money, a wallet bet (REAL) or demo money (FUN), and the hand's
   * play it pays for in the same transaction: the play shows the stake only once it is taken
   * (decision 0057). Answers the refusal's type, or null when taken.
   */
  async function takeStake(
    row: BetRow,
    roundId: string,
    amount: number,
    key: 'bet' | 'double',
    decided: { win: number; show: Json },
    paidFor: Play,
  ): Promise<string | null> {
    const write = (tx: Queryable) => savePlay(roundId, row.session_hash, paidFor, tx);
    if (row.mode === 'FUN' || !row.player_id) {
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
    const ref = refOf(row, roundId);
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

  async function pay(row: BetRow, roundId: string, amount: number): Promise<number> {
    if (row.mode === 'FUN' || !row.player_id) {
      const { rows } = await store.query<{ fun_balance: number }>(
        `update game_sessions set fun_balance = fun_balance + $2 where token_hash = $1
         returning fun_balance`,
        [row.session_hash, amount],
      );
      return readMinorUnits(rows[0]?.fun_balance ?? 0, 'demo money');
    }
    const ref = refOf(row, roundId);
    return (await wallet.win(ref, amount, `${ref.roundId}:win`)).outcome.change.balance;
  }

  async function betRows(roundId: string): Promise<(BetRow & { play: string | null })[]> {
    const { rows } = await store.query<BetRow & { play: string | null }>(
      `select session_hash, session_id, player_id, player_session_id, mode, currency, game_slug,
         bets, total, result, play from live_bets where round_id = $1 order by placed_at`,
      [roundId],
    );
    return rows;
  }

  async function savePlay(roundId: string, sessionHash: string, play: Play, db: Queryable = store) {
    await db.query('update live_bets set play = $3 where round_id = $1 and session_hash = $2', [
      roundId,
      sessionHash,
      JSON.stringify(play),
    ]);
  }

  const viewOf = (sequence: BlackjackSequence, hits: number): Json => ({
    player: playerHand(sequence, hits),
    dealer: [sequence[1]!],
    hits,
  });

  /** Close of bets: the cards are drawn, every base bet taken, then the first window opens. */
  async function startBlackjack(slug: string, closing: LiveState) {
    const roundId = closing.roundId!;
    const { sequence } = (await drawOnce(slug, liveBlackjack as never, roundId)) as {
      sequence: BlackjackSequence;
    };
    let active = 0;
    for (const row of await betRows(roundId)) {
      if (row.play) {
        if (!(JSON.parse(row.play) as Play).done) active++;
        continue;
      }
      const base = readMinorUnits(row.total, 'live bets');
      const taken: Play = {
        taken: true,
        refused: null,
        hits: 0,
        doubled: false,
        done: !canAct(sequence, 0),
        action: null,
      };
      const refused = await takeStake(
        row,
        roundId,
        base,
        'bet',
        {
          win: handPayout(sequence, 0, base, false),
          show: { game: 'live-blackjack', hand: playerHand(sequence, 0), stake: base },
        },
        taken,
      );
      if (refused !== null) {
        await savePlay(roundId, row.session_hash, { ...taken, taken: false, refused, done: true });
      } else if (!taken.done) {
        active++;
      }
    }
    // A natural, or nobody with a hand to play: straight to the dealer.
    if (endsAtDeal(sequence) || active === 0) return finishBlackjack(slug, roundId, sequence, 0);
    await commit(slug, openDecision(closing, 0, viewOf(sequence, 0), clock.now(), options));
  }

  /** A window shut: hits and doubles are applied; the next window opens or the dealer plays. */
  async function applyDecisions(slug: string, deciding: LiveState) {
    const roundId = deciding.roundId!;
    if (deciding.decisionAt !== null) {
      // No decision is taken once this is written (placeDecision checks it under the row lock).
      if (!(await commit(slug, closeDecision(deciding, clock.now())))) return;
    }
    const { sequence } = (await drawOnce(slug, liveBlackjack as never, roundId)) as {
      sequence: BlackjackSequence;
    };
    const step = deciding.step ?? 0;
    let hits = step;
    let active = 0;
    for (const row of await betRows(roundId)) {
      const play = row.play ? (JSON.parse(row.play) as Play) : null;
      if (!play || play.done || play.hits !== step) continue;
      const base = readMinorUnits(row.total, 'live bets');
      if (play.action === 'double' && step === 0) {
        const doubled: Play = { ...play, doubled: true, hits: 1, done: true, action: null };
        const refused = await takeStake(
          row,
          roundId,
          base,
          'double',
          {
            win: handPayout(sequence, 1, base, true),
            show: { game: 'live-blackjack', hand: playerHand(sequence, 1), stake: 2 * base },
          },
          doubled,
        );
        hits = Math.max(hits, 1);
        // Taken: the hand is played out (and saved with the stake). Refused: the player hits.
        if (refused === null) continue;
        play.hits = 1;
        play.done = !canAct(sequence, 1);
      } else if (play.action === 'hit' || play.action === 'double') {
        play.hits = step + 1;
        play.done = !canAct(sequence, play.hits);
      } else {
        play.done = true;
      }
      play.action = null;
      hits = Math.max(hits, play.hits);
      if (!play.done) active++;
      await savePlay(roundId, row.session_hash, play);
    }
    if (active > 0) {
      const latest = drivers.get(slug)?.state ?? deciding;
      await commit(
        slug,
        openDecision(latest, step + 1, viewOf(sequence, hits), clock.now(), options),
      );
      return;
    }
    await finishBlackjack(slug, roundId, sequence, hits);
  }

  async function finishBlackjack(
    slug: string,
    roundId: string,
    sequence: BlackjackSequence,
    shownHits: number,
  ) {
    const dealerNatural = isBlackjack(dealerStart(sequence));
    const dealer = dealerNatural ? dealerStart(sequence) : dealerFinal(sequence);
    const results: PlayerResult[] = [];
    for (const row of await betRows(roundId)) {
      if (row.result) {
        results.push(JSON.parse(row.result) as PlayerResult);
        continue;
      }
      const play = row.play ? (JSON.parse(row.play) as Play) : null;
      const base = readMinorUnits(row.total, 'live bets');
      const stake = play?.doubled ? 2 * base : base;
      const hand = {
        cards: playerHand(sequence, play?.hits ?? 0),
        doubled: play?.doubled ?? false,
      };
      let result: PlayerResult;
      if (!play?.taken) {
        result = {
          sessionId: row.session_id,
          roundId,
          stake: base,
          win: 0,
          bets: [{ spot: 'hand', stake: base, win: 0 }],
          balance: null,
          refused: play?.refused ?? 'RoundClosed',
          hand,
        };
      } else {
        const win = handPayout(sequence, play.hits, base, play.doubled);
        const balance = await pay(row, roundId, win);
        result = {
          sessionId: row.session_id,
          roundId,
          stake,
          win,
          bets: [{ spot: 'hand', stake, win }],
          balance,
          refused: null,
          hand,
        };
      }
      await store.query(
        'update live_bets set result = $3 where round_id = $1 and session_hash = $2',
        [roundId, row.session_hash, JSON.stringify(result)],
      );
      results.push(result);
    }
    await store.query('update live_rounds set settled_at = $2 where round_id = $1', [
      roundId,
      new Date(clock.now()),
    ]);
    const outcome: Json = {
      player: playerHand(sequence, shownHits),
      dealer,
      hits: shownHits,
      playerTotal: handValue(playerHand(sequence, shownHits)).total,
      dealerTotal: handValue(dealer).total,
    };
    const latest = drivers.get(slug)!.state;
    await commit(slug, showResult(latest, outcome, clock.now(), options), results);
  }

  async function placeDecision(
    token: string,
    roundInput: unknown,
    stepInput: unknown,
    action: unknown,
  ) {
    const session = await findGameSession(store, token);
    if (!session) throw new LobbyError('AuthenticationFailure', 'The game session has ended.');
    if (action !== 'hit' && action !== 'stand' && action !== 'double') {
      throw walletError('InvalidArgument', 'action is hit, stand or double.');
    }
    if (typeof roundInput !== 'string' || typeof stepInput !== 'number') {
      throw walletError('InvalidArgument', 'roundId and step name the decision.');
    }
    const hash = hashToken(token);
    // Read before the transaction: PGlite runs one at a time, a read outside it would wait.
    const available = action === 'double' ? await balance(session) : 0;
    return store.transaction(async (tx) => {
      const { rows } = await tx.query<TableRow>(
        'select owner, round_id, phase, closes_at, state from live_tables where slug = $1 for share',
        [session.gameSlug],
      );
      const row = rows[0];
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
      await tx.query('update live_bets set play = $3 where round_id = $1 and session_hash = $2', [
        roundInput,
        hash,
        JSON.stringify(play),
      ]);
      return { roundId: roundInput, step: stepInput, action };
    });
  }

  function stopDriving(slug: string): void {
    const driver = drivers.get(slug);
    if (!driver) return;
    clock.clearTimeout(driver.timer);
    drivers.delete(slug);
  }

  // ---- Seats and leases: a heartbeat per process. ----

  async function beat(): Promise<void> {
    const now = clock.now();
    const until = new Date(now + options.leaseMs);
    for (const slug of seats.keys()) {
      await store.query(
        `insert into live_seats (slug, process_id, until) values ($1, $2, $3)
         on conflict (slug, process_id) do update set until = excluded.until`,
        [slug, processId, until],
      );
    }
    for (const slug of seats.keys()) {
      if (drivers.has(slug)) continue;
      const engine = await engineOf(slug);
      if (!engine) continue;
      // Take the table when nobody holds it or the holder's lease has lapsed.
      const { rows } = await store.query<TableRow>(
        `insert into live_tables (slug, owner, lease_until) values ($1, $2, $3)
         on conflict (slug) do update set owner = excluded.owner, lease_until = excluded.lease_until
         where live_tables.owner is null or live_tables.lease_until < $4
           or live_tables.owner = excluded.owner
         returning owner, round_id, phase, closes_at, state`,
        [slug, processId, until, new Date(now)],
      );
      if (!rows[0] || drivers.has(slug)) continue;
      const text = rows[0].state;
      const resumed =
        text && text !== '{}'
          ? (JSON.parse(text) as LiveState)
          : { ...idleState(slug, engine.id), seq: 0 };
      drivers.set(slug, { engine, timer: null, state: resumed });
      states.set(slug, resumed);
      schedule(slug);
    }
    for (const slug of drivers.keys()) {
      const { rows } = await store.query(
        'update live_tables set lease_until = $3 where slug = $1 and owner = $2 returning slug',
        [slug, processId, until],
      );
      if (rows.length === 0) stopDriving(slug);
    }
  }

  function startHeartbeat(): void {
    if (heartbeat !== null || closed) return;
    const loop = () => {
      heartbeat = null;
      if (closed || (seats.size === 0 && drivers.size === 0)) return;
      void track(beat()).finally(() => {
        if (!closed && heartbeat === null && (seats.size > 0 || drivers.size > 0)) {
          heartbeat = clock.setTimeout(loop, options.heartbeatMs);
        }
      });
    };
    heartbeat = clock.setTimeout(loop, 0);
  }

  // ---- Bets. ----

  async function placeBets(token: string, roundInput: unknown, betsInput: unknown) {
    const session = await findGameSession(store, token);
    if (!session) throw new LobbyError('AuthenticationFailure', 'The game session has ended.');
    const info = await table(session.gameSlug, session.currency);
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
    if (total > (await balance(session))) {
      throw walletError('InsufficientFunds', 'Not enough money for these bets.');
    }
    const hash = hashToken(token);
    await store.transaction(async (tx) => {
      // The row lock orders a bet and the close: a bet either lands before close of bets (and
      // is settled) or sees the closed phase (and is refused); never after the bets are read.
      const { rows } = await tx.query<TableRow>(
        'select owner, round_id, phase, closes_at, state from live_tables where slug = $1 for share',
        [session.gameSlug],
      );
      const row = rows[0];
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

  async function balance(session: GameSession): Promise<number> {
    // A session is read afresh per request, so its demo money is current.
    if (session.mode === 'FUN' || !session.playerId) return session.funBalance;
    return (await balancesOf(store, session.playerId, session.currency)).balance;
  }

  return {
    table,
    state,
    seat(slug, seat) {
      let set = seats.get(slug);
      if (!set) seats.set(slug, (set = new Set()));
      set.add(seat);
      // A table starts on its first seat: beat now rather than at the next interval.
      if (heartbeat !== null) clock.clearTimeout(heartbeat);
      heartbeat = null;
      startHeartbeat();
      return () => {
        const current = seats.get(slug);
        current?.delete(seat);
        if (current && current.size === 0) {
          seats.delete(slug);
          // This process's seat lapses at once; the driver idles the table at the next round.
          void track(
            store.query('delete from live_seats where slug = $1 and process_id = $2', [
              slug,
              processId,
            ]),
          );
        }
      };
    },
    placeBets,
    placeDecision,
    async mine(session, roundId) {
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
    },
    session: (token) => findGameSession(store, token),
    balance,
    async idle() {
      // Work may start more work (a timer due now): wait until none is left.
      while (work.size > 0) await Promise.all([...work]);
    },
    driving: () => [...drivers.keys()],
    async close() {
      closed = true;
      if (heartbeat !== null) clock.clearTimeout(heartbeat);
      for (const slug of [...drivers.keys()]) stopDriving(slug);
      await Promise.all([...work]);
      await subscription.return?.();
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
