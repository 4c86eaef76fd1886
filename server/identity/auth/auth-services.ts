// What identity's services offer the resolvers and routes (built by services.ts). A module of
// its own, so the resolvers and the factory do not import each other.
import type { Log } from '../../log.ts';
import type { Brand, Environment } from '../../brands/brand.ts';
import type { Store } from '../../db/store.ts';
import type { VerifyAccessToken } from '../../graphql/viewer.ts';
import type { TokenPairs } from '../../players/token-pairs.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';
import type { StandIns } from '../../stand-ins.ts';
import type { MailLinks } from '../mail-links.ts';
import type { Notifier } from '../notifications.ts';
import type { ProviderRegistry } from '../oidc/providers.ts';
import type { Sessions } from '../sessions.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { SmsCodes } from './sms-codes.ts';

export interface AuthServices {
  store: Store;
  pubsub: PubSub;
  environment: Environment;
  standIns: StandIns;
  log: Log;
  now: () => Date;
  sessions: Sessions;
  smsCodes: SmsCodes;
  accessTokens: AccessTokens;
  tokenPairs: TokenPairs;
  providers: ProviderRegistry;
  verifyAccessToken: VerifyAccessToken;
  notifier: Notifier;
  /**
   * The links for the brand's emails; undefined (and an error logged) when the brand has no
   * public origin, which only production allows: then nothing may be sent.
   */
  mailLinks(brand: Brand): MailLinks | undefined;
}
