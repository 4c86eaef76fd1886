// What the session's first-paint half (session-actors.ts) shares with its lazily loaded
// effects (session-effects.ts).
import type { StoredTokens } from '../../adapters/auth/token-storage.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import type { NavigationPort } from '../../runtime/navigation.ts';
import type { Inspect } from '../../runtime/platform-actors.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';

export interface SessionOptions {
  api: () => GraphQLClient;
  brand: () => string;
  /** A visitor's raffle currency (the brand's default). */
  defaultCurrency: () => string;
  /** The brand's licence (settings.license), for licence-gated banners. */
  licence: () => string | null;
  /** The brand's EnablePhoneVerification toggle and whether the player skipped it. */
  phoneVerification: () => { enabled: boolean; skipped: boolean };
  /** Tests hand in a fake jackpot WebSocket; the browser's otherwise. */
  createSocket?: (url: string) => WebSocket;
  /** The lobby GraphQL WebSocket (ws:// or wss://…/lobby-graphql). */
  socketUrl: string;
  /** Whether the server runs in development (the platform's feature-flag overrides). */
  development: () => boolean;
  /** The logout redirect goes through the router. */
  navigation: NavigationPort;
  inspect: Inspect;
}

/** The tokens this tab uses; null for a visitor. Shared with the lazily loaded effects. */
export interface SessionState {
  current: StoredTokens | null;
}

export type SessionActorRefs = Pick<SessionActors, 'lobby' | 'session' | 'tokenRefresh'>;
