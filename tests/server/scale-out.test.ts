// Two server processes on one PostgreSQL (a schema of their own) and one Redis: a subscriber
// connected to process B hears a catalogue change published through process A, and a jackpot
// socket on B hears a drop paid on A.
import path from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestSchema,
  DATABASE_URL,
  postgresUnavailable,
  urlWithSchema,
  type TestSchema,
} from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';
import { openSocket } from './helpers/ws-client.ts';

const OPERATOR_KEY = 'scale-out-operator-key';

describeWithServices(
  'scale-out: two processes, PostgreSQL + Redis',
  [postgresUnavailable, redisUnavailable],
  () => {
    let schema: TestSchema | undefined;
    let dir: TempDir | undefined;
    const servers: ServerProcess[] = [];
    let urlA = '';
    let urlB = '';

    beforeAll(async () => {
      schema = await createTestSchema();
      dir = await makeTempDir('scale-out');
      const env = (name: string) => ({
        DATABASE_URL: urlWithSchema(DATABASE_URL ?? '', schema?.name ?? ''),
        REDIS_URL: REDIS_URL ?? '',
        OPERATOR_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(dir?.path ?? '', name),
        DIST_DIR: path.join(dir?.path ?? '', 'no-dist'),
      });
      // One after the other: the first one migrates and seeds the schema.
      const a = spawnServer(env('a'));
      servers.push(a);
      urlA = await waitForUrl(a);
      const b = spawnServer(env('b'));
      servers.push(b);
      urlB = await waitForUrl(b);
    });

    afterAll(async () => {
      for (const server of servers) await killIfRunning(server);
      await schema?.drop();
      await dir?.remove();
    });

    it('tells a jackpot socket on B of a drop paid on A: the win and the reset pot', async () => {
      const db = new pg.Client({
        connectionString: urlWithSchema(DATABASE_URL ?? '', schema?.name ?? ''),
      });
      await db.connect();
      let winner: string;
      try {
        const { rows } = await db.query<{ id: string }>(
          "select id from players where brand = 'aurora' and currency = 'EUR' order by email limit 1",
        );
        winner = rows[0]!.id;
      } finally {
        await db.end();
      }
      const socket = await openSocket(
        `${urlB.replace(/^http/, 'ws')}/jackpot-api/v1/events/lobby-demo/aurora?currency=EUR`,
        [],
      );
      try {
        socket.send({ type: 'SubscribeRequest', events: 'all' });
        const before = await socket.next<{ pots: { id: string; current_value: number }[] }>(
          'JackpotUpdate',
        );
        const minor = before.pots.find((pot) => pot.id === 'minor')!.current_value;
        const res = await fetch(`${urlA}/operator/jackpot/instances/aurora-eur/pots/minor/drop`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
          body: JSON.stringify({ playerId: winner }),
        });
        expect(res.status).toBe(200);
        const win = await socket.next('WinEvent');
        expect(win).toMatchObject({ pot_id: 'minor', amount: minor, brand: 'aurora' });
        // A visitor's socket hears who won by initials only, never the player id.
        expect(win).not.toHaveProperty('player_id');
        const after = await socket.next<{ pots: { id: string; current_value: number }[] }>(
          'JackpotUpdate',
        );
        // The demo's minor pot starts again from its 20.00 seed.
        expect(after.pots.find((pot) => pot.id === 'minor')!.current_value).toBe(20_00);
      } finally {
        socket.socket.close();
      }
    });

    it('delivers an event published on A to a subscriber on B', async () => {
      expect(urlA).not.toBe(urlB);
      for (const server of servers) {
        expect(server.stdout()).toContain('(storage: postgres at ');
        expect(server.stdout()).toContain('pub/sub: redis at ');
      }

      const client = createClient({
        url: `${urlB.replace(/^http/, 'ws')}/lobby-graphql`,
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
      });
      try {
        const iterator = client.iterate<{ catalogueChanged: { gameSlugs: string[] } }>({
          query: 'subscription { catalogueChanged { gameSlugs listSlugs at } }',
        });
        const slug = `scale-out-${Date.now().toString(36)}`;
        const received = iterator.next();
        let arrived = false;
        void received.then(() => (arrived = true));
        // B's Redis SUBSCRIBE is confirmed a moment after the WebSocket subscribe: publish
        // through A until B has it.
        for (let attempt = 0; attempt < 50 && !arrived; attempt += 1) {
          const res = await fetch(`${urlA}/internal-api/catalogue/changes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
            body: JSON.stringify({ gameSlugs: [slug] }),
          });
          expect(res.status).toBe(202);
          await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 100))]);
        }
        const event = await received;
        expect(event.value?.data?.catalogueChanged.gameSlugs).toEqual([slug]);
        await iterator.return?.();
      } finally {
        await client.dispose();
      }

      // Both still healthy, and both stop cleanly.
      for (const url of [urlA, urlB]) expect((await fetch(`${url}/healthz`)).status).toBe(200);
      for (const server of servers) {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    });
  },
);
