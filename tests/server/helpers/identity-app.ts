// A listening lobby server on PGlite or PostgreSQL (own schema) with the demo brands and demo
// accounts, for the identity and token-flow tests: GraphQL over fetch, the dev outbox, and a
// movable clock.
import type { FastifyInstance } from 'fastify';
import type { AuthOptions } from '../../../server/identity/auth/services.ts';
import type { Environment } from '../../../server/brands/brand.ts';
import type { Store } from '../../../server/db/store.ts';
import { seedDemoAccounts } from '../../../server/identity/demo-accounts.ts';
import type { OutboxMessage } from '../../../server/identity/outbox.ts';
import type { PubSub } from '../../../server/pubsub/pubsub.ts';
import { SMS_RESEND_COOLDOWN_MS } from '../../../server/identity/auth/sms-codes.ts';
import { openMigratedStore, type BackendKind } from './catalogue.ts';
import { buildTestApp, listen } from './lobby-app.ts';

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface IdentityApp {
  store: Store;
  app: FastifyInstance;
  http: string;
  ws: string;
  port: number;
  clock: TestClock;
  logs: string[];
  close(): Promise<void>;
}

export interface IdentityAppOptions {
  auth?: Omit<AuthOptions, 'now'>;
  /** Given: the caller's to close (e.g. Redis); default in-process. */
  pubsub?: PubSub;
  /** Default 'development'. */
  environment?: Environment;
  /** How long brands are cached (default 2 s); 0 for tests that add brands. */
  brandCacheMs?: number;
}

export async function openIdentityApp(
  kind: BackendKind,
  options: IdentityAppOptions = {},
): Promise<IdentityApp> {
  const opened = await openMigratedStore(kind, 'identity');
  await seedDemoAccounts(opened.store);
  const clock = testClock();
  const { app, logs } = await buildTestApp(opened.store, {
    responseCache: false,
    auth: { ...options.auth, now: clock.now },
    ...(options.pubsub ? { pubsub: options.pubsub } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.brandCacheMs !== undefined ? { brandCacheMs: options.brandCacheMs } : {}),
  });
  const urls = await listen(app);
  return {
    store: opened.store,
    app,
    http: urls.http,
    ws: `${urls.ws}/lobby-graphql`,
    port: Number(new URL(urls.http).port),
    clock,
    logs,
    async close() {
      await app.close();
      await opened.cleanup();
    },
  };
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

export async function gql<T = Record<string, unknown>>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; brand?: string } = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${base}/lobby-graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      brand: options.brand ?? 'aurora',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLResponse<T>;
}

/** The error type the client reads: reasons[0], else type. */
export function errorType(response: GraphQLResponse<unknown>): string | undefined {
  const extensions = response.errors?.[0]?.extensions;
  const reasons = extensions?.reasons;
  return Array.isArray(reasons) && typeof reasons[0] === 'string'
    ? reasons[0]
    : (extensions?.type as string | undefined);
}

export async function outbox(
  base: string,
  filter: { brand?: string; to?: string } = {},
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams(filter as Record<string, string>);
  const res = await fetch(`${base}/dev/outbox.json?${query}`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

export const VIEWER_QUERY = 'query GetPlayerInfo { viewer { player { id email } } }';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

export const REQUEST_SMS_CODE = `mutation RequestSmsCode($phone: String!) {
  requestSmsCode(phoneNumber: $phone) { expiresAt resendAvailableAt } }`;
export const SIGN_IN_WITH_SMS_CODE = `mutation SignInWithSmsCode($phone: String!, $code: String!) {
  signInWithSmsCode(phoneNumber: $phone, code: $code) { accessToken refreshToken accessTokenExpiresAt } }`;
export const REFRESH_ACCESS_TOKEN = `mutation RefreshAccessToken($refreshToken: String!) {
  refreshAccessToken(refreshToken: $refreshToken) { accessToken refreshToken accessTokenExpiresAt } }`;

/** The SMS sign-in, reading the code from the outbox. Moves the clock past the resend cooldown. */
export async function smsSignIn(
  server: IdentityApp,
  phone: string,
  brand = 'aurora',
): Promise<TokenPair> {
  server.clock.advance(SMS_RESEND_COOLDOWN_MS);
  const requested = await gql(server.http, REQUEST_SMS_CODE, { phone }, { brand });
  if (requested.errors) throw new Error(`requestSmsCode: ${JSON.stringify(requested.errors)}`);
  const [sms] = await outbox(server.http, { brand, to: phone });
  if (!sms?.code) throw new Error(`no SMS code for ${phone} on ${brand}`);
  const signedIn = await gql<{ signInWithSmsCode: TokenPair }>(
    server.http,
    SIGN_IN_WITH_SMS_CODE,
    { phone, code: sms.code },
    { brand },
  );
  if (!signedIn.data) throw new Error(`signInWithSmsCode: ${JSON.stringify(signedIn.errors)}`);
  return signedIn.data.signInWithSmsCode;
}
