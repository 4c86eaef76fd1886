// The per-request context the transport (HTTP or WebSocket) hands Yoga, from which the resolvers'
// context is built (build-context.ts). Its own module: the Yoga instance and its plugins
// (response-cache.ts) both name it without importing each other.
import type { ContextSources } from './build-context.ts';

/** What the transport hands Yoga with each request or WebSocket operation. */
export interface LobbyServerContext {
  traceId: string;
  /** Subscriptions run on WebSockets only: an HTTP one would hold a request open for ever. */
  transport: 'http' | 'ws';
  sources: ContextSources;
}
