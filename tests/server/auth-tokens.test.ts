// The custom token flow's tokens on the lobby API: what a valid access token carries, forged and
// expired tokens (wrong signature, alg none, HS256 keyed with the public key, wrong audience or
// issuer) leaving the caller a visitor, refresh rotation and reuse detection, logout, key
// rotation, viewer and flow settings. On PGlite and, when DATABASE_URL is set, PostgreSQL.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { REFRESH_RETRY_GRACE_MS } from '../../server/identity/auth/refresh-tokens.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  openIdentityApp,
  REFRESH_ACCESS_TOKEN,
  smsSignIn,
  VIEWER_QUERY,
  type GraphQLResponse,
  type IdentityApp,
  type TokenPair,
} from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';

const HOUR_MS = 60 * 60_000;
const { demo, casino } = DEMO_ACCOUNTS;

interface StoredKey {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function tokensSuite(kind: BackendKind): void {
  let server: IdentityApp;
  let origin: string;

  beforeAll(async () => {
    server = await openIdentityApp(kind);
    origin = server.http;
  });
  afterAll(() => server?.close());
  // Past the hourly SMS allowance of the previous test.
  beforeEach(() => server.clock.advance(HOUR_MS));

  const viewerWith = (token: string) =>
    gql<{ viewer: { player: { id: string; email: string } } }>(origin, VIEWER_QUERY, {}, { token });
  const refresh = (refreshToken: string, brand = 'aurora') =>
    gql<{ refreshAccessToken: TokenPair }>(
      origin,
      REFRESH_ACCESS_TOKEN,
      { refreshToken },
      { brand },
    );

  async function currentKey(): Promise<StoredKey> {
    const { rows } = await server.store.query<StoredKey>(
      `select kid, private_jwk, public_jwk from signing_keys
       where purpose = 'lobby-access-token' order by created_at desc limit 1`,
    );
    if (!rows[0]) throw new Error('no lobby signing key');
    return rows[0];
  }

  /** A token signed with the server's real key: the control for the forgeries below. */
  async function signWithServerKey(
    payload: JWTPayload,
    header: Record<string, unknown> = {},
  ): Promise<string> {
    const key = await currentKey();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt', ...header })
      .sign(await importJWK(key.private_jwk, 'ES256'));
  }

  function expectVisitor(response: GraphQLResponse<unknown>): void {
    expect(response.data ?? null).toBeNull();
    expect(errorType(response)).toBe('AuthenticationFailure');
  }

