// Builds the GraphQLContext of one HTTP request or one WebSocket operation from its headers (and,
// on a socket, the connection_init payload, since browsers cannot set headers on WebSockets).
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { defaultLocale, findLocale } from '../../machines/locale/locales.ts';
import type { Brand, Environment } from '../brands/brand.ts';
import { resolveBrand } from '../brands/resolve-brand.ts';
import type { Store } from '../db/store.ts';
import { cookieValue } from '../http/cookies.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionGuard } from '../players/session-guard.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { GraphQLContext } from './context.ts';
import { requestCountry } from './request-country.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { bearerToken, resolveViewer, type VerifyAccessToken } from './viewer.ts';

export interface ContextDependencies {
  store: Store;
  pubsub: PubSub;
  sessionGuard: SessionGuard;
  environment: Environment;
  /** The country-override stand-in (server/stand-ins.ts): `x-lobby-country` is honoured. */
  countryOverride: boolean;
  /** Every brand, read per request (brandLookup in server/http/request-brand.ts). */
  allBrands: () => Promise<Brand[]>;
  /** Bearer tokens to players (viewer.ts, built by server/identity/auth/services.ts); tests pass stubs. */
  verifyAccessToken: VerifyAccessToken;
  /**
   * The test-fixtures stand-in: a request's subscriptions also count under its
   * SUBSCRIPTION_TAG_COOKIE (pubsub.started), so a test waits for its own page's subscription.
   */
  tagSubscriptions?: boolean;
}

/** The cookie an end-to-end browser context sets to tell its subscriptions apart. */
export const SUBSCRIPTION_TAG_COOKIE = 'fixtureTag';

/** The pub/sub as one request sees it: its subscriptions counted under its tag too. */
function taggedPubSub(pubsub: PubSub, tag: string): PubSub {
  return {
    kind: pubsub.kind,
    status: () => pubsub.status(),
    publish: (topic, payload) => pubsub.publish(topic, payload),
    subscribe: (topic, options) => pubsub.subscribe(topic, { countAs: tag, ...options }),
    started: (topic, countAs) => pubsub.started(topic, countAs),
    close: () => pubsub.close(),
  };
}

export interface ContextSources {
  headers: IncomingHttpHeaders;
  /** The client's IP address: Fastify's request.ip, or the socket's remote address. */
  clientAddress: string;
  /** The WebSocket connection_init payload: accessToken, and optionally brand and locale. */
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
}

/** 128 random bits in hex, like a W3C trace id: short enough to read out to support. */
export function newTraceId(): string {
  return randomBytes(16).toString('hex');
}

export async function buildContext(
  deps: ContextDependencies,
  sources: ContextSources,
  traceId: string,
): Promise<GraphQLContext> {
  const { headers, connectionParams } = sources;
  const brand = resolveBrand(await deps.allBrands(), {
    brandHeader: stringParam(connectionParams?.brand) ?? headers.brand,
    host: headers.host,
  });
  if (!brand) throw new HttpError(503, 'no_brands', 'No brand is configured.');

  const locale =
    findLocale(stringParam(connectionParams?.locale) ?? firstHeader(headers.locale)) ??
    defaultLocale(brand.defaultLocale);

  const token =
    connectionParams === undefined
      ? bearerToken(headers.authorization)
      : stringParam(connectionParams.accessToken)?.replace(/^Bearer\s+/i, '');

  const origin = requestOrigin(headers);
  const tag = deps.tagSubscriptions
    ? cookieValue(firstHeader(headers.cookie), SUBSCRIPTION_TAG_COOKIE)
    : undefined;
  return {
    store: deps.store,
    pubsub: tag ? taggedPubSub(deps.pubsub, tag) : deps.pubsub,
    sessionGuard: deps.sessionGuard,
    brand,
    locale: locale.tag,
    country: requestCountry(headers, brand.license, deps.countryOverride),
    viewer: await resolveViewer(token, { brand, origin }, deps.verifyAccessToken),
    origin,
    clientAddress: sources.clientAddress,
    traceId,
  };
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
