// A PostgreSQL server of the test's own, so a fault test can really stop, crash and restart it
// without touching the shared server other tests use. Debian's binaries (the postgresql
// package); when running as root the cluster belongs to the `postgres` user, as initdb requires.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** The newest installed major's binaries, e.g. /usr/lib/postgresql/15/bin; undefined if none. */
async function binDir(): Promise<string | undefined> {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = (await readdir(root)).filter((name) => /^\d+$/.test(name)).map(Number);
  const newest = majors.sort((a, b) => b - a)[0];
  const dir = newest === undefined ? undefined : path.join(root, String(newest), 'bin');
  return dir && existsSync(path.join(dir, 'pg_ctl')) ? dir : undefined;
}

/** Why a private PostgreSQL cannot be started here, or undefined when it can. */
export const privatePostgresUnavailable: string | undefined = (await binDir())
  ? undefined
  : 'PostgreSQL server binaries (/usr/lib/postgresql/*/bin/pg_ctl) are not installed';

export interface PrivatePostgres {
  url: string;
  /** Kills the server the hard way (`-m immediate`: no checkpoint, crash recovery on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its files. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await binDir();
  if (!bin) throw new Error(privatePostgresUnavailable);
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  // initdb refuses to run as root: run the binaries as the postgres user then.
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  };
  const stop = async (mode: 'immediate' | 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => stop('immediate'),
    start,
    async remove() {
      if (removed) return;
      removed = true;
      await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
