// The test-fixtures stand-in (server/dev/fixtures-routes.ts) that the end-to-end tests start from:
// a player made as sign-up makes them, signed in with a working token pair of the custom flow,
// with a deposit that went through the wallet; more money on request; bad input refused. Through
// app.inject: no port.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { describeStores } from './helpers/postgres.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import { buildTestApp } from './helpers/lobby-app.ts';

interface FixturePlayer {
  playerId: string;
  brand: string;
  email: string;
  currency: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

function suite(kind: 'pglite' | 'postgres') {
  let opened: TestStore;
  let app: FastifyInstance;
  const pubsub = createInProcessPubSub();

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'fixtures');
    ({ app } = await buildTestApp(opened.store, { responseCache: false, pubsub, brandCacheMs: 0 }));
  });
  afterAll(async () => {
    await app?.close();
    await pubsub.close();
    await opened?.cleanup();
  });

  const post = (url: string, body: unknown, host = 'est.localhost:3000') =>
    app.inject({ method: 'POST', url, headers: { host }, payload: body as object });
  const viewer = async (token: string, host: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/lobby-graphql',
        headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { query: '{ viewer { player { email } wallet { balance currency } } }' },
      })
    ).json<{ data: { viewer: { player: { email: string }; wallet: { balance: number } } } }>();

  it('makes a signed-in player of the host’s brand with a deposit through the wallet', async () => {
    const response = await post('/dev/fixtures/players', { country: 'FI', deposit: 5000 });
    expect(response.statusCode).toBe(201);
    const player = response.json<FixturePlayer>();
    expect(player).toMatchObject({ brand: 'nordlys', currency: 'EUR' });
    const seen = await viewer(player.accessToken, 'est.localhost:3000');
    expect(seen.data.viewer.player.email).toBe(player.email);
    expect(seen.data.viewer.wallet.balance).toBe(5000);
    const { rows } = await opened.store.query<{ status: string; amount: number }>(
      "select status, amount from wallet_transactions where player_id = $1 and type = 'Deposit'",
      [player.playerId],
    );
    expect(rows).toEqual([{ status: 'Completed', amount: 5000 }]);
    // The session is a live player session of the custom flow.
    const session = await opened.store.query<{ method: string; ended_at: Date | null }>(
      'select method, ended_at from player_sessions where id = $1',
      [player.sessionId],
    );
    expect(session.rows).toEqual([{ method: 'SMS', ended_at: null }]);

    const more = await post('/dev/fixtures/deposits', { playerId: player.playerId, amount: 2500 });
    expect(more.statusCode).toBe(201);
    expect(
      (await viewer(player.accessToken, 'est.localhost:3000')).data.viewer.wallet.balance,
    ).toBe(7500);
  });

  it('a token is for the origin it was made for; mga players are past the limit prompt', async () => {
    const player = (
      await post('/dev/fixtures/players', { deposit: 2000 }, 'localhost:3000')
    ).json<FixturePlayer>();
    expect(player.brand).toBe('aurora');
    const { rows } = await opened.store.query<{ answered: Date | null }>(
      'select limit_prompt_answered_at as answered from players where id = $1',
      [player.playerId],
    );
    expect(rows[0]!.answered).not.toBeNull();
    expect((await viewer(player.accessToken, 'localhost:3000')).data.viewer.wallet.balance).toBe(
      2000,
    );
    const elsewhere = await viewer(player.accessToken, 'est.localhost:3000');
    expect(elsewhere.data?.viewer ?? null).toBeNull();
  });

  it('counts the subscriptions to a topic that started listening: at their first read, for good', async () => {
    const started = async () =>
      (
        await app.inject({ method: 'GET', url: '/dev/fixtures/subscriptions?topic=balanceUpdated' })
      ).json<{ started: number }>().started;
    const before = await started();
    const subscription = pubsub.subscribe('balanceUpdated');
    expect(await started()).toBe(before);
    const pending = subscription.next();
    expect(await started()).toBe(before + 1);
    await subscription.return?.();
    await pending;
    // A new subscription after one ended still counts as one more (a lobby that navigated).
    expect(await started()).toBe(before + 1);
    expect(
      (await app.inject({ method: 'GET', url: '/dev/fixtures/subscriptions?topic=a b' }))
        .statusCode,
    ).toBe(400);
  });

  it('clones a demo brand under a key and host of its own, with its lobby, licence and flows', async () => {
    const clone = (body: object) =>
      app.inject({ method: 'POST', url: '/dev/fixtures/brands', payload: body });
    const made = await clone({
      from: 'nordlys',
      key: 'nordlys-copy',
      hostname: 'copy-est.localhost',
    });
    expect(made.statusCode).toBe(201);
    // Again: the same brand, nothing new.
    expect(
      (await clone({ from: 'nordlys', key: 'nordlys-copy', hostname: 'copy-est.localhost' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await clone({ from: 'aurora', key: 'nordlys-copy', hostname: 'other.localhost' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await clone({ from: 'nowhere', key: 'x-copy', hostname: 'x.localhost' })).statusCode,
    ).toBe(404);
    expect(
      (await clone({ from: 'nordlys', key: 'Bad Key', hostname: 'y.localhost' })).statusCode,
    ).toBe(400);
    const settings = (
      await app.inject({
        method: 'GET',
        url: '/api/lobby-settings',
        headers: { host: 'copy-est.localhost' },
      })
    ).json<{ brand: string; license: string }>();
    expect(settings).toMatchObject({ brand: 'nordlys-copy', license: 'est' });
    // Its Finnish players sign in by SMS and Estonian ones register with the personal code, as
    // on nordlys (the default flow settings would be the identity provider's, one DINO form).
    for (const [country, flow] of [
      ['FI', { loginFlow: 'Sms', registrationFormType: 'TRUSTLY', isDefault: false }],
      ['EE', { loginFlow: 'Keycloak', registrationFormType: 'SSN', isDefault: false }],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: '/lobby-graphql',
        headers: { host: 'copy-est.localhost', 'content-type': 'application/json' },
        payload: {
          query: `query($c: String) { flowSettings(countryCode: $c) {
            loginFlow registrationFormType isDefault } }`,
          variables: { c: country },
        },
      });
      expect(answer.json()).toEqual({ data: { flowSettings: flow } });
    }
    const { rows } = await opened.store.query<{ n: number }>(
      `select (select count(*)::int from lobby_items where brand = 'nordlys-copy') -
              (select count(*)::int from lobby_items where brand = 'nordlys') as n`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses bad input without making anything', async () => {
    const before = await opened.store.query('select count(*)::int as n from players');
    for (const body of [{ deposit: -1 }, { deposit: 1.5 }, { deposit: 'lots' }]) {
      expect((await post('/dev/fixtures/players', body)).statusCode).toBe(400);
    }
    for (const body of [
      { playerId: 'x', amount: 100 },
      { playerId: '00000000-0000-0000-0000-000000000000', amount: 0 },
    ]) {
      expect((await post('/dev/fixtures/deposits', body)).statusCode).toBe(400);
    }
    expect(
      (
        await post('/dev/fixtures/deposits', {
          playerId: '00000000-0000-0000-0000-000000000000',
          amount: 100,
        })
      ).statusCode,
    ).toBe(404);
    const after = await opened.store.query('select count(*)::int as n from players');
    expect(after.rows).toEqual(before.rows);
  });
}

describeStores('test fixtures', (kind) => suite(kind));
