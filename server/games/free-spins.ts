// Free spins in the demo slot: a REAL spin of a player with a free-spin grant for the game (a
// claimed free-spin reward, server/ledger/bonus/free-spin-grants.ts) takes one spin of the grant instead of
// betting. Its round is recorded without a bet (bet 0, the grant and the spin's stake on the
// row), so the win goes through the wallet's win path like any other and a retried spin finds
// its round again and replays instead of taking another spin. Like a bet, taking the spin checks
// the player session and records the decided outcome in its transaction (decision 0027). FUN
// sessions never get here.
import type { Queryable, Store } from '../db/store.ts';
import { takeFreeSpin } from '../ledger/bonus/free-spin-grants.ts';
import { readMinorUnits, readOptionalMinorUnits } from '../ledger/minor-units.ts';
import { requireLiveSession } from '../ledger/rounds/player-session-check.ts';
import type { DecidedOutcome } from '../ledger/rounds/round-outcome.ts';
import type { RoundRef } from '../ledger/rounds/rounds.ts';

export interface FreeSpinsLeft {
  /** Free spins left for the game, all grants together. */
  left: number;
  /** The stake of the next one (the oldest grant's, as takeFreeSpin takes them); null: none. */
  stake: number | null;
}

const LEFT_SQL = `
  (select coalesce(sum(remaining), 0) from free_spin_grants
    where player_id = $1 and game_slug = $2 and remaining > 0) as spins_left,
  (select value from free_spin_grants
    where player_id = $1 and game_slug = $2 and remaining > 0
    order by created_at, id limit 1) as stake`;

interface LeftRow {
  spins_left: number | string;
  stake: number | string | null;
}

const toLeft = (row: LeftRow | undefined): FreeSpinsLeft => ({
  left: Number(row?.spins_left ?? 0),
  stake: readOptionalMinorUnits(row?.stake, 'stake of a free spin'),
});

export async function freeSpinsLeft(
  db: Queryable,
  playerId: string,
  gameSlug: string,
): Promise<FreeSpinsLeft> {
  const { rows } = await db.query<LeftRow>(`select ${LEFT_SQL}`, [playerId, gameSlug]);
  return toLeft(rows[0]);
}

export type SpinFunding =
  /** A free spin at this stake (taken now, or the round's own on a retry). */
  | { kind: 'free'; stake: number }
  /** A money spin; `left` are the free spins of the game (none, or a race took the last). */
  | { kind: 'money'; left: FreeSpinsLeft };

/** Thrown to roll a taken spin back: the round id is already a money round. */
class RoundTaken extends Error {}

export interface FreeSpinRound {
  /** The player session the spin is played under: refused (SessionEnded) once it has ended. */
  playerSessionId: string | null;
  /** The outcome of the round at a free spin's stake, recorded with the round. */
  outcomeFor(stake: number): DecidedOutcome;
  /** May refuse the grant's stake by throwing: the spin is then not taken. */
  checkStake(stake: number): void;
}

/**
 * Decides how the round is paid for. One query when the player has no free spins for the game
 * and the round is new (the common case); a transaction only when a spin is to be taken.
 * `round.checkStake` may refuse the grant's stake by throwing: the spin is then not taken.
 */
export async function fundSpin(
  store: Store,
  ref: RoundRef,
  round: FreeSpinRound,
): Promise<SpinFunding> {
  const { rows } = await store.query<
    LeftRow & { round_exists: boolean; free_stake: number | string | null }
  >(
    `select ${LEFT_SQL},
       exists (select 1 from game_rounds where id = $3) as round_exists,
       (select free_spin_stake from game_rounds where id = $3 and player_id = $1) as free_stake`,
    [ref.playerId, ref.gameSlug, ref.roundId],
  );
  const row = rows[0];
  const left = toLeft(row);
  if (row?.round_exists) {
    // A retry: the round keeps the funding it had.
    return row.free_stake === null ? { kind: 'money', left } : free(row.free_stake);
  }
  if (left.left === 0) return { kind: 'money', left };
  try {
    return await store.transaction(async (tx): Promise<SpinFunding> => {
      // Retries of one spin take turns here, so only the first takes a spin.
      await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:spin:' || $1))`, [ref.roundId]);
      const { rows: again } = await tx.query<{ free_spin_stake: number | string | null }>(
        'select free_spin_stake from game_rounds where id = $1',
        [ref.roundId],
      );
      if (again[0]) {
        const stake = again[0].free_spin_stake;
        return stake === null ? { kind: 'money', left } : free(stake);
      }
      if (round.playerSessionId !== null) await requireLiveSession(tx, round.playerSessionId);
      const spin = await takeFreeSpin(tx, ref.playerId, ref.gameSlug);
      if (!spin) return { kind: 'money', left: { left: 0, stake: null } };
      // A grant in another currency than the session's cannot pay this round.
      if (spin.currency !== ref.currency) throw new RoundTaken();
      // Throwing rolls the taken spin back.
      round.checkStake(spin.value);
      const outcome = round.outcomeFor(spin.value);
      const inserted = await tx.query(
        `insert into game_rounds (id, player_id, game_slug, currency, bet, status,
           free_spin_grant_id, free_spin_stake, outcome_win, outcome_win_key, outcome)
         values ($1, $2, $3, $4, 0, 'open', $5, $6, $7, $8, $9::jsonb)
         on conflict (id) do nothing returning id`,
        [
          ref.roundId,
          ref.playerId,
          ref.gameSlug,
          ref.currency,
          spin.grantId,
          spin.value,
          outcome.win,
          outcome.winKey,
          JSON.stringify(outcome.show),
        ],
      );
      // A money bet of the same round id got there first: give the spin back.
      if (inserted.rows.length === 0) throw new RoundTaken();
      return { kind: 'free', stake: spin.value };
    });
  } catch (error) {
    if (error instanceof RoundTaken) return { kind: 'money', left };
    throw error;
  }
}

function free(stake: number | string): SpinFunding {
  return { kind: 'free', stake: readMinorUnits(stake, 'stake of a free spin') };
}
