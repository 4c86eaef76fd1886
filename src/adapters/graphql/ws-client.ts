// Subscriptions over WebSocket on /lobby-graphql (graphql-transport-ws), platform-core §7/§9:
// automatic reconnect with a wait growing from 1 s by a factor of 1.2 with jitter 0.5, a 30 s
// connection timeout, keep-alive pings, the access token in connection_init, and on the error
// 'Error resolving subscription context' the socket is closed and opened again.
import { createClient, type Client } from 'graphql-ws';
import type { TypedDocument } from './client.ts';

export const RECONNECT_INITIAL_MS = 1000;
export const RECONNECT_FACTOR = 1.2;
export const RECONNECT_JITTER = 0.5;
export const CONNECTION_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_MS = 10_000;
export const SUBSCRIPTION_CONTEXT_ERROR = 'Error resolving subscription context';

/** Wait before reconnect attempt `retries` (0-based); `random` in [0, 1). */
export function reconnectDelayMs(retries: number, random: number): number {
  const base = RECONNECT_INITIAL_MS * RECONNECT_FACTOR ** retries;
  return Math.round(base * (1 - RECONNECT_JITTER + random * RECONNECT_JITTER * 2));
}

export interface SubscriptionClientOptions {
  url: string;
  accessToken: () => string | null;
  random?: () => number;
  /** The server acknowledged a (re)connection. */
  onConnected?: () => void;
  /** The socket closed (it reconnects by itself). */
  onClosed?: () => void;
}

export function createSubscriptionClient(options: SubscriptionClientOptions) {
  const random = options.random ?? Math.random;
  const client: Client = createClient({
    url: options.url,
    lazy: true,
    keepAlive: KEEP_ALIVE_MS,
    connectionAckWaitTimeout: CONNECTION_TIMEOUT_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries, random()))),
    on: {
      connected: () => options.onConnected?.(),
      closed: () => options.onClosed?.(),
    },
    connectionParams: () => {
      const accessToken = options.accessToken();
      return accessToken ? { accessToken } : {};
    },
  });

  return {
    /** Subscribes; returns the function that ends the subscription. */
    subscribe<TResult>(
      document: TypedDocument<TResult, Record<string, never>>,
      onData: (data: TResult) => void,
      /** The error messages of a failed subscription (after the socket's own handling). */
      onError?: (messages: string[]) => void,
    ): () => void {
      return client.subscribe<TResult>(
        { query: document.toString() },
        {
          next: (result) => {
            if (result.data) onData(result.data as TResult);
          },
          error: (error) => {
            const messages = Array.isArray(error)
              ? error.map((e: { message?: string }) => e.message)
              : [String(error)];
            // The server could not build this socket's context (e.g. a token that just expired):
            // a fresh connection gets a fresh context.
            if (messages.some((message) => message?.includes(SUBSCRIPTION_CONTEXT_ERROR)))
              client.terminate();
            onError?.(messages.filter((message): message is string => typeof message === 'string'));
          },
          complete: () => {},
        },
      );
    },
    dispose: () => client.dispose(),
  };
}

export type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;
