// The real entry point as a child process: start, refuse a second owner of DATA_DIR, stop
// cleanly, and keep the data across restarts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upsertBrand } from '../../server/brands/brand-repository.ts';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { LOCK_FILE_NAME } from '../../server/db/data-dir-lock.ts';
import { openStore } from '../../server/db/open-store.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

describe('node server/main.ts', () => {
  let dir: TempDir;
  let dataDir: string;
  const running: ServerProcess[] = [];
  const env = () => ({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dir.path, 'no-dist'),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  const start = () => {
    const server = spawnServer(env());
    running.push(server);
    return server;
  };
  const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

  beforeAll(async () => {
    dir = await makeTempDir('process');
    dataDir = path.join(dir.path, 'data');
  });
  afterEach(async () => {
    for (const server of running.splice(0)) await killIfRunning(server);
  });
  afterAll(() => dir.remove());

  it('serves /healthz, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const first = start();
    const url = await waitForUrl(first);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.stdout()).toContain('(storage: pglite at ');

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', storage: 'pglite', pubsub: 'ok' });
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(first.child.pid));

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another Lobby server (pid ${first.child.pid}). Stop it first or set DATA_DIR to another directory.`,
    );
    // The first keeps serving, and still owns the lock.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(first.child.pid));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });

  it('keeps the data across a restart', async () => {
    // Add a brand the seed does not know, with the server stopped.
    const store = await openStore(
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { dataDir },
    );
    await upsertBrand(store, {
      ...DEMO_BRANDS[2]!,
      key: 'extra',
      isDefault: false,
      hostnames: ['extra.localhost'],
      siteDataName: 'Extra Brand',
    });
    const { rows } = await store.query<{ n: number }>('select count(*) as n from brands');
    expect(rows[0]?.n).toBe(6);
    await store.close();

    const server = start();
    const url = await waitForUrl(server);
    const settings = await fetch(`${url}/api/lobby-settings`, { headers: { brand: 'extra' } });
    expect(((await settings.json()) as { siteDataName: string }).siteDataName).toBe('Extra Brand');
    const byHost = await fetch(`${url}/api/lobby-settings`, { headers: { brand: 'nordlys' } });
    expect(((await byHost.json()) as { license: string }).license).toBe('est');

    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);

    const reopened = await openStore(
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { dataDir },
    );
    const after = await reopened.query<{ n: number }>('select count(*) as n from brands');
    expect(after.rows[0]?.n).toBe(6);
    const migrations = await reopened.query<{ n: number }>(
      'select count(*) as n from schema_migrations',
    );
    expect(migrations.rows[0]?.n).toBeGreaterThan(0);
    await reopened.close();
  });

  it('takes over a stale lock left by a crashed process', async () => {
    const crashed = start();
    await waitForUrl(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(lockFile())).toBe(true);

    const next = start();
    const url = await waitForUrl(next);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(next.child.pid));
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('exits 1 with a clear message on a bad PORT', async () => {
    const server = spawnServer({ ...env(), PORT: 'eighty' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT must be an integer');
  });
});
