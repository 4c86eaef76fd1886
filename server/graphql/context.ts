// The context every resolver receives. Built per HTTP request or per WebSocket operation
// by server/graphql/build-context.ts.
import type { SessionGuard } from '../players/session-guard.ts';
import type { Brand } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import type { PubSub } from '../pubsub/pubsub.ts';

/** Who is calling: a visitor, or a player with a live session (server/graphql/viewer.ts). */
export type Viewer =
  | { kind: 'visitor' }
  | {
      kind: 'player';
      playerId: string;
      /** The player session (the tokens' `sid`). */
      sessionId: string;
      /** Brand key: a player belongs to one brand. */
      brand: string;
    };

export interface RequestCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  subDivision: string | null;
  ipCountryCode: string;
}

export interface GraphQLContext {
  store: Store;
  pubsub: PubSub;
  /** Ends a player's subscriptions with the session (server/players/session-guard.ts). */
  sessionGuard: SessionGuard;
  brand: Brand;
  /** BCP 47 tag from the `locale` header or argument; the brand's default otherwise. */
  locale: string;
  country: RequestCountry;
  viewer: Viewer;
  /**
   * http(s)://host of the request (token issuers); undefined for an unusable Host. Never for
   * links in emails: the requester chooses it (brands/public-origin.ts).
   */
  origin?: string | undefined;
  /** The requester's IP address (identity's per-client notification limit). */
  clientAddress: string;
  /** Sent back in every error's extensions, and logged, to find a request again. */
  traceId: string;
}
