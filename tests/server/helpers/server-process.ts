// Runs `node server/main.ts` as a child process, the way `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(REPO, 'node_modules', '.bin', 'node');

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // PGlite (and its DATA_DIR lock) unless the test names a database itself, whatever the outer
  // shell sets; the same for Redis.
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  Object.assign(childEnv, env);
  const child = spawn(NODE, ['server/main.ts'], { cwd: REPO, env: childEnv, stdio: 'pipe' });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits for the "listening" log line and returns the URL it names. */
// Generous: on a loaded 2-core machine a cold start (PGlite, migrations, seed) has taken > 30 s.
export async function waitForUrl(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    for (const line of server.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { url?: string };
      if (entry.url) return entry.url;
    }
    if (exitCode !== undefined) {
      throw new Error(`server exited (${exitCode}) before listening:\n${server.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `server did not listen within ${timeoutMs} ms:\n${server.stdout()}\n${server.stderr()}`,
  );
}

/** Ends a server still running when a test fails, so no process outlives the suite. */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}
