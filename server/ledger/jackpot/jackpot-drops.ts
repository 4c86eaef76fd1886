// Jackpot pots as money (decision 0040): funding an instance's pots from house money,
// and paying a drop through the ledger exactly once. A pot's drop is marked in the transaction of
// the fold that added the contribution reaching it (jackpot-fold.ts); paying it is one ledger entry under the key
// `jackpot-drop:{instance}:{pot}:{generation}`, so two processes settling the same drop meet on
// the key and the second replays the first. The entry pays the winner (the shared pot: its top
// contributors in proportion), resets the pot to its seed from house money and draws the next
// generation's drop point.
import type { Queryable } from '../../db/store.ts';
import { houseAccount } from '../journal/accounts.ts';
import { balanceChange, playerAccountIds, type BalanceChange } from '../journal/balance-change.ts';
import { jackpotPoolAccount } from './jackpot-contributions.ts';
import { drawTrigger, splitSharedPot, type DropTrigger } from './jackpot-math.ts';
import { runEntry, type Posting } from '../journal/ledger.ts';
import { publicLabels } from '../../players/players.ts';
import { readMinorUnits } from '../minor-units.ts';
import type { LedgerDeps } from '../transfers/transactions.ts';

export const POT_IDS = ['mega', 'major', 'minor', 'shared'] as const;
export type PotId = (typeof POT_IDS)[number];
/** How many top contributors share the shared pot (the leaderboard's "Top 50 contributors"). */
export const SHARED_POT_WINNERS = 50;

export function isPotId(value: unknown): value is PotId {
  return typeof value === 'string' && (POT_IDS as readonly string[]).includes(value);
}

export interface PotConfig {
  potId: PotId;
  /** Basis points of each contribution (an instance's pots sum to 10,000). */
  shareBp: number;
  seed: number;
  /** Must drop by. */
  ceiling: number;
}

export interface PotState extends PotConfig {
  value: number;
  generation: number;
  /** sha256 of the hidden drop point (published before the drop). */
  commitment: string | null;
  pendingWinner: string | null;
}

export async function readPots(db: Queryable, instanceId: string): Promise<PotState[]> {
  const { rows } = await db.query<{
    pot_id: PotId;
    share_bp: number;
    seed: number;
    ceiling: number;
    value: number;
    generation: number;
    trigger_commitment: string | null;
    pending_winner: string | null;
  }>(
    `select pot_id, share_bp, seed, ceiling, value, generation, trigger_commitment, pending_winner
     from jackpot_pots where instance_id = $1 order by position`,
    [instanceId],
  );
  return rows.map((row) => ({
    potId: row.pot_id,
    shareBp: row.share_bp,
    seed: readMinorUnits(row.seed, 'pot seed'),
    ceiling: readMinorUnits(row.ceiling, 'pot ceiling'),
    value: readMinorUnits(row.value, 'pot value'),
    generation: row.generation,
    commitment: row.trigger_commitment,
    pendingWinner: row.pending_winner,
  }));
}

/**
 * Funds a new instance's pots: house → pool, the seeds, in one entry with the pot rows
 * (`insertPots` writes them in the entry's transaction). The pool account is created here.
 */
export async function fundPots(
  deps: LedgerDeps,
  instance: { id: string; currency: string },
  pots: readonly PotConfig[],
  insertInstance: (tx: Queryable, poolAccountId: number) => Promise<void>,
): Promise<void> {
  const [house, pool] = await deps.accounts.ids(deps.store, [
    houseAccount(instance.currency),
    jackpotPoolAccount(instance.id, instance.currency),
  ]);
  const total = pots.reduce((sum, pot) => sum + pot.seed, 0);
  await runEntry(
    deps.store,
    {
      key: `jackpot-fund:${instance.id}`,
      request: JSON.stringify({ op: 'fund', instance, pots }),
      playerId: null,
      moneyType: 'JackpotSeed',
    },
    async ({ tx }) => {
      await insertInstance(tx, pool!);
      for (const [position, pot] of pots.entries()) {
        const trigger = drawTrigger(pot.seed, pot.ceiling);
        await tx.query(
          `insert into jackpot_pots (instance_id, pot_id, position, share_bp, seed, ceiling, value,
             trigger_amount, trigger_commitment, trigger_salt)
           values ($1, $2, $3, $4, $5, $6, $5, $7, $8, $9)`,
          [
            instance.id,
            pot.potId,
            position,
            pot.shareBp,
            pot.seed,
            pot.ceiling,
            trigger.amount,
            trigger.commitment,
            trigger.salt,
          ],
        );
      }
      return {
        postings: [
          { accountId: house!, amount: -total },
          { accountId: pool!, amount: total },
        ],
        currency: instance.currency,
        result: () => ({ instanceId: instance.id, funded: total }),
      };
    },
  );
}

