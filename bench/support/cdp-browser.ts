// Chromium driven over the DevTools protocol directly, for page-load benchmarks that must not
// change what they measure (decision 0047). Playwright (like Lighthouse) enables the protocol's
// Runtime domain on every page, and with it V8 captures a detailed stack trace at every Error
// construction: the first one re-parses every function on the stack for its source positions.
// React DOM creates errors while its 207 KB module wrapper evaluates, so a measured load spent
// 140–200 ms there at 4× CPU, against 7–13 ms without the domain (bench/lobby-lcp.ts).
// Here no domain is enabled that a page load does not need: Runtime.evaluate works without it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface CdpPage {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Calls back on each of the page's events of this method (e.g. Tracing.dataCollected). */
  on(method: string, listener: (params: Record<string, unknown>) => void): void;
  /** Runs an expression in the page and returns its value (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  /** Closes the page and its browser context (cache, cookies and storage go with it). */
  close(): Promise<void>;
}

export interface CdpBrowser {
  newPage(): Promise<CdpPage>;
  close(): Promise<void>;
}

function waitForEndpoint(chrome: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        chrome.stderr?.off('data', onData);
        resolve(match[1]!);
      }
    };
    chrome.stderr?.on('data', onData);
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
}

export async function launchCdpBrowser(
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<CdpBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lobby-cdp-'));
  const chrome = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const socket = new WebSocket(await waitForEndpoint(chrome));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
      sessionId?: string;
    };
    if (message.method) {
      for (const listener of listeners.get(`${message.sessionId}:${message.method}`) ?? [])
        listener(message.params ?? {});
      return;
    }
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      );
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      return {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const key = `${sessionId}:${method}`;
          listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        },
        async evaluate<T>(expression: string) {
          const { result, exceptionDetails } = await send<{
            result: { value: T };
            exceptionDetails?: { text: string };
          }>(
            'Runtime.evaluate',
            { expression, returnByValue: true, awaitPromise: true },
            sessionId,
          );
          if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
          return result.value;
        },
        async close() {
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      chrome.kill();
      await new Promise((resolve) => chrome.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The lobby benchmarks' load conditions: no browser cache, a slow-4G line (150 ms
 * RTT, 1.6 Mbps down, 750 kbps up) and a 4× slower CPU.
 */
export async function emulateColdSlow4G(page: {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}): Promise<void> {
  await page.send('Network.enable');
  await page.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
