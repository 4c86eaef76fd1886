// Identity and the custom token flow, wired once per server: keys, sessions, SMS codes, token
// pairs, the brands' identity providers, the bearer verifier, the notification limits and the
// brands' mail links. The resolvers take the result (identity/resolvers.ts).
import type { Log } from '../../log.ts';
import type { Brand, Environment } from '../../brands/brand.ts';
import { createPublicOriginOf, publicOriginVariable } from '../../brands/public-origin.ts';
import type { Store } from '../../db/store.ts';
import { createVerifyAccessToken } from '../../graphql/viewer.ts';
import { mailLinks } from '../mail-links.ts';
import { createNotifier, type NotificationLimits } from '../notifications.ts';
import { createProviderTokenLookup } from '../oidc/provider-tokens.ts';
import { createProviderRegistry } from '../oidc/providers.ts';
import { cachedSecret } from '../../db/secrets.ts';
import { createSessions } from '../sessions.ts';
import { createKeyRing } from '../signing-keys.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';
import type { StandIns } from '../../stand-ins.ts';
import { createAccessTokens } from './access-tokens.ts';
import type { AuthServices } from './auth-services.ts';
import { createSmsCodes } from './sms-codes.ts';
import { createTokenPairs } from './token-pairs.ts';

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
export const DEFAULT_SIGNING_KEY_ROTATION_HOURS = 24;
const HOUR_MS = 60 * 60_000;
/** The identity provider's ID tokens live an hour; its keys rotate monthly. */
const PROVIDER_KEY_POLICY = { rotateAfterMs: 30 * 24 * HOUR_MS, verifyForMs: 2 * 24 * HOUR_MS };

export interface AuthOptions {
  /** Lifetime of access tokens of both flows (ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds?: number;
  /** A new lobby signing key this often (SIGNING_KEY_ROTATION_HOURS). */
  signingKeyRotationHours?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Brand key → origin of its mail links (PUBLIC_ORIGINS, PUBLIC_ORIGIN_<BRAND>). */
  publicOrigins?: Readonly<Record<string, string>>;
  /** Port of the development mail-link default (PUBLIC_PORT/PORT); default the listening port. */
  publicPort?: number | undefined;
  /** Emails/SMS per recipient and per client an hour (decision 0029). */
  notificationLimits?: Partial<NotificationLimits>;
}

export interface AuthDependencies {
  store: Store;
  pubsub: PubSub;
  environment: Environment;
  /** Development stand-ins switched on (server/stand-ins.ts): the outbox, the country override. */
  standIns: StandIns;
  allBrands: () => Promise<Brand[]>;
  log: Log;
  /** The port the server listens on, once it does (the development mail-link default). */
  listeningPort?: () => number | undefined;
}

export function createAuthServices(
  deps: AuthDependencies,
  options: AuthOptions = {},
): AuthServices {
  const { store, pubsub, environment, log } = deps;
  const now = options.now ?? (() => new Date());
  const ttlSeconds = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  const rotationHours = options.signingKeyRotationHours ?? DEFAULT_SIGNING_KEY_ROTATION_HOURS;

  const sessions = createSessions(store, pubsub);
  const lobbyKeys = createKeyRing(
    store,
    {
      purpose: 'lobby-access-token',
      rotateAfterMs: rotationHours * HOUR_MS,
      // A retired key verifies until the last token it signed has expired.
      verifyForMs: ttlSeconds * 1000 + 60_000,
    },
    now,
  );
  const providerKeys = createKeyRing(
    store,
    { purpose: 'identity-provider', ...PROVIDER_KEY_POLICY },
    now,
  );
  const accessTokens = createAccessTokens(lobbyKeys, ttlSeconds, now);
  const providers = createProviderRegistry({
    store,
    sessions,
    keys: providerKeys,
    cookieSecret: cachedSecret(store, 'identity-provider-cookie-key'),
    accessTokenTtlSeconds: ttlSeconds,
    log,
  });
  const providerTokens = createProviderTokenLookup(providers, deps.allBrands, environment);
  const notifier = createNotifier({
    log,
    ...(options.notificationLimits ? { limits: options.notificationLimits } : {}),
  });
  const publicOriginOf = createPublicOriginOf({
    environment,
    overrides: options.publicOrigins ?? {},
    developmentPort: () => options.publicPort ?? deps.listeningPort?.(),
  });

  return {
    store,
    pubsub,
    environment,
    standIns: deps.standIns,
    log,
    now,
    sessions,
    smsCodes: createSmsCodes(store, cachedSecret(store, 'sms-code-pepper'), now, notifier),
    accessTokens,
    tokenPairs: createTokenPairs(store, sessions, accessTokens, now),
    providers,
    verifyAccessToken: createVerifyAccessToken({
      lobby: (token, request) =>
        accessTokens.verify(token, { origin: request.origin, brand: request.brand.key }),
      identityProvider: providerTokens,
      liveSession: (id) => sessions.live(id),
    }),
    notifier,
    mailLinks(brand: Brand) {
      const origin = publicOriginOf(brand);
      if (origin) return mailLinks(origin);
      log.error(
        { brand: brand.key },
        `brand ${brand.key} has no public origin: no email sent (set ${publicOriginVariable(brand.key)})`,
      );
      return undefined;
    },
  };
}
