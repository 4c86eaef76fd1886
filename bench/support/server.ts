// Starts a real `node server/main.ts` for a benchmark: a free port, a fresh DATA_DIR (PGlite) or
// the PostgreSQL of DATABASE_URL, LOG_LEVEL=warn so per-request log lines do not dominate, and
// waits for /healthz. stop() ends the process and removes the directory.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/server/helpers/free-port.ts';

const REPO = path.resolve(import.meta.dirname, '..', '..');
export const NODE = path.join(REPO, 'node_modules', '.bin', 'node');

export type StorageName = 'PostgreSQL' | 'PGlite';

export interface BenchServer {
  base: string;
  storage: StorageName;
  /** The server process, e.g. to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Extra environment of the server. */
  env?: Record<string, string>;
  host?: string;
  /** Default PostgreSQL when DATABASE_URL is set, else PGlite. */
  storage?: StorageName;
  /** Options for node itself, e.g. --cpu-prof (bench/support/profiling.ts). */
  nodeArgs?: string[];
}

/** The storages a benchmark covers: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function storages(): StorageName[] {
  return process.env.DATABASE_URL?.trim() ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

async function waitForHealth(base: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited before answering /healthz');
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const storage = options.storage ?? (process.env.DATABASE_URL?.trim() ? 'PostgreSQL' : 'PGlite');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-'));
  const port = await freePort();
  const base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (storage === 'PGlite') delete env.DATABASE_URL;
  else if (!env.DATABASE_URL?.trim()) throw new Error('PostgreSQL needs DATABASE_URL');
  const child = spawn(NODE, [...(options.nodeArgs ?? []), 'server/main.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, storage, pid: child.pid ?? 0, stop };
}
