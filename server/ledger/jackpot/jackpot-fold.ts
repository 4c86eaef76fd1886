// The fold (decision 0040): adds the contributions bets appended to
// jackpot_contributions to their instance's pots, in id order, exactly once. It locks the
// instance's pot rows (in position order, the one order every pot writer uses), takes the
// waiting contributions out of the queue, splits each over the pots by their shares, and marks a pot for the
// player whose contribution lifts it to its drop point; the shared pot's contributors get their
// totals for the leaderboard and the shared split. Bets never touch the pot rows, so opted-in
// bets do not wait for one another; the fold runs right after them (the jackpot service) and in
// the sweep, and concurrent folds of one instance take turns on the pot rows.
import type { Queryable } from '../../db/store.ts';
import type { PotId } from './jackpot-drops.ts';
import { splitContribution } from './jackpot-math.ts';
import { readMinorUnits } from '../minor-units.ts';
import type { LedgerDeps } from '../transfers/transactions.ts';

export interface FoldOutcome {
  /** How many contributions were added. */
  folded: number;
  /** Pots waiting to pay a drop after this fold (new or older). */
  pending: PotId[];
}

interface PotRow {
  pot_id: PotId;
  share_bp: number;
  value: unknown;
  ceiling: unknown;
  trigger_amount: unknown;
  pending_winner: string | null;
  generation: number;
}

export async function foldContributions(
  deps: Pick<LedgerDeps, 'store'>,
  instanceId: string,
): Promise<FoldOutcome> {
  return deps.store.transaction((tx) => foldIn(tx, instanceId));
}

async function foldIn(tx: Queryable, instanceId: string): Promise<FoldOutcome> {
  const { rows: potRows } = await tx.query<PotRow>(
    `select pot_id, share_bp, value, ceiling, trigger_amount, pending_winner, generation
     from jackpot_pots where instance_id = $1 order by position for update`,
    [instanceId],
  );
  if (potRows.length === 0) return { folded: 0, pending: [] };
  const { rows: claimed } = await tx.query<{ id: unknown; player_id: string; amount: unknown }>(
    'delete from jackpot_contributions where instance_id = $1 returning id, player_id, amount',
    [instanceId],
  );
  const pots = potRows.map((row) => ({
    potId: row.pot_id,
    value: readMinorUnits(row.value, 'pot value'),
    dropsAt: readMinorUnits(row.trigger_amount ?? row.ceiling, 'drop point'),
    pendingWinner: row.pending_winner,
    newlyPending: false,
  }));
  const shares = potRows.map((row) => ({ potId: row.pot_id, basisPoints: row.share_bp }));
  const byPlayer = new Map<string, number>();
  const contributions = claimed
    .map((row) => ({
      id: Number(row.id),
      playerId: row.player_id,
      amount: readMinorUnits(row.amount, 'contribution'),
    }))
    .sort((a, b) => a.id - b.id);
  for (const contribution of contributions) {
    byPlayer.set(
      contribution.playerId,
      (byPlayer.get(contribution.playerId) ?? 0) + contribution.amount,
    );
    for (const [index, part] of splitContribution(contribution.amount, shares).entries()) {
      const pot = pots[index]!;
      pot.value += part.amount;
      // The contribution that reaches the drop point wins it, even if more follow before the
      // drop is paid (they stay in the pot and go to the winner).
      if (pot.pendingWinner === null && pot.value >= pot.dropsAt) {
        pot.pendingWinner = contribution.playerId;
        pot.newlyPending = true;
      }
    }
  }
  if (contributions.length > 0) {
    await tx.query(
      `update jackpot_pots p set value = d.value,
         pending_winner = coalesce(p.pending_winner, d.winner),
         pending_since = case when d.newly then now() else p.pending_since end
       from unnest($2::text[], $3::bigint[], $4::uuid[], $5::boolean[])
         as d(pot_id, value, winner, newly)
       where p.instance_id = $1 and p.pot_id = d.pot_id`,
      [
        instanceId,
        pots.map((pot) => pot.potId),
        pots.map((pot) => pot.value),
        pots.map((pot) => (pot.newlyPending ? pot.pendingWinner : null)),
        pots.map((pot) => pot.newlyPending),
      ],
    );
    const generation = potRows.find((row) => row.pot_id === 'shared')?.generation;
    if (generation !== undefined) {
      await tx.query(
        `insert into jackpot_contributors (instance_id, generation, player_id, amount)
         select $1, $2, d.player_id, d.amount
         from unnest($3::uuid[], $4::bigint[]) as d(player_id, amount)
         on conflict (instance_id, generation, player_id)
           do update set amount = jackpot_contributors.amount + excluded.amount`,
        [instanceId, generation, [...byPlayer.keys()], [...byPlayer.values()]],
      );
    }
  }
  return {
    folded: contributions.length,
    pending: pots.filter((pot) => pot.pendingWinner !== null).map((pot) => pot.potId),
  };
}

/** Instances with contributions waiting for the fold (the sweep's work list). */
export async function instancesToFold(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ instance_id: string }>(
    'select distinct instance_id from jackpot_contributions',
  );
  return rows.map((row) => row.instance_id);
}
