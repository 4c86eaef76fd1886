// Raffle money (decision 0042): tickets read from the rounds the ledger already keeps,
// and a drop's draw paid from the house exactly once. A player's tickets in a drop are
// floor(real money wagered, in EUR) over their rounds of the raffle's studio that opened in the
// drop's window and were not rolled back; the pot is the house's seed plus a share of those
// wagers. The draw is one ledger entry under `raffle-draw:{dropId}`: processes drawing the same
// drop meet on the key, a process killed mid-draw leaves nothing (the entry rolls back) and the
// next one draws the same winners again (the draw is a function of the committed seed and the
// ticket table, which no longer changes once the drop's grace time has passed).
import type { Queryable } from '../../db/store.ts';
import { ticketsFromWager } from '../../../machines/raffle/tickets.ts';
import { houseAccount } from '../journal/accounts.ts';
import { balanceChange, playerAccountIds, type BalanceChange } from '../journal/balance-change.ts';
import { eurMultipliers } from '../currency.ts';
import { splitByWeights } from '../jackpot/jackpot-math.ts';
import { runEntry, type Posting } from '../journal/ledger.ts';
import { publicLabels } from '../../players/players.ts';
import { readMinorUnits } from '../minor-units.ts';
import { drawWinners, type TicketHolder } from './raffle-draw-math.ts';
import type { LedgerDeps } from '../transfers/transactions.ts';

/**
 * Rounds open at most a few seconds before their bet commits: a drop is drawn this long after
 * its end, when no transaction that could still add a round to its window is running.
 */
export const DRAW_GRACE_MS = 5_000;

/**
 * A round that opened in a drop's window may still take bets, be settled or be rolled back after
 * the grace time (the round sweeper closes a round 30 s after its last bet by default,
 * GAME_ROUND_TIMEOUT_MS): a drop is drawn only when none of its qualifying rounds is open — or,
 * so that a round stuck open cannot hold the drop for ever, this long after its end, with a
 * warning (the draw then counts the open rounds' bets so far).
 */
export const DRAW_MAX_WAIT_MS = 10 * 60_000;

/** Tickets for `minor` units of `currency`: 1 per €1.00 (programmes §5, machines/raffle). */
export function ticketsFor(minor: number, currency: string): number {
  return ticketsFromWager(minor, currency, eurMultipliers()) ?? 0;
}

export interface RaffleDropRef {
  id: string;
  instanceId: string;
  brand: string;
  currency: string;
  startsAt: string;
  endsAt: string;
  studioSlug: string;
  seed: number;
  wagerShareBp: number;
  prizeSharesBp: number[];
}

export interface DropTickets {
  /** Players with at least one ticket, sorted by id, with what they wagered (minor units). */
  table: (TicketHolder & { wagered: number })[];
  /** All qualifying real money wagered in the window, minor units. */
  wagered: number;
  pot: number;
  /** Qualifying rounds of the window still open: their bets may change (see DRAW_MAX_WAIT_MS). */
  openRounds: number;
}

/** The ticket table and the pot of a drop, from the rounds (players' own, or everyone's). */
export async function dropTickets(
  db: Queryable,
  drop: RaffleDropRef,
  playerId?: string,
): Promise<DropTickets> {
  const { rows } = await db.query<{ player_id: string; wagered: unknown; open: unknown }>(
    `select r.player_id,
       coalesce(sum(r.bet - r.bonus_bet) filter (where r.status <> 'rolledBack'), 0) as wagered,
       count(*) filter (where r.status = 'open') as open
     from game_rounds r
     join players p on p.id = r.player_id
     join games g on g.slug = r.game_slug
     join studios s on s.id = g.studio_id
     where r.created_at >= $1 and r.created_at < $2
       and r.currency = $3 and p.brand = $4 and s.slug = $5
       and ($6::uuid is null or r.player_id = $6)
     group by r.player_id`,
    [drop.startsAt, drop.endsAt, drop.currency, drop.brand, drop.studioSlug, playerId ?? null],
  );
  let wagered = 0;
  let openRounds = 0;
  const table = rows
    .map((row) => {
      const minor = readMinorUnits(row.wagered, 'raffle wager');
      wagered += minor;
      openRounds += Number(row.open);
      return { playerId: row.player_id, wagered: minor, tickets: ticketsFor(minor, drop.currency) };
    })
    .filter((holder) => holder.tickets > 0)
    .sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
  const pot = drop.seed + Math.floor((wagered * drop.wagerShareBp) / 10_000);
  return { table, wagered, pot, openRounds };
}

