// Raw WebSocket helpers for the subscription tests: open with a subprotocol, read JSON messages
// in order, and wait for the close code.
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  send(message: unknown): void;
  /** The next message whose type is `type` (earlier ones of other types are skipped). */
  next<T = Record<string, unknown>>(type?: string, timeoutMs?: number): Promise<T>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openSocket(
  url: string,
  protocols: string | string[],
  /** E.g. the public Host a load balancer keeps (helpers/forwarded.ts). */
  headers?: Record<string, string>,
): Promise<TestSocket> {
  const socket = new WebSocket(url, protocols, headers ? { headers } : {});
  const queue: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
  return {
    socket,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next<T>(type?: string, timeoutMs = 5_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((message) => type === undefined || message.type === type);
        if (index >= 0) return queue.splice(index, 1)[0] as T;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no "${type}" message within ${timeoutMs} ms: ${JSON.stringify(queue)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    closed,
  };
}

/** Opens an upgrade that the server is expected to refuse; resolves with the HTTP status. */
export function refusedUpgrade(url: string, protocols: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => undefined);
  });
}
