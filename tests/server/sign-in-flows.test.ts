// Sign-in paths on the server (decision 0053): the login flow per country with the ROW
// fallback, Pay N Play as the Trustly / Piq sign-in (the handler's state survives the provider's
// redirect; a replayed or foreign code creates no session), and the Keycloak toggle refusing a
// new identity-provider sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { flowSettingsFor } from '../../server/identity/auth/flow-settings.ts';
import { errorType, gql } from './helpers/identity-app.ts';
import { authorizationUrl, pkce } from './helpers/oidc-client.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

const START_PNP = `mutation($amount: MinorUnits!, $provider: PaymentProvider!, $returnUrl: String!) {
  startPayNPlay(amount: $amount, provider: $provider, returnUrl: $returnUrl) { paymentUrl } }`;
const EXCHANGE = `mutation($code: String!) { exchangePayNPlayCode(code: $code) { accessToken } }`;
const FLOW = `query($c: String) { flowSettings(countryCode: $c) { countryCode loginFlow isDefault } }`;

describe('login flow per country', () => {
  it.each([
    ['nordlys', 'DK', 'Trustly', false],
    ['nordlys', 'NL', 'Piq', false],
    ['nordlys', 'FI', 'Sms', false],
    ['nordlys', 'EE', 'Keycloak', false],
    ['nordlys', 'ZZ', 'Keycloak', true],
    ['nordlys', 'row', 'Keycloak', true],
    ['puravida', 'XX', 'Sms', true],
    ['no-such-brand', 'DK', 'Keycloak', true],
  ] as const)('%s in %s: %s (ROW: %s)', (brand, country, loginFlow, isDefault) => {
    expect(flowSettingsFor(brand, country)).toMatchObject({ loginFlow, isDefault });
  });
});

describe('Trustly and Piq sign-in, and the Keycloak toggle', () => {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openWalletApp('pglite', { brandCacheMs: 0 });
  });
  afterAll(() => server?.close());

  async function approve(provider: 'Trustly' | 'PaymentIQ', account: string, state: string) {
    const started = await gql<{ startPayNPlay: { paymentUrl: string } }>(
      server.http,
      START_PNP,
      { amount: 2000, provider, returnUrl: `/en/login-handler/?state=${state}` },
      { brand: 'nordlys' },
    );
    expect(started.errors).toBeUndefined();
    const approved = await fetch(started.data!.startPayNPlay.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=approve&bankAccount=${encodeURIComponent(account)}`,
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    return new URL(approved.headers.get('location')!, server.http);
  }

  const sessionsOf = async (method: string) =>
    (
      await server.store.query<{ n: string }>(
        'select count(*)::text as n from player_sessions where method = $1',
        [method],
      )
    ).rows[0]!.n;

  it("a flow name not in the brand's map falls back to ROW over GraphQL", async () => {
    const answer = await gql(server.http, FLOW, { c: 'QQ' }, { brand: 'nordlys' });
    expect(answer.data).toEqual({
      flowSettings: { countryCode: 'QQ', loginFlow: 'Keycloak', isDefault: true },
    });
    const trustly = await gql(server.http, FLOW, { c: 'dk' }, { brand: 'nordlys' });
    expect(trustly.data).toEqual({
      flowSettings: { countryCode: 'DK', loginFlow: 'Trustly', isDefault: false },
    });
  });

  it('returns to the login handler with the state it was given and a one-time code', async () => {
    const location = await approve('Trustly', 'DK50 0040 0440 1162 43', 'st4te-A');
    expect(location.pathname).toBe('/en/login-handler/');
    expect(location.searchParams.get('state')).toBe('st4te-A');
    const code = location.searchParams.get('loginCode')!;
    const signedIn = await gql<{ exchangePayNPlayCode: { accessToken: string } }>(
      server.http,
      EXCHANGE,
      { code },
      { brand: 'nordlys' },
    );
    expect(signedIn.errors).toBeUndefined();
    expect(await sessionsOf('TRUSTLY')).toBe('1');
  });

  it('refuses a replayed callback: the code signs in once, no second session', async () => {
    const location = await approve('PaymentIQ', 'NL91 ABNA 0417 1643 00', 'st4te-B');
    const code = location.searchParams.get('loginCode')!;
    const first = await gql(server.http, EXCHANGE, { code }, { brand: 'nordlys' });
    expect(first.errors).toBeUndefined();
    const before = await sessionsOf('PIQ');
    const replay = await gql(server.http, EXCHANGE, { code }, { brand: 'nordlys' });
    expect(errorType(replay)).toBe('InvalidTokenFailure');
    expect(replay.data).toBeNull();
    expect(await sessionsOf('PIQ')).toBe(before);
  });

  it("refuses a tampered code and another brand's code, creating no session", async () => {
    const location = await approve('Trustly', 'DK50 0040 0440 1162 99', 'st4te-C');
    const code = location.searchParams.get('loginCode')!;
    const before = await sessionsOf('TRUSTLY');
    const tampered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(
      errorType(await gql(server.http, EXCHANGE, { code: tampered }, { brand: 'nordlys' })),
    ).toBe('InvalidTokenFailure');
    expect(errorType(await gql(server.http, EXCHANGE, { code }, { brand: 'aurora' }))).toBe(
      'InvalidTokenFailure',
    );
    expect(await sessionsOf('TRUSTLY')).toBe(before);
  });

  async function setKeycloak(on: boolean) {
    const response = await fetch(`${server.http}/operator/brands/kingfisher/feature-toggles`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        'x-operator-key': DEV_OPERATOR_KEY,
        'x-operator-name': 'tests',
      },
      body: JSON.stringify({ Keycloak: on }),
    });
    expect(response.status).toBe(200);
  }

  const startIdentityProvider = () =>
    fetch(
      authorizationUrl(
        `${server.http}/realms/kingfisher`,
        {
          challenge: pkce().challenge,
          challengeMethod: 'S256',
          redirectUri: `${server.http}/keycloak-login-handler/`,
        },
        server.http,
      ),
      { redirect: 'manual' },
    );

  it('refuses to start an identity-provider sign-in while the Keycloak toggle is off', async () => {
    await setKeycloak(false);
    try {
      const refused = await startIdentityProvider();
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('switched off');
      // Discovery (and with it the refresh of tokens already issued) stays up.
      const discovery = await fetch(
        `${server.http}/realms/kingfisher/.well-known/openid-configuration`,
      );
      expect(discovery.status).toBe(200);
    } finally {
      await setKeycloak(true);
    }
    const allowed = await startIdentityProvider();
    expect(allowed.status).not.toBe(403);
    expect([200, 302, 303]).toContain(allowed.status);
  });
});
