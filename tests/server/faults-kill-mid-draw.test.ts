// "SIGKILL a server in the middle of a raffle draw" (decision 0042): a real
// `node server/main.ts` on PostgreSQL and Redis, paused inside a draw's ledger transaction (after
// its writes, before its commit) by the development-only DEV_FAULT_PAUSE_IN_DRAW_MS, is killed.
// Nothing of the draw stays; a new process draws the drop once — the winners the revealed seed
// and the ticket table gave before the crash — pays each prize once, and every ticket of the
// players' bets is in the drawn table.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import type { Store } from '../../server/db/store.ts';
import { DEMO_SLOT } from '../../server/demo/rewards.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import { DRAW_GRACE_MS } from '../../server/ledger/raffle/raffle-draws.ts';
import {
  createTestSchema,
  DATABASE_URL,
  postgresUnavailable,
  urlWithSchema,
  type TestSchema,
} from './helpers/postgres.ts';
import { expectedWinners, largestRemainder, sha256Hex } from './helpers/raffle-check.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { freePort } from './helpers/free-port.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';
import { balanceOf, createTestPlayer, fund, testWallet } from './helpers/wallet.ts';

/** Polls until `check` answers true, or fails the test at the deadline. */
async function waitFor(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const INSTANCE = 'aurora-hourly-eur';
const DROP_SECONDS = 60;
const PRIZES = [5_000, 3_000, 2_000];
const POT_SEED = 10_000;
const SHARE_BP = 1_000;

/**
 * Moves aurora's time in a development server (the clock stand-in) so that a drop ending at
 * `endMs` is due for its draw: past the end and the draw's grace.
 */
async function moveAuroraPastTheDrop(url: string, endMs: number): Promise<void> {
  const clock = `${url}/dev/clock/aurora`;
  const { offsetMs } = (await (await fetch(clock)).json()) as { offsetMs: number };
  const advanceMs = Math.max(0, endMs + DRAW_GRACE_MS + 1_000 - (Date.now() + offsetMs));
  const moved = await fetch(clock, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(moved.status).toBe(200);
}

describe('the mid-draw fault setting', () => {
  it('is read in development and refused in production', () => {
    expect(loadConfig({}).devFaultPauseInDrawMs).toBeUndefined();
    expect(loadConfig({ DEV_FAULT_PAUSE_IN_DRAW_MS: '5000' }).devFaultPauseInDrawMs).toBe(5_000);
    expect(() => loadConfig({ DEV_FAULT_PAUSE_IN_DRAW_MS: 'later' })).toThrow(ConfigError);
    const production = { NODE_ENV: 'production', OPERATOR_KEY: 'a-production-operator-key' };
    expect(() => loadConfig({ ...production, DEV_FAULT_PAUSE_IN_DRAW_MS: '1000' })).toThrow(
      /DEV_FAULT_PAUSE_IN_DRAW_MS/,
    );
  });
});

describeWithServices(
  'a server killed in the middle of a raffle draw (node server/main.ts on PostgreSQL + Redis)',
  [postgresUnavailable, redisUnavailable],
  () => {
    let schema: TestSchema;
    let dir: TempDir;
    let port: number;
    let store: Store;
    const running: ServerProcess[] = [];
    const start = (env: Record<string, string>) => {
      const server = spawnServer({
        DATABASE_URL: urlWithSchema(DATABASE_URL ?? '', schema.name),
        REDIS_URL: REDIS_URL ?? '',
        DATA_DIR: path.join(dir.path, 'data'),
        DIST_DIR: path.join(dir.path, 'no-dist'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      });
      running.push(server);
      return server;
    };

    beforeAll(async () => {
      schema = await createTestSchema();
      dir = await makeTempDir('kill-mid-draw');
      port = await freePort();
    });
    afterEach(async () => {
      for (const server of running.splice(0)) await killIfRunning(server);
    });
    afterAll(async () => {
      await store?.close();
      await schema?.drop();
      await dir?.remove();
    });

    const dropRow = async (id: string) => {
      const { rows } = await store.query<{
        seed: string;
        seed_commitment: string;
        drawn_at: unknown;
        result: {
          seed: string;
          pot: number;
          table: { playerId: string; tickets: number }[];
          winners: { rank: number; playerId: string; amount: number }[];
        } | null;
      }>('select seed, seed_commitment, drawn_at, result from raffle_drops where id = $1', [id]);
      return rows[0];
    };
    const count = async (sql: string, params: unknown[]) =>
      Number((await store.query<{ n: unknown }>(sql, params)).rows[0]?.n ?? 0);

    it('draws the drop once after SIGKILL mid-draw and restart: same winners, paid once, no ticket lost', async () => {
      // The first process pauses every draw before its commit.
      const first = start({ DEV_FAULT_PAUSE_IN_DRAW_MS: '600000' });
      const firstUrl = await waitForUrl(first);
      store = await openPostgresStore({
        connectionString: DATABASE_URL ?? '',
        schema: schema.name,
        maxConnections: 2,
      });
      const { rows: games } = await store.query<{ slug: string }>(
        `select g.slug from games g join studios s on s.id = g.studio_id
         where s.id <> (select studio_id from games where slug = $1) limit 1`,
        [DEMO_SLOT],
      );
      const otherGame = games[0]!.slug;

      // The demo's aurora hourly raffle, made a minute's drop that started half a second ago. The
      // test does not wait for its end: it moves aurora's time forward in each process (the
      // clock stand-in, /dev/clock), so the minute only has to outlast the bets.
      const epochMs = Date.now() - 500;
      const endMs = epochMs + DROP_SECONDS * 1000;
      await store.query(
        `update raffle_instances set drop_seconds = $6, epoch = $2, seed = $3, wager_share_bp = $4,
           prize_shares_bp = $5::int[]
         where id = $1`,
        [INSTANCE, new Date(epochMs).toISOString(), POT_SEED, SHARE_BP, PRIZES, DROP_SECONDS],
      );
      const dropId = `${INSTANCE}-0`;

      // Bets of five players inside the drop: a retried bet, a rolled-back round, another
      // studio's game, and wagers that do not reach a whole euro.
      const { wallet, pubsub } = testWallet(store);
      const players: string[] = [];
      for (let p = 0; p < 5; p++) {
        const id = await createTestPlayer(store);
        players.push(id);
        await fund(wallet, id, 20_000);
      }
      const bet = (p: number, round: string, game: string, amount: number, key = round) =>
        wallet.bet(
          { playerId: players[p]!, roundId: `${round}-${p}`, gameSlug: game, currency: 'EUR' },
          amount,
          key,
        );
      const wagered = [0, 0, 0, 0, 0];
      for (let p = 0; p < 5; p++) {
        await bet(p, 'a', DEMO_SLOT, 250 + 175 * p);
        await bet(p, 'a', DEMO_SLOT, 250 + 175 * p); // retried: the same key, once
        await bet(p, 'a', DEMO_SLOT, 99 + p, 'a-second'); // a second bet of the same round
        await bet(p, 'c', otherGame, 5_000); // not the raffle's studio
        // The rounds end (a drop is drawn once its window's rounds are closed).
        for (const [round, game] of [
          ['a', DEMO_SLOT],
          ['c', otherGame],
        ] as const) {
          await wallet.win(
            { playerId: players[p]!, roundId: `${round}-${p}`, gameSlug: game, currency: 'EUR' },
            0,
            `w-${round}`,
          );
        }
        wagered[p] = 250 + 175 * p + 99 + p;
      }
      await bet(0, 'd', DEMO_SLOT, 7_000);
      await wallet.rollback(
        { playerId: players[0]!, roundId: 'd-0', gameSlug: DEMO_SLOT, currency: 'EUR' },
        'rb-d',
      );
      await pubsub.close();
      expect(Date.now(), 'the bets outlasted the drop').toBeLessThan(endMs - 500);
      const table = players
        .map((playerId, p) => ({ playerId, tickets: Math.floor(wagered[p]! / 100) }))
        .filter((holder) => holder.tickets > 0)
        .sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
      const pot = POT_SEED + Math.floor((wagered.reduce((s, w) => s + w, 0) * SHARE_BP) / 10_000);

      // The drop was opened (its seed committed) by the first process's scheduler.
      await waitFor('the drop to open', async () => (await dropRow(dropId)) !== undefined);
      const opened = (await dropRow(dropId))!;
      expect(sha256Hex(opened.seed)).toBe(opened.seed_commitment);
      // Who must win, from the committed seed and the bets alone, before any draw.
      const winners = expectedWinners(opened.seed, table, PRIZES.length);
      const amounts = largestRemainder(pot, PRIZES.slice(0, winners.length));
      const balancesBefore = await Promise.all(players.map((id) => balanceOf(store, id)));

      // The draw starts DRAW_GRACE_MS after the end and waits before its commit: kill the process
      // there.
      await moveAuroraPastTheDrop(firstUrl, endMs);
      await waitFor(
        'the first process to pause in the draw',
        async () => first.stdout().includes('raffle draw paused before its commit'),
        60_000,
      );
      expect(first.stdout()).toContain(dropId);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      // Nothing of the killed draw stayed.
      expect((await dropRow(dropId))!.drawn_at).toBeNull();
      const entries = `select count(*) as n from ledger_entries where idempotency_key = $1`;
      expect(await count(entries, [`raffle-draw:${dropId}`])).toBe(0);
      expect(
        await count('select count(*) as n from raffle_winners where drop_id = $1', [dropId]),
      ).toBe(0);
      expect(await Promise.all(players.map((id) => balanceOf(store, id)))).toEqual(balancesBefore);

      // A new process (no fault) draws it on its first ticks past the drop's end.
      const second = start({});
      const secondUrl = await waitForUrl(second);
      await moveAuroraPastTheDrop(secondUrl, endMs);
      await waitFor('the second process to draw the drop', async () =>
        Boolean((await dropRow(dropId))?.drawn_at),
      );
      const drawn = (await dropRow(dropId))!;
      expect(drawn.seed_commitment).toBe(opened.seed_commitment);
      expect(drawn.result!.seed).toBe(opened.seed);
      // No ticket lost: the drawn table is the bets' tickets.
      expect(drawn.result!.table).toEqual(table);
      expect(drawn.result!.pot).toBe(pot);
      // The winners foreseen before the crash.
      const wins = winners.map((playerId, index) => ({
        rank: index + 1,
        playerId,
        amount: amounts[index]!,
      }));
      expect(
        drawn.result!.winners.map(({ rank, playerId, amount }) => ({ rank, playerId, amount })),
      ).toEqual(wins);
      // Drawn once, paid once.
      expect(await count(entries, [`raffle-draw:${dropId}`])).toBe(1);
      const { rows: paid } = await store.query<{
        rank: number;
        player_id: string;
        amount: unknown;
      }>('select rank, player_id, amount from raffle_winners where drop_id = $1 order by rank', [
        dropId,
      ]);
      expect(
        paid.map((w) => ({ rank: w.rank, playerId: w.player_id, amount: Number(w.amount) })),
      ).toEqual(wins);
      const balancesAfter = await Promise.all(players.map((id) => balanceOf(store, id)));
      for (const [p, id] of players.entries()) {
        const won = wins.find((win) => win.playerId === id)?.amount ?? 0;
        expect(balancesAfter[p]! - balancesBefore[p]!).toBe(won);
      }
      // Later ticks of the second process pay nothing more: once the next drop (opened by the
      // moved clock, without tickets) has ended and been drawn too, this one is still paid once.
      const nextDropId = `${INSTANCE}-1`;
      await moveAuroraPastTheDrop(secondUrl, endMs + DROP_SECONDS * 1000);
      await waitFor('the second process to draw the next drop', async () =>
        Boolean((await dropRow(nextDropId))?.drawn_at),
      );
      expect(await count(entries, [`raffle-draw:${dropId}`])).toBe(1);
      expect(await Promise.all(players.map((id) => balanceOf(store, id)))).toEqual(balancesAfter);
      expect(isHealthy(await checkInvariants(store))).toBe(true);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    });
  },
);
