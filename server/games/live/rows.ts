// The live tables' rows (decision 0049): a table's lease and state (`live_tables`), a round's
// outcome (`live_rounds`), each game session's bets, play and result in a round (`live_bets`),
// and the catalogue's row of a live game. Every part of the service reads and writes them here.
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/store.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import type { GameMode } from '../game-sessions.ts';
import { gameRow } from '../game-row.ts';
import { chipValues, MAX_CHIPS, smallestChip } from '../table-chips.ts';
import type { LiveEngine, RandomSource } from './engines.ts';
import { liveEngine, type LiveEngineId } from './registry.ts';
import type { LiveState, PlayerResult } from './state.ts';
import type { LiveTableInfo } from './table-types.ts';

export interface TableRow {
  owner: string | null;
  round_id: string | null;
  phase: string;
  closes_at: Date | null;
  state: string;
}

export interface BetRow {
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
  play: string | null;
}

/** A live blackjack hand's play in its round (`live_bets.play`). */
export interface Play {
  taken: boolean;
  refused: string | null;
  hits: number;
  doubled: boolean;
  done: boolean;
  /** The action chosen in the open window (none: stand). */
  action: 'hit' | 'stand' | 'double' | null;
}

export async function tableInfo(
  db: Queryable,
  slug: string,
  currency: string,
): Promise<LiveTableInfo | undefined> {
  const row = await gameRow(db, slug);
  const engine = row && liveEngine(row.engine);
  if (!row || !engine) return undefined;
  const chip = smallestChip(row.min_bet, currency, engine.chipUnit);
  return {
    slug: row.slug,
    name: row.name,
    engine: row.engine as LiveEngineId,
    chip,
    maxStake: chip * MAX_CHIPS,
    chips: chipValues(chip),
  };
}

export async function engineOf(db: Queryable, slug: string): Promise<LiveEngine | undefined> {
  const row = await gameRow(db, slug);
  return row ? liveEngine(row.engine) : undefined;
}

/** The state the table's driver last wrote; undefined before it first ran. */
export async function readState(db: Queryable, slug: string): Promise<LiveState | undefined> {
  const { rows } = await db.query<{ state: string }>(
    'select state from live_tables where slug = $1',
    [slug],
  );
  const text = rows[0]?.state;
  if (!text || text === '{}') return undefined;
  return JSON.parse(text) as LiveState;
}

/**
 * The table's row, locked for share until the transaction ends: a player's bet or decision
 * either lands before the driver closes the window or sees it closed.
 */
export async function lockTable(tx: Queryable, slug: string): Promise<TableRow | undefined> {
  const { rows } = await tx.query<TableRow>(
    'select owner, round_id, phase, closes_at, state from live_tables where slug = $1 for share',
    [slug],
  );
  return rows[0];
}

/** Every game session's bets in the round, first placed first. */
export async function betRows(db: Queryable, roundId: string): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `select session_hash, session_id, player_id, player_session_id, mode, currency, game_slug,
       bets, total, result, play from live_bets where round_id = $1 order by placed_at`,
    [roundId],
  );
  return rows;
}

export async function savePlay(db: Queryable, roundId: string, sessionHash: string, play: Play) {
  await db.query('update live_bets set play = $3 where round_id = $1 and session_hash = $2', [
    roundId,
    sessionHash,
    JSON.stringify(play),
  ]);
}

export async function saveResult(
  db: Queryable,
  roundId: string,
  sessionHash: string,
  result: PlayerResult,
) {
  await db.query('update live_bets set result = $3 where round_id = $1 and session_hash = $2', [
    roundId,
    sessionHash,
    JSON.stringify(result),
  ]);
}

export async function markSettled(db: Queryable, roundId: string, at: number) {
  await db.query('update live_rounds set settled_at = $2 where round_id = $1', [
    roundId,
    new Date(at),
  ]);
}

/** The round's outcome: drawn once, so a process taking over reads the same one back. */
export async function drawOnce(
  db: Queryable,
  draw: { random: RandomSource; clock: Clock },
  slug: string,
  engine: LiveEngine,
  roundId: string,
): Promise<Json> {
  await db.query(
    `insert into live_rounds (round_id, slug, outcome, drawn_at) values ($1, $2, $3, $4)
     on conflict (round_id) do nothing`,
    [roundId, slug, JSON.stringify(engine.draw(draw.random)), new Date(draw.clock.now())],
  );
  const { rows: drawn } = await db.query<{ outcome: string }>(
    'select outcome from live_rounds where round_id = $1',
    [roundId],
  );
  return JSON.parse(drawn[0]!.outcome) as Json;
}
