// A catalogue game's row as the demo games read it: each game's backend dispatches by its
// engine (games.engine), never by the slug, and sizes its stakes from the minimum bet.
import type { Queryable } from '../db/store.ts';

export interface GameRow {
  slug: string;
  name: string;
  /** EUR cents (ledger/currency.ts convertMinBet). */
  min_bet: number;
  engine: string;
  engine_config: string;
  /** The published RTP, percent. */
  rtp: number;
}

export async function gameRow(db: Queryable, slug: string): Promise<GameRow | undefined> {
  const { rows } = await db.query<GameRow>(
    `select slug, name, min_bet, engine, engine_config, rtp::float8 as rtp from games
     where slug = $1`,
    [slug],
  );
  return rows[0];
}
