// What the jackpot actors need from the rest of the app (shared by jackpot-handle.ts, in the
// first paint, and jackpot-actors.ts, loaded with the first sign-in).
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import type { Inspect, PlatformHandle } from '../../runtime/platform-actors.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';

export interface JackpotOptions {
  api: () => GraphQLClient;
  brand: () => string;
  session: SessionActors;
  /** The win overlay and the preferences consent. */
  platform: PlatformHandle;
  inspect: Inspect;
  /** Tests hand in a fake WebSocket; the browser's otherwise. */
  createSocket?: (url: string) => WebSocket;
}
