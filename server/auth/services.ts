// Identity and the custom token flow, wired once per server: keys, sessions, SMS codes, token
// pairs, the brands' identity providers, the bearer verifier and the GraphQL resolvers.
import type { FastifyBaseLogger } from 'fastify';
import type { Brand, Environment } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { mergeServiceResolvers } from '../graphql/resolvers.ts';
import { createVerifyAccessToken, type VerifyAccessToken } from '../graphql/viewer.ts';
import { createProviderTokenLookup } from '../identity/oidc/provider-tokens.ts';
import { createProviderRegistry, type ProviderRegistry } from '../identity/oidc/providers.ts';
import { cachedSecret } from '../identity/secrets.ts';
import { createSessions, type Sessions } from '../identity/sessions.ts';
import { createKeyRing } from '../identity/signing-keys.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { createAccessTokens, type AccessTokens } from './access-tokens.ts';
import { accountResolvers } from './account-resolvers.ts';
import { sessionResolvers } from './session-resolvers.ts';
import { createSmsCodes, type SmsCodes } from './sms-codes.ts';
import { createTokenPairs, type TokenPairs } from './token-pairs.ts';

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
}

export interface AuthDependencies {
  store: Store;
  pubsub: PubSub;
  environment: Environment;
  allBrands: () => Promise<Brand[]>;
  log: FastifyBaseLogger;
}

export interface AuthServices {
  store: Store;
  pubsub: PubSub;
  environment: Environment;
  log: FastifyBaseLogger;
  now: () => Date;
  sessions: Sessions;
  smsCodes: SmsCodes;
  accessTokens: AccessTokens;
  tokenPairs: TokenPairs;
  providers: ProviderRegistry;
  verifyAccessToken: VerifyAccessToken;
  resolvers: Resolvers;
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

  const partial = {
    store,
    pubsub,
    environment,
    log,
    now,
    sessions,
    smsCodes: createSmsCodes(store, cachedSecret(store, 'sms-code-pepper'), now),
    accessTokens,
    tokenPairs: createTokenPairs(store, sessions, accessTokens, now),
    providers,
    verifyAccessToken: createVerifyAccessToken({
      lobby: (token, request) =>
        accessTokens.verify(token, { origin: request.origin, brand: request.brand.key }),
      identityProvider: providerTokens,
      liveSession: (id) => sessions.live(id),
    }),
  };
  const services: AuthServices = { ...partial, resolvers: {} };
  services.resolvers = mergeServiceResolvers(
    accountResolvers(services),
    sessionResolvers(services),
  );
  return services;
}
