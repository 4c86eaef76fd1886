// Free spins of claimed free-spin rewards: a grant per claim (how many are left, the stake of
// each, the game), taken one at a time by the game's spin path inside its own transaction.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/store.ts';
import { readMinorUnits } from '../minor-units.ts';

export interface FreeSpin {
  grantId: string;
  /** The stake of the spin, minor units of the grant's currency. */
  value: number;
  betLevel: number;
  currency: string;
  /** Spins left in the grant after this one. */
  remaining: number;
}

/**
 * Takes one free spin of the player's oldest grant for the game that has spins left: locks the
 * grant row and decrements it in one statement, so concurrent spins never take the same spin
 * twice. Null when there is none. Call it inside the transaction that records the spin.
 */
export async function takeFreeSpin(
  tx: Queryable,
  playerId: string,
  gameSlug: string,
): Promise<FreeSpin | null> {
  const { rows } = await tx.query<{
    id: string;
    value: number;
    bet_level: number;
    currency: string;
    remaining: number;
  }>(
    `update free_spin_grants set remaining = remaining - 1, updated_at = now()
     where id = (
       select id from free_spin_grants
       where player_id = $1 and game_slug = $2 and remaining > 0
       order by created_at, id limit 1 for update)
     returning id, value, bet_level, currency, remaining`,
    [playerId, gameSlug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    grantId: row.id,
    value: readMinorUnits(row.value, `value of free-spin grant ${row.id}`),
    betLevel: Number(row.bet_level),
    currency: row.currency,
    remaining: Number(row.remaining),
  };
}

export interface NewGrant {
  assignationId: string;
  playerId: string;
  gameSlug: string;
  currency: string;
  spins: number;
  value: number;
  betLevel: number;
}

/** The claim's grant, written in the claim's transaction. */
export async function insertGrant(tx: Queryable, grant: NewGrant): Promise<void> {
  await tx.query(
    `insert into free_spin_grants (id, assignation_id, player_id, game_slug, currency, total,
       remaining, value, bet_level) values ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
    [
      randomUUID(),
      grant.assignationId,
      grant.playerId,
      grant.gameSlug,
      grant.currency,
      grant.spins,
      grant.value,
      grant.betLevel,
    ],
  );
}

export type FreeSpinGrantView = {
  id: string;
  assignationId: string;
  gameSlug: string;
  remaining: number;
  value: number;
  betLevel: number;
};

/** Viewer.freeSpins: grants with spins left, oldest first (the order takeFreeSpin uses). */
export async function openGrants(db: Queryable, playerId: string): Promise<FreeSpinGrantView[]> {
  const { rows } = await db.query<{
    id: string;
    assignation_id: string;
    game_slug: string;
    remaining: number;
    value: number;
    bet_level: number;
  }>(
    `select id, assignation_id, game_slug, remaining, value, bet_level from free_spin_grants
     where player_id = $1 and remaining > 0 order by created_at, id`,
    [playerId],
  );
  return rows.map((row) => ({
    id: row.id,
    assignationId: row.assignation_id,
    gameSlug: row.game_slug,
    remaining: Number(row.remaining),
    value: readMinorUnits(row.value, `value of free-spin grant ${row.id}`),
    betLevel: Number(row.bet_level),
  }));
}