  it('signs players in with a short-lived ES256 JWT for this site, and a refresh token', async () => {
    const pair = await smsSignIn(server, demo.phoneNumber);
    const header = decodeProtectedHeader(pair.accessToken);
    const claims = decodeJwt(pair.accessToken);
    expect(header).toEqual({ alg: 'ES256', kid: (await currentKey()).kid, typ: 'at+jwt' });
    expect(claims).toMatchObject({ iss: `${origin}/lobby`, aud: 'lobby', brand: 'aurora' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(new Date(pair.accessTokenExpiresAt).getTime()).toBe((claims.exp ?? 0) * 1000);
    expect(pair.refreshToken).toMatch(/^[\w-]{43}$/);
    const { rows } = await server.store.query<{ method: string; player_id: string }>(
      'select method, player_id from player_sessions where id = $1',
      [claims.sid],
    );
    expect(rows).toEqual([{ method: 'SMS', player_id: claims.sub }]);
    expect((await viewerWith(pair.accessToken)).data?.viewer.player).toEqual({
      id: claims.sub,
      email: demo.email,
    });
    // The refresh token is stored as a hash only.
    const stored = await server.store.query<{ token_hash: string }>(
      'select token_hash from lobby_refresh_tokens',
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(pair.refreshToken);
  });

  it('accepts a token signed with its key, and refuses every forgery and expired token', async () => {
    const pair = await smsSignIn(server, casino.phoneNumber);
    const claims = decodeJwt(pair.accessToken);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const base = {
      sub: claims.sub,
      sid: claims.sid,
      brand: 'aurora',
      iss: `${origin}/lobby`,
      aud: 'lobby',
      iat: now,
      exp: now + 300,
    };
    const key = await currentKey();

    // Control: the test's own signing is right, so the refusals below are about the forgery.
    expect((await viewerWith(await signWithServerKey(base))).data?.viewer.player.id).toBe(
      claims.sub,
    );

    const [headerPart, payloadPart, signature] = pair.accessToken.split('.') as [
      string,
      string,
      string,
    ];
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forgeries: Record<string, string> = {
      'a signature by another key': await new SignJWT(base)
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
        .sign(otherKey),
      'a changed payload under the original signature': `${headerPart}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      'alg none': `${base64url({ alg: 'none', kid: key.kid, typ: 'at+jwt' })}.${payloadPart}.`,
      'HS256 keyed with the public key': (() => {
        const head = base64url({ alg: 'HS256', kid: key.kid, typ: 'at+jwt' });
        const mac = createHmac('sha256', JSON.stringify(key.public_jwk))
          .update(`${head}.${payloadPart}`)
          .digest('base64url');
        return `${head}.${payloadPart}.${mac}`;
      })(),
      'a wrong audience': await signWithServerKey({ ...base, aud: 'payments' }),
      'a wrong issuer': await signWithServerKey({ ...base, iss: 'http://evil.example/lobby' }),
      'an ID token type': await signWithServerKey(base, { typ: 'JWT' }),
      'another brand': await signWithServerKey({ ...base, brand: 'nordlys' }),
      'an expired token': await signWithServerKey({ ...base, iat: now - 600, exp: now - 1 }),
      'an unknown kid': await signWithServerKey(base, { kid: 'no-such-key' }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(forgeries)) {
      const response = await viewerWith(token);
      expect({ name, type: errorType(response), data: response.data ?? null }).toEqual({
        name,
        type: 'AuthenticationFailure',
        data: null,
      });
    }
    // A forged bearer does not break public queries: the caller is a visitor.
    const catalogue = await gql(
      origin,
      '{ countryContext { countryCode } }',
      {},
      { token: forgeries['alg none'] ?? '' },
    );
    expect(catalogue).toEqual({ data: { countryContext: { countryCode: 'MT' } } });

    // The real token expires with the clock.
    server.clock.advance(301_000);
    expectVisitor(await viewerWith(pair.accessToken));
  });

  it('a refresh whose answer was lost (a navigation mid-refresh) can be sent again within the grace while its successor is unused', async () => {
    const first = await smsSignIn(server, demo.phoneNumber);
    const lost = (await refresh(first.refreshToken)).data?.refreshAccessToken;
    expect(lost?.refreshToken).toEqual(expect.any(String));
    // The page never saw `lost` and sends its old token again, a few seconds later.
    server.clock.advance(REFRESH_RETRY_GRACE_MS - 1_000);
    const retried = (await refresh(first.refreshToken)).data?.refreshAccessToken;
    expect(retried?.refreshToken).toEqual(expect.any(String));
    expect(retried?.refreshToken).not.toBe(lost?.refreshToken);
    expect(decodeJwt(retried?.accessToken ?? '').sid).toBe(decodeJwt(first.accessToken).sid);
    // The lost successor is retired: whoever holds it is a copy, and the session ends.
    const copy = await refresh(lost?.refreshToken ?? '');
    expect(copy.errors?.[0]?.extensions.reasons).toEqual([
      'InvalidTokenFailure',
      'RefreshTokenReused',
    ]);
    expectVisitor(await viewerWith(retried?.accessToken ?? ''));
  });

  it('after its successor was used, or past the grace, a second use is a reuse', async () => {
    const first = await smsSignIn(server, demo.phoneNumber);
    const next = (await refresh(first.refreshToken)).data?.refreshAccessToken;
    await refresh(next?.refreshToken ?? '');
    const reused = await refresh(first.refreshToken);
    expect(reused.errors?.[0]?.extensions.reasons).toEqual([
      'InvalidTokenFailure',
      'RefreshTokenReused',
    ]);

    const other = await smsSignIn(server, demo.phoneNumber);
    await refresh(other.refreshToken);
    server.clock.advance(REFRESH_RETRY_GRACE_MS + 1_000);
    const late = await refresh(other.refreshToken);
    expect(late.errors?.[0]?.extensions.reasons).toEqual([
      'InvalidTokenFailure',
      'RefreshTokenReused',
    ]);
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const first = await smsSignIn(server, demo.phoneNumber);
    const rotated = await refresh(first.refreshToken);
    const second = rotated.data?.refreshAccessToken;
    expect(second?.refreshToken).toEqual(expect.any(String));
    expect(second?.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second?.accessToken ?? '').sid).toBe(decodeJwt(first.accessToken).sid);
    expect((await viewerWith(second?.accessToken ?? '')).data?.viewer.player.email).toBe(
      demo.email,
    );

    // Past the grace for a lost answer (REFRESH_RETRY_GRACE_MS): a copy.
    server.clock.advance(REFRESH_RETRY_GRACE_MS + 1_000);
    const reused = await refresh(first.refreshToken);
    expect(errorType(reused)).toBe('InvalidTokenFailure');
    expect(reused.errors?.[0]?.extensions.reasons).toEqual([
      'InvalidTokenFailure',
      'RefreshTokenReused',
    ]);
    // The family died: the newest refresh token and the access tokens of the session too.
    expect(errorType(await refresh(second?.refreshToken ?? ''))).toBe('InvalidTokenFailure');
    expectVisitor(await viewerWith(second?.accessToken ?? ''));
    const { rows } = await server.store.query<{ end_reason: string }>(
      'select end_reason from player_sessions where id = $1',
      [decodeJwt(first.accessToken).sid],
    );
    expect(rows).toEqual([{ end_reason: 'TOKEN_REUSE' }]);
  });

  it('refuses unknown, foreign-brand and expired refresh tokens', async () => {
    expect(errorType(await refresh('x'.repeat(43)))).toBe('InvalidTokenFailure');
    expect(errorType(await refresh(''))).toBe('InvalidTokenFailure');
    const pair = await smsSignIn(server, demo.phoneNumber, 'kingfisher');
    expect(errorType(await refresh(pair.refreshToken, 'aurora'))).toBe('InvalidTokenFailure');
    // Refused on another brand, the token still works where it belongs…
    const rotated = await refresh(pair.refreshToken, 'kingfisher');
    expect(rotated.data?.refreshAccessToken.refreshToken).toEqual(expect.any(String));
    // …until the sign-in is 30 days old.
    server.clock.advance(30 * 24 * HOUR_MS + 1000);
    const expired = await refresh(
      rotated.data?.refreshAccessToken.refreshToken ?? '',
      'kingfisher',
    );
    expect(expired.errors?.[0]?.extensions.reasons).toEqual([
      'InvalidTokenFailure',
      'RefreshTokenExpired',
    ]);
  });

  it('logs out the bearer: its access and refresh tokens stop working', async () => {
    expect(errorType(await gql(origin, 'mutation { logout { loggedOut } }'))).toBe(
      'AuthenticationFailure',
    );
    const pair = await smsSignIn(server, casino.phoneNumber, 'nordlys');
    const logout = await gql(
      origin,
      'mutation Logout { logout { loggedOut } }',
      {},
      { token: pair.accessToken, brand: 'nordlys' },
    );
    expect(logout).toEqual({ data: { logout: { loggedOut: true } } });
    expect(
      errorType(await gql(origin, VIEWER_QUERY, {}, { token: pair.accessToken, brand: 'nordlys' })),
    ).toBe('AuthenticationFailure');
    expect(errorType(await refresh(pair.refreshToken, 'nordlys'))).toBe('InvalidTokenFailure');
  });

  it('answers GetPlayerInfo and GetCustomerInfo with the spec fields', async () => {
    const pair = await smsSignIn(server, demo.phoneNumber, 'puravida');
    const response = await gql<{
      viewer: { player: Record<string, unknown>; customer: Record<string, unknown> };
    }>(
      origin,
      `query GetPlayerInfo { viewer { player {
        id playerId accountStatus { status cause reopenByCustomerAllowed }
        country { id code name currency } language email isPhoneNumberVerified phoneNumber
        realityCheckPeriod personalInfo { street city firstName lastName dateOfBirth zipCode ssn state }
        emailVerified marketingPreferences { marketingBlocked } isSuppressedInAnyCommunicationGroup
        isSmsMarketingAccepted isEmailMarketingAccepted isPhoneMarketingAccepted termsAccepted
        privacyPolicyAccepted isInstantBankingBlocked instantBankingBlock { activeFrom }
        selfExclusionDetails { exclusionEndsAt } timeouts { timeoutEndsAt } areWithdrawalsBlocked
        kycCheckStatus { status deadline verificationsDone verificationsMissing } totalDepositAmount
        sourceOfWealthStatus { dueDate } bankingCDD }
      customer { id popUpsNeeded isCancelWithdrawalBlocked isIncreaseDepositLimitBlocked isRewardsBlocked isDepositsBlocked } } }`,
      {},
      { token: pair.accessToken, brand: 'puravida' },
    );
    const playerId = decodeJwt(pair.accessToken).sub;
    expect(response.data?.viewer.player).toMatchObject({
      id: playerId,
      playerId,
      accountStatus: { status: 'Active', cause: null, reopenByCustomerAllowed: false },
      country: { id: 'CA', code: 'CA', name: 'Canada', currency: 'CAD' },
      language: 'en_CA',
      email: demo.email,
      isPhoneNumberVerified: true,
      phoneNumber: demo.phoneNumber,
      personalInfo: { firstName: 'Demo', lastName: 'Player', dateOfBirth: '1990-01-01' },
      emailVerified: true,
      termsAccepted: true,
      privacyPolicyAccepted: true,
      totalDepositAmount: 0,
    });
    expect(response.data?.viewer.customer).toEqual({
      id: playerId,
      popUpsNeeded: [],
      isCancelWithdrawalBlocked: false,
      isIncreaseDepositLimitBlocked: false,
      isRewardsBlocked: false,
      isDepositsBlocked: false,
    });
    expectVisitor(await gql(origin, 'query GetCustomerInfo { viewer { customer { id } } }'));
  });

  it('tells which sign-in flow and registration form apply in a country, ROW by default', async () => {
    const query =
      'query ($c: String) { flowSettings(countryCode: $c) { countryCode loginFlow registrationFormType isDefault } }';
    expect((await gql(origin, query, { c: 'FI' }, { brand: 'nordlys' })).data).toEqual({
      flowSettings: {
        countryCode: 'FI',
        loginFlow: 'Sms',
        registrationFormType: 'TRUSTLY',
        isDefault: false,
      },
    });
    expect((await gql(origin, query, { c: 'se' }, { brand: 'nordlys' })).data).toEqual({
      flowSettings: {
        countryCode: 'SE',
        loginFlow: 'Keycloak',
        registrationFormType: 'DINO',
        isDefault: true,
      },
    });
    // Without a country: the request's (nordlys visitors default to Finland).
    expect((await gql(origin, query, {}, { brand: 'nordlys' })).data).toMatchObject({
      flowSettings: { countryCode: 'FI', loginFlow: 'Sms' },
    });
    expect(errorType(await gql(origin, query, { c: 'Finland' }, { brand: 'nordlys' }))).toBe(
      'InvalidCountryCode',
    );
  });
}

describeStores('custom token flow', (kind) => tokensSuite(kind));
describe('signing key rotation', () => {
  let server: IdentityApp;
  beforeAll(async () => {
    server = await openIdentityApp('pglite', {
      auth: { accessTokenTtlSeconds: 2 * 60 * 60, signingKeyRotationHours: 1 },
    });
  });
  afterAll(() => server?.close());

  it('signs with a new key every rotation period; old tokens verify until they expire', async () => {
    const first = await smsSignIn(server, demo.phoneNumber);
    server.clock.advance(61 * 60_000);
    const second = await smsSignIn(server, casino.phoneNumber);
    const [firstKid, secondKid] = [first, second].map(
      (pair) => decodeProtectedHeader(pair.accessToken).kid,
    );
    expect(secondKid).not.toBe(firstKid);
    // The first token (its key retired from signing) is still good…
    expect(
      (await gql(server.http, VIEWER_QUERY, {}, { token: first.accessToken })).data,
    ).toBeTruthy();
    // …until it expires; then its key stops verifying altogether.
    server.clock.advance(2 * 60 * 60_000);
    expect(errorType(await gql(server.http, VIEWER_QUERY, {}, { token: first.accessToken }))).toBe(
      'AuthenticationFailure',
    );
    const { rows } = await server.store.query<{ kid: string; verify_until: Date }>(
      `select kid, verify_until from signing_keys where purpose = 'lobby-access-token' order by created_at`,
    );
    expect(rows.map((row) => row.kid)).toEqual([firstKid, secondKid]);
    expect(rows[0]?.verify_until.getTime()).toBeLessThan(server.clock.now().getTime());
  });
});

describe('token configuration', () => {
  it('reads ACCESS_TOKEN_TTL_SECONDS and SIGNING_KEY_ROTATION_HOURS, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({
      accessTokenTtlSeconds: 300,
      signingKeyRotationHours: 24,
    });
    expect(
      loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '20', SIGNING_KEY_ROTATION_HOURS: '6' }),
    ).toMatchObject({ accessTokenTtlSeconds: 20, signingKeyRotationHours: 6 });
    for (const env of [
      { ACCESS_TOKEN_TTL_SECONDS: '0' },
      { ACCESS_TOKEN_TTL_SECONDS: '5m' },
      { SIGNING_KEY_ROTATION_HOURS: '-1' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});
