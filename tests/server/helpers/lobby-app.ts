// A Lobby server on PGlite in a temporary directory for the GraphQL, WebSocket and operator
// tests: demo brands seeded, logs captured so tests can assert what was logged.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../../server/app.ts';
import type { Store } from '../../../server/db/store.ts';
import { openMigratedStore } from './catalogue.ts';

export interface TestStore {
  store: Store;
  close(): Promise<void>;
}

/** A migrated PGlite store with the demo brands, in a temporary directory. */
export async function openTestStore(prefix: string): Promise<TestStore> {
  const opened = await openMigratedStore('pglite', prefix);
  return { store: opened.store, close: opened.cleanup };
}

export interface TestApp {
  app: FastifyInstance;
  /** Every log line (JSON) the app wrote. */
  logs: string[];
}

export async function buildTestApp(
  store: Store,
  options: Partial<Omit<BuildServerOptions, 'store' | 'logger'>> = {},
): Promise<TestApp> {
  const logs: string[] = [];
  const app = await buildServer({
    store,
    distDir: path.join(import.meta.dirname, 'no-dist'),
    ...options,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  });
  return { app, logs };
}

/** Listens on a free port of 127.0.0.1; returns the http:// and ws:// base URLs. */
export async function listen(app: FastifyInstance): Promise<{ http: string; ws: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return { http: `http://127.0.0.1:${address.port}`, ws: `ws://127.0.0.1:${address.port}` };
}
