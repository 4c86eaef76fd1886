// "SIGKILL a server between a bet and its win" (the fault suite, decision 0027): a real
// `node server/main.ts` on PostgreSQL and Redis, paused after a REAL spin's bet by the
// development-only DEV_FAULT_PAUSE_AFTER_BET_MS, is killed mid-round. A new process starts
// cleanly; its round sweeper settles the round with the win recorded with the bet; the ledger
// balances, no round is left open, and the player's next game load shows the outcome.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import type { Store } from '../../server/db/store.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import { gql, outbox, REQUEST_SMS_CODE, SIGN_IN_WITH_SMS_CODE } from './helpers/identity-app.ts';
import {
  createTestSchema,
  DATABASE_URL,
  postgresUnavailable,
  type TestSchema,
} from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { freePort } from './helpers/free-port.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';
import { balanceOf, fund, testWallet } from './helpers/wallet.ts';

const PHONE = DEMO_ACCOUNTS.demo.phoneNumber;
const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;

/** The DATABASE_URL with search_path set to the test schema. */
function urlWithSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Polls until `check` answers true, or fails the test at the deadline. */
async function waitFor(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface RoundRow {
  id: string;
  status: string;
  bet: number;
  win: number;
  outcome_win: number | null;
  swept: boolean;
}

describeWithServices(
  'a server killed between a bet and its win (node server/main.ts on PostgreSQL + Redis)',
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
        // The "listening" line that waitForUrl reads is logged at info.
        LOG_LEVEL: 'info',
        ...env,
      });
      running.push(server);
      return server;
    };

    beforeAll(async () => {
      schema = await createTestSchema();
      dir = await makeTempDir('kill-mid-round');
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

    const roundsOf = async (playerId: string): Promise<RoundRow[]> => {
      const { rows } = await store.query<RoundRow>(
        `select id, status, bet, win, outcome_win, swept_at is not null as swept
         from game_rounds where player_id = $1 order by created_at`,
        [playerId],
      );
      return rows.map((row) => ({
        ...row,
        bet: Number(row.bet),
        win: Number(row.win),
        outcome_win: row.outcome_win === null ? null : Number(row.outcome_win),
      }));
    };

    it('settles the round after SIGKILL and restart: ledger balanced, nothing open, outcome shown', async () => {
      // The first process pauses every REAL round after its bet, and never sweeps.
      const first = start({
        DEV_FAULT_PAUSE_AFTER_BET_MS: '600000',
        GAME_ROUND_TIMEOUT_MS: '3600000',
      });
      const url = await waitForUrl(first);
      store = await openPostgresStore({
        connectionString: DATABASE_URL ?? '',
        schema: schema.name,
        maxConnections: 2,
      });
      const playerId = (await findPlayerByPhone(store, 'aurora', PHONE))!.id;
      const { wallet, pubsub } = testWallet(store);
      await fund(wallet, playerId, 10_000);
      await pubsub.close();

      await gql(url, REQUEST_SMS_CODE, { phone: PHONE });
      const [sms] = await outbox(url, { brand: 'aurora', to: PHONE });
      const signedIn = await gql<{ signInWithSmsCode: { accessToken: string } }>(
        url,
        SIGN_IN_WITH_SMS_CODE,
        { phone: PHONE, code: sms!.code },
      );
      const token = signedIn.data!.signInWithSmsCode.accessToken;
      const { rows: games } = await store.query<{ slug: string }>(
        `select slug from games where engine = 'slot-classic' order by popularity limit 1`,
      );
      const slug = games[0]!.slug;
      const launch = async (base: string) => {
        const launched = await gql<{ startGameSession: { url: string } }>(
          base,
          START,
          { slug, mode: 'REAL' },
          { token },
        );
        return launched.data!.startGameSession.url;
      };
      const gameUrl = await launch(url);
      const page = await (await fetch(gameUrl)).text();
      const stake = Number(/<option value="(\d+)">/.exec(page)![1]);

      // The spin takes the stake, then waits in the fault hook; the kill lands there.
      const spin = fetch(`${url}/demo-games/api/spin`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `GameSession ${new URL(gameUrl).searchParams.get('session')}`,
        },
        body: JSON.stringify({ stake, spinId: 'killed-mid-round-01' }),
      }).then(
        (response) => response.status,
        () => 'no answer',
      );
      await waitFor('the bet of the spin', async () => (await roundsOf(playerId)).length === 1);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(await spin).toBe('no answer');

      const [open] = await roundsOf(playerId);
      expect(open).toMatchObject({ status: 'open', bet: stake, win: 0, swept: false });
      expect(open!.outcome_win).not.toBeNull();
      expect(await balanceOf(store, playerId)).toBe(10_000 - stake);

      // A new process (no fault) starts cleanly and sweeps rounds open for over a second.
      const second = start({ GAME_ROUND_TIMEOUT_MS: '1000', GAME_ROUND_SWEEP_INTERVAL_MS: '100' });
      const secondUrl = await waitForUrl(second);
      await waitFor(
        'the sweeper to settle the round',
        async () => (await roundsOf(playerId))[0]!.status !== 'open',
      );
      const [settled] = await roundsOf(playerId);
      expect(settled).toMatchObject({
        id: open!.id,
        status: 'settled',
        win: open!.outcome_win,
        swept: true,
      });
      expect(await balanceOf(store, playerId)).toBe(10_000 - stake + open!.outcome_win!);
      const { rows: stillOpen } = await store.query<{ n: number }>(
        `select count(*) as n from game_rounds where status = 'open'`,
      );
      expect(Number(stillOpen[0]!.n)).toBe(0);
      expect(isHealthy(await checkInvariants(store))).toBe(true);

      // The player's next game load shows the round's outcome.
      const next = await (await fetch(await launch(secondUrl))).text();
      expect(next).toContain('Your last round was completed:');
      expect(next).toContain(`"roundId":"${open!.id}"`);

      // The new process is up and stops cleanly.
      expect(second.child.exitCode).toBeNull();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    });
  },
);
