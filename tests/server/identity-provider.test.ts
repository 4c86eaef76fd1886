// The identity provider at /realms/{brand}, driven over HTTP like a browser and the SPA would:
// discovery, PKCE (S256 only, required), the authorization code flow through the real sign-in
// page, ID token claims, refresh rotation and reuse detection, code replay, unregistered
// redirect URIs, end-session, and the provider's tokens on the lobby API. On PGlite and, when
// DATABASE_URL is set, PostgreSQL.
import { request } from 'node:http';
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  openIdentityApp,
  VIEWER_QUERY,
  type IdentityApp,
} from './helpers/identity-app.ts';
import {
  authorizationUrl,
  browser,
  formAction,
  pkce,
  signInThroughProvider,
  tokenRequest,
} from './helpers/oidc-client.ts';
import { describeStores } from './helpers/postgres.ts';

const { demo, casino } = DEMO_ACCOUNTS;

function providerSuite(kind: BackendKind): void {
  let server: IdentityApp;
  let origin: string;
  let issuer: string;

  beforeAll(async () => {
    server = await openIdentityApp(kind);
    origin = server.http;
    issuer = `${origin}/realms/aurora`;
  });
  afterAll(() => server?.close());

  async function sessionRow(id: string) {
    const { rows } = await server.store.query<{ method: string; end_reason: string | null }>(
      'select method, end_reason from player_sessions where id = $1',
      [id],
    );
    return rows[0];
  }

  it('publishes a discovery document for the realm, without the password grant', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      response_types_supported: ['code'],
      token_endpoint_auth_methods_supported: ['none'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
    expect(doc.grant_types_supported).not.toContain('password');
    expect(doc).not.toHaveProperty('check_session_iframe');

    const jwks = (await (await fetch(doc.jwks_uri as string)).json()) as JSONWebKeySet;
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key.kid).toEqual(expect.any(String));
      expect(key).not.toHaveProperty('d');
    }
  });

  it('serves every brand as its own realm, and no unknown realm or foreign host', async () => {
    const nordlys = (await (
      await fetch(`${origin}/realms/nordlys/.well-known/openid-configuration`)
    ).json()) as {
      issuer: string;
    };
    expect(nordlys.issuer).toBe(`${origin}/realms/nordlys`);
    expect((await fetch(`${origin}/realms/nobody/.well-known/openid-configuration`)).status).toBe(
      404,
    );
    // fetch() may not set Host: a raw request does.
    const foreign = await new Promise<number>((resolve, reject) =>
      request(
        `${issuer}/.well-known/openid-configuration`,
        { headers: { host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end(),
    );
    expect(foreign).toBe(400);
  });

  it('refuses an authorization request without a PKCE challenge, and the plain method', async () => {
    const client = browser(origin);
    const missing = await client.request(authorizationUrl(issuer, {}, origin));
    const missingTo = new URL(missing.headers.get('location') ?? '', issuer);
    expect(missingTo.href.startsWith(`${origin}/auth/callback/`)).toBe(true);
    expect(missingTo.searchParams.get('error')).toBe('invalid_request');
    expect(missingTo.searchParams.get('error_description')).toMatch(/PKCE/);

    const { verifier } = pkce();
    const plain = await client.request(
      authorizationUrl(issuer, { challenge: verifier, challengeMethod: 'plain' }, origin),
    );
    const plainTo = new URL(plain.headers.get('location') ?? '', issuer);
    expect(plainTo.searchParams.get('error')).toBe('invalid_request');
    expect(plainTo.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI that is not registered, without redirecting', async () => {
    const { challenge } = pkce();
    for (const redirectUri of [
      'https://evil.example/auth/callback/',
      `${origin}/somewhere-else/`,
    ]) {
      const res = await browser(origin).request(
        authorizationUrl(issuer, { redirectUri, challenge, challengeMethod: 'S256' }, origin),
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const html = await res.text();
      expect(html).toContain('redirect_uri');
      expect(html).toContain('Aurora Casino');
    }
  });

  it('signs in through the sign-in page with PKCE and issues tokens with player_id and sid', async () => {
    const client = browser(origin);
    const { verifier, challenge } = pkce();
    const state = 'state-123';
    const page = await client.follow(
      authorizationUrl(issuer, { state, challenge, challengeMethod: 'S256' }, origin),
    );
    expect(page.response.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${issuer}/interaction/[\\w-]+$`));
    const html = await page.response.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('Aurora Casino');
    // The page works under the server's CSP: no scripts, forms post to its own origin.
    expect(page.response.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(html).not.toContain('<script');
    const action = formAction(html, 'Sign in');
    expect(action.startsWith('/realms/aurora/interaction/')).toBe(true);

    const done = await client.submit(page.url, action, {
      email: demo.email,
      password: demo.password,
    });
    const callback = new URL(done.url);
    expect(callback.origin + callback.pathname).toBe(`${origin}/auth/callback/`);
    // The state comes back untouched (the client compares it) and the response names its issuer.
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code') ?? '';

    const wrongVerifier = await tokenRequest(issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/auth/callback/`,
      code_verifier: pkce().verifier,
    });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    const right = await tokenRequest(issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/auth/callback/`,
      code_verifier: verifier,
    });
    expect(right.status).toBe(200);
    expect(right.body.token_type).toBe('Bearer');
  });

  it('sends a cancelled sign-in back to the client as access_denied', async () => {
    const client = browser(origin);
    const state = 'cancel-me';
    const page = await client.follow(
      authorizationUrl(
        issuer,
        { state, challenge: pkce().challenge, challengeMethod: 'S256' },
        origin,
      ),
    );
    const back = await client.submit(
      page.url,
      formAction(await page.response.text(), 'Back to Aurora Casino'),
      {},
    );
    const callback = new URL(back.url);
    expect(callback.origin + callback.pathname).toBe(`${origin}/auth/callback/`);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('issues ID tokens with player_id and sid, signed with the published keys', async () => {
    const { tokens } = await signInThroughProvider(origin, 'aurora', demo.email, demo.password);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const jwks = (await (
      await fetch(`${issuer}/protocol/openid-connect/certs`)
    ).json()) as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer,
      audience: 'app',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.player_id).toBe(payload.sub);
    expect(payload.sid).toEqual(expect.any(String));
    expect(await sessionRow(payload.sid as string)).toEqual({
      method: 'KEYCLOAK',
      end_reason: null,
    });

    const userinfo = await fetch(`${issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      sub: payload.sub,
      email: demo.email,
      email_verified: true,
    });

    // The lobby API accepts the provider's access token for the same player.
    const viewer = await gql<{ viewer: { player: { id: string; email: string } } }>(
      origin,
      VIEWER_QUERY,
      {},
      { token: tokens.access_token },
    );
    expect(viewer.data?.viewer.player).toEqual({ id: payload.sub, email: demo.email });
    // …but not on another brand.
    const elsewhere = await gql(
      origin,
      VIEWER_QUERY,
      {},
      { token: tokens.access_token, brand: 'nordlys' },
    );
    expect(errorType(elsewhere)).toBe('AuthenticationFailure');
  });

  it('rotates refresh tokens, and a reused one revokes the grant and ends the session', async () => {
    const { tokens } = await signInThroughProvider(origin, 'aurora', casino.email, casino.password);
    const sid = decodeJwt(tokens.id_token).sid as string;
    const first = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.body.id_token).sid).toBe(sid);

    const reused = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The whole grant died with it: the newest refresh token and the access token too.
    const newest = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
    });
    expect(newest.body.error).toBe('invalid_grant');
    expect(await sessionRow(sid)).toEqual({ method: 'KEYCLOAK', end_reason: 'TOKEN_REUSE' });
    const viewer = await gql(origin, VIEWER_QUERY, {}, { token: first.body.access_token });
    expect(errorType(viewer)).toBe('AuthenticationFailure');
  });

  it('refuses a replayed or tampered authorization code', async () => {
    const client = browser(origin);
    const { verifier, challenge } = pkce();
    const page = await client.follow(
      authorizationUrl(issuer, { challenge, challengeMethod: 'S256' }, origin),
    );
    const done = await client.submit(page.url, formAction(await page.response.text(), 'Sign in'), {
      email: demo.email,
      password: demo.password,
    });
    const code = new URL(done.url).searchParams.get('code') ?? '';
    const exchange = (value: string) =>
      tokenRequest(issuer, {
        grant_type: 'authorization_code',
        code: value,
        redirect_uri: `${origin}/auth/callback/`,
        code_verifier: verifier,
      });

    const tampered = await exchange(`${code.slice(0, -2)}xx`);
    expect(tampered.body.error).toBe('invalid_grant');
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const replayed = await exchange(code);
    expect(replayed.body.error).toBe('invalid_grant');
    // A replayed code revokes what it issued.
    const refresh = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('ends the first session when the player signs in again elsewhere', async () => {
    const first = await signInThroughProvider(origin, 'aurora', demo.email, demo.password);
    const second = await signInThroughProvider(origin, 'aurora', demo.email, demo.password);
    const firstSid = decodeJwt(first.tokens.id_token).sid as string;
    const secondSid = decodeJwt(second.tokens.id_token).sid as string;
    expect(secondSid).not.toBe(firstSid);
    expect(await sessionRow(firstSid)).toEqual({
      method: 'KEYCLOAK',
      end_reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    const refresh = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: first.tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
    expect(
      errorType(await gql(origin, VIEWER_QUERY, {}, { token: first.tokens.access_token })),
    ).toBe('AuthenticationFailure');
    // The first browser's provider session is gone too: it is asked for the password again.
    const again = await first.browser.follow(
      authorizationUrl(issuer, { challenge: pkce().challenge, challengeMethod: 'S256' }, origin),
    );
    expect(again.url).toMatch(/\/interaction\//);
    expect(
      await gql(origin, VIEWER_QUERY, {}, { token: second.tokens.access_token }),
    ).toMatchObject({
      data: { viewer: { player: { email: demo.email } } },
    });
  });

  it('signs out through the end-session endpoint and ends the session', async () => {
    const { tokens, browser: client } = await signInThroughProvider(
      origin,
      'aurora',
      casino.email,
      casino.password,
    );
    const sid = decodeJwt(tokens.id_token).sid as string;
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${origin}/`,
      state: 'bye',
    });
    const page = await client.follow(`${issuer}/protocol/openid-connect/logout?${params}`);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    // With a valid id_token_hint the page submits itself; its script is allowed by its hash.
    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('submit()');
    expect(page.response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-/,
    );
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(
      html,
    );
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(fields.logout).toBe('yes');
    const done = await client.submit(page.url, form?.[1] ?? '', fields as Record<string, string>);
    expect(done.url).toBe(`${origin}/?state=bye`);
    expect(await sessionRow(sid)).toEqual({ method: 'KEYCLOAK', end_reason: 'LOGOUT' });
    const refresh = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('asks for confirmation when end-session comes without an id_token_hint', async () => {
    const { browser: client } = await signInThroughProvider(
      origin,
      'aurora',
      casino.email,
      casino.password,
    );
    const page = await client.follow(`${issuer}/protocol/openid-connect/logout`);
    const html = await page.response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Do you want to sign out of Aurora Casino?');
  });

  it('revokes a refresh token at the revocation endpoint and ends the session', async () => {
    const { tokens } = await signInThroughProvider(origin, 'aurora', casino.email, casino.password);
    const sid = decodeJwt(tokens.id_token).sid as string;
    const res = await fetch(`${issuer}/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'app',
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(res.status).toBe(200);
    expect(await sessionRow(sid)).toEqual({ method: 'KEYCLOAK', end_reason: 'LOGOUT' });
  });

  it('keeps its signing keys in the database, shared by every process', async () => {
    const { rows } = await server.store.query<{ kid: string }>(
      `select kid from signing_keys where purpose = 'identity-provider'`,
    );
    const jwks = (await (
      await fetch(`${issuer}/protocol/openid-connect/certs`)
    ).json()) as JSONWebKeySet;
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual(rows.map((row) => row.kid).sort());
    const { tokens } = await signInThroughProvider(origin, 'aurora', demo.email, demo.password);
    expect(rows.map((row) => row.kid)).toContain(decodeProtectedHeader(tokens.id_token).kid);
  });
}

describeStores('identity provider', (kind) => providerSuite(kind));
