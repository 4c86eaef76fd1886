// What the raffle actors need from the rest of the app (shared by raffle-handle.ts, in the first
// paint, and raffle-actors.ts, loaded on first use).
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import type { JackpotHandle } from '../../runtime/jackpot.ts';
import type { Inspect, PlatformHandle } from '../../runtime/platform-actors.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';

export interface RaffleOptions {
  api: () => GraphQLClient;
  brand: () => string;
  /** A visitor's raffle currency (the brand's default). */
  defaultCurrency: () => string;
  session: SessionActors;
  /** The raffle-win overlay. */
  platform: PlatformHandle;
  /** The jackpot socket carries the raffle's tickets and draws. */
  jackpot: JackpotHandle;
  inspect: Inspect;
}