// Types, not interfaces: the entry's stored result must be assignable to Json.
export type RaffleWin = {
  rank: number;
  playerId: string;
  tickets: number;
  amount: number;
  initials: string;
  brand: string;
};

export type RaffleDrawOutcome = {
  dropId: string;
  instanceId: string;
  currency: string;
  pot: number;
  seed: string;
  commitment: string;
  table: { playerId: string; tickets: number }[];
  winners: RaffleWin[];
  drawnAt: string;
  changes: BalanceChange[];
};

/**
 * Draws and pays a drop whose grace time has passed (its stored draw if it was drawn) — or, with
 * `waitForOpenRounds`, nothing (null) while a qualifying round of its window is still open.
 */
export async function drawDrop(
  deps: LedgerDeps,
  drop: RaffleDropRef,
  secret: { seed: string; commitment: string },
  options: {
    waitForOpenRounds?: boolean;
    /** Crash tests only: runs in the draw's transaction after its writes, before its commit. */
    beforeCommit?: ((dropId: string) => Promise<void>) | undefined;
  } = {},
): Promise<{ outcome: RaffleDrawOutcome; replayed: boolean; openRounds: number } | null> {
  const { beforeCommit } = options;
  const { table, pot, openRounds } = await dropTickets(deps.store, drop);
  if (openRounds > 0 && options.waitForOpenRounds) return null;
  const winners = drawWinners(secret.seed, table, drop.prizeSharesBp.length);
  const amounts =
    winners.length > 0 ? splitByWeights(pot, drop.prizeSharesBp.slice(0, winners.length)) : [];
  const accounts = await Promise.all(
    winners.map((winner) =>
      playerAccountIds(deps.accounts, deps.store, winner.playerId, drop.currency),
    ),
  );
  const [house] = await deps.accounts.ids(deps.store, [houseAccount(drop.currency)]);
  const { result, replayed } = await runEntry<RaffleDrawOutcome>(
    deps.store,
    {
      key: `raffle-draw:${drop.id}`,
      request: JSON.stringify({ op: 'draw', dropId: drop.id }),
      playerId: null,
      moneyType: 'RaffleWin',
    },
    async ({ tx, lock, entryId }) => {
      await lock(accounts.flatMap((ids) => [ids.real, ids.bonus]));
      const personOf = await publicLabels(
        tx,
        winners.map((winner) => winner.playerId),
      );
      const wins: RaffleWin[] = winners
        .map((winner, index) => ({
          rank: index + 1,
          playerId: winner.playerId,
          tickets: winner.tickets,
          amount: amounts[index]!,
          initials: personOf.get(winner.playerId)?.initials ?? '?',
          brand: personOf.get(winner.playerId)?.brand ?? drop.brand,
        }))
        .filter((win) => win.amount > 0);
      const postings: Posting[] =
        wins.length === 0
          ? []
          : [
              { accountId: house!, amount: -wins.reduce((sum, win) => sum + win.amount, 0) },
              ...wins.map((win) => ({
                accountId: accounts[win.rank - 1]!.real,
                amount: win.amount,
              })),
            ];
      const drawnAt = new Date().toISOString();
      const outcome = {
        dropId: drop.id,
        instanceId: drop.instanceId,
        currency: drop.currency,
        pot,
        seed: secret.seed,
        commitment: secret.commitment,
        table: table.map(({ playerId, tickets }) => ({ playerId, tickets })),
        winners: wins,
        drawnAt,
      };
      await tx.query(`update raffle_drops set drawn_at = $2, result = $3::jsonb where id = $1`, [
        drop.id,
        drawnAt,
        JSON.stringify(outcome),
      ]);
      for (const win of wins) {
        await tx.query(
          `insert into raffle_winners (drop_id, rank, player_id, brand, initials, amount, currency,
             tickets, entry_id, won_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            drop.id,
            win.rank,
            win.playerId,
            win.brand,
            win.initials,
            win.amount,
            drop.currency,
            win.tickets,
            entryId,
            drawnAt,
          ],
        );
      }
      await beforeCommit?.(drop.id);
      return {
        postings,
        currency: drop.currency,
        result: (after) => ({
          ...outcome,
          changes: wins.map((win) =>
            balanceChange(
              win.playerId,
              drop.currency,
              accounts[win.rank - 1]!,
              after,
              win.amount,
              'RaffleWin',
            ),
          ),
        }),
      };
    },
  );
  return { outcome: result, replayed, openRounds };
}
