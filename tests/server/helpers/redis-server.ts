// A private Redis for the fault tests: `redis-server` as a child process on a free port, which a
// test can kill (an outage) and start again on the same port (recovery). The shared REDIS_URL
// server is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN?.trim() || '/usr/bin/redis-server';

/** Why the fault tests cannot run here, or undefined when they can. */
export const redisServerUnavailable = existsSync(REDIS_SERVER_BIN)
  ? undefined
  : `${REDIS_SERVER_BIN} is missing (apt-get install redis-server, or set REDIS_SERVER_BIN)`;

export interface PrivateRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL: a crash, not a clean shutdown) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port (if it is down); resolves once it accepts connections. */
  restart(): Promise<void>;
  /** Subscribers of a channel, as Redis counts them (PUBSUB NUMSUB); 0 while it is down. */
  subscribers(channel: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) return;
    const started = spawn(
      REDIS_SERVER_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'pipe' },
    );
    child = started;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${out}`)),
        10_000,
      );
      started.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${out}`));
      });
    });
  }

  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    port,
    url,
    kill,
    restart: start,
    async subscribers(channel) {
      const client = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const reply = (await client.pubsub('NUMSUB', channel)) as [string, number];
        return Number(reply[1]);
      } catch {
        return 0;
      } finally {
        client.disconnect();
      }
    },
    stop: kill,
  };
}