export type DropWin = {
  playerId: string;
  amount: number;
  initials: string;
  brand: string;
};

// Types, not interfaces: the entry's stored result must be assignable to Json.
export type DropOutcome = {
  instanceId: string;
  potId: PotId;
  generation: number;
  currency: string;
  /** The pot's value when it dropped. */
  amount: number;
  wins: DropWin[];
  forced: boolean;
  /** The revealed drop point: sha256(`${amount}:${salt}`) is the published commitment. */
  trigger: { amount: number; salt: string; commitment: string } | null;
  wonAt: string;
  /** The winners' balances after the drop (balanceUpdated). */
  changes: BalanceChange[];
};

export type DropResult = { outcome: DropOutcome; replayed: boolean };

/** The set of winners changed between reading and locking: read again. */
class WinnersMoved extends Error {}

interface PotRow {
  value: number;
  generation: number;
  seed: number;
  ceiling: number;
  pending_winner: string | null;
  trigger_amount: number | null;
  trigger_salt: string | null;
  trigger_commitment: string | null;
  currency: string;
  pool_account_id: number;
}

async function potRow(
  db: Queryable,
  instanceId: string,
  potId: PotId,
  forUpdate: boolean,
): Promise<PotRow | undefined> {
  const { rows } = await db.query<PotRow>(
    `select p.value, p.generation, p.seed, p.ceiling, p.pending_winner, p.trigger_amount,
       p.trigger_salt, p.trigger_commitment, i.currency, i.pool_account_id
     from jackpot_pots p join jackpot_instances i on i.id = p.instance_id
     where p.instance_id = $1 and p.pot_id = $2 ${forUpdate ? 'for update of p' : ''}`,
    [instanceId, potId],
  );
  return rows[0];
}

/** Who shares the shared pot of `generation`: its top contributors, largest first. */
async function sharedContributors(
  db: Queryable,
  instanceId: string,
  generation: number,
): Promise<{ playerId: string; contributed: number }[]> {
  const { rows } = await db.query<{ player_id: string; amount: number }>(
    `select player_id, amount from jackpot_contributors
     where instance_id = $1 and generation = $2
     order by amount desc, player_id limit $3`,
    [instanceId, generation, SHARED_POT_WINNERS],
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    contributed: readMinorUnits(row.amount, 'contribution'),
  }));
}

async function winnersOf(db: Queryable, instanceId: string, potId: PotId, row: PotRow) {
  if (potId !== 'shared') return [row.pending_winner!];
  const contributors = await sharedContributors(db, instanceId, row.generation);
  return contributors.length > 0 ? contributors.map((c) => c.playerId) : [row.pending_winner!];
}

/**
 * Pays a pot's pending drop (null when none is pending). `force` first marks the drop for a
 * player if none is pending (the operator's forced drop; the shared pot still pays its
 * contributors, the named player only when there are none).
 */
export async function settleDrop(
  deps: LedgerDeps,
  instanceId: string,
  potId: PotId,
  options: { force?: { playerId: string } } = {},
): Promise<DropResult | null> {
  if (options.force) {
    await deps.store.query(
      `update jackpot_pots set pending_winner = $3, pending_since = now()
       where instance_id = $1 and pot_id = $2 and pending_winner is null`,
      [instanceId, potId, options.force.playerId],
    );
  }
  for (let attempt = 0; ; attempt += 1) {
    const row = await potRow(deps.store, instanceId, potId, false);
    if (!row?.pending_winner) return null;
    const winners = await winnersOf(deps.store, instanceId, potId, row);
    try {
      return await payDrop(deps, instanceId, potId, row, winners, options.force !== undefined);
    } catch (error) {
      if (!(error instanceof WinnersMoved) || attempt >= 3) throw error;
    }
  }
}

