// Two server processes on one PostgreSQL (a schema of their own) and one Redis: a subscriber
// connected to process B hears a catalogue change published through process A.
import path from 'node:path';
import { createClient } from 'graphql-ws';
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