async function payDrop(
  deps: LedgerDeps,
  instanceId: string,
  potId: PotId,
  seen: PotRow,
  winners: string[],
  forced: boolean,
): Promise<DropResult> {
  const currency = seen.currency;
  const accounts = await Promise.all(
    winners.map((playerId) => playerAccountIds(deps.accounts, deps.store, playerId, currency)),
  );
  const [house] = await deps.accounts.ids(deps.store, [houseAccount(currency)]);
  const pool = Number(seen.pool_account_id);
  const generation = seen.generation;
  const { result, replayed } = await runEntry<DropOutcome>(
    deps.store,
    {
      key: `jackpot-drop:${instanceId}:${potId}:${generation}`,
      request: JSON.stringify({ op: 'drop', instanceId, potId, generation }),
      playerId: winners.length === 1 ? winners[0]! : null,
      moneyType: 'JackpotWin',
    },
    async ({ tx, lock, entryId }) => {
      // Lock order as a bet's: player accounts first, then the pot row.
      await lock(accounts.flatMap((ids) => [ids.real, ids.bonus]));
      const row = await potRow(tx, instanceId, potId, true);
      if (!row || row.generation !== generation || !row.pending_winner) throw new WinnersMoved();
      const locked = await winnersOf(tx, instanceId, potId, row);
      if (locked.join() !== winners.join()) throw new WinnersMoved();

      const value = readMinorUnits(row.value, 'pot value');
      const seed = readMinorUnits(row.seed, 'pot seed');
      const shares =
        potId === 'shared' && winners.length > 1
          ? splitSharedPot(
              value,
              await sharedContributors(tx, instanceId, generation),
              SHARED_POT_WINNERS,
            )
          : [{ playerId: winners[0]!, amount: value }];
      const paid = shares.filter((share) => share.amount > 0);
      const personOf = await publicLabels(
        tx,
        paid.map((share) => share.playerId),
      );
      const wins: DropWin[] = paid.map((share) => ({
        playerId: share.playerId,
        amount: share.amount,
        initials: personOf.get(share.playerId)?.initials ?? '?',
        brand: personOf.get(share.playerId)?.brand ?? '',
      }));
      const realOf = new Map(winners.map((playerId, index) => [playerId, accounts[index]!]));
      const postings: Posting[] = [
        { accountId: pool, amount: -value },
        ...wins.map((win) => ({ accountId: realOf.get(win.playerId)!.real, amount: win.amount })),
        { accountId: house!, amount: -seed },
        { accountId: pool, amount: seed },
      ];

      const next: DropTrigger = drawTrigger(seed, readMinorUnits(row.ceiling, 'pot ceiling'));
      const wonAt = new Date().toISOString();
      await tx.query(
        `update jackpot_pots set value = seed, generation = generation + 1, pending_winner = null,
           pending_since = null, trigger_amount = $3, trigger_commitment = $4, trigger_salt = $5
         where instance_id = $1 and pot_id = $2`,
        [instanceId, potId, next.amount, next.commitment, next.salt],
      );
      for (const win of wins) {
        await tx.query(
          `insert into jackpot_wins (instance_id, pot_id, generation, player_id, brand, initials,
             amount, currency, entry_id, forced, trigger_amount, trigger_salt, trigger_commitment,
             won_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            instanceId,
            potId,
            generation,
            win.playerId,
            win.brand,
            win.initials,
            win.amount,
            currency,
            entryId,
            forced,
            row.trigger_amount,
            row.trigger_salt,
            row.trigger_commitment,
            wonAt,
          ],
        );
      }
      const trigger =
        row.trigger_amount !== null && row.trigger_salt && row.trigger_commitment
          ? {
              amount: Number(row.trigger_amount),
              salt: row.trigger_salt,
              commitment: row.trigger_commitment,
            }
          : null;
      return {
        postings,
        currency,
        result: (after) => ({
          instanceId,
          potId,
          generation,
          currency,
          amount: value,
          wins,
          forced,
          trigger,
          wonAt,
          changes: wins.map((win) =>
            balanceChange(
              win.playerId,
              currency,
              realOf.get(win.playerId)!,
              after,
              win.amount,
              'JackpotWin',
            ),
          ),
        }),
      };
    },
  );
  return { outcome: result, replayed };
}
