// The test-fixtures stand-in (server/stand-ins.ts, ENABLE_TEST_FIXTURES): what an end-to-end test
// needs before the journey it is about — a player past sign-up, signed in with a token pair of
// the custom flow, with money — made in one request instead of through the sign-in and cashier
// pages. Players are made as sign-up makes them (email and phone verified, the limit prompt
// answered unless asked otherwise); money comes as a completed deposit through the wallet, so
// limits, compliance and the books see what they see in play. Never in production unless
// switched on.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { countryCurrency } from '../ledger/currency.ts';
import { requestCountry } from '../graphql/request-country.ts';
import { inheritFlowSettings } from '../identity/auth/flow-settings.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { BrandOfRequest } from '../http/request-brand.ts';
import { hashPassword } from '../players/passwords.ts';
import { insertPlayer, markLimitPromptAnswered } from '../players/players.ts';
import type { Topic } from '../pubsub/pubsub.ts';
import type { Services } from '../services.ts';

export const FIXTURES_PREFIX = '/dev/fixtures';
/** The password of every fixture player (email sign-in through the identity provider). */
export const FIXTURE_PASSWORD = 'A-Good-Password-9';

interface PlayerRequest {
  country?: unknown;
  /** Minor units of the player's currency, credited as a completed deposit. */
  deposit?: unknown;
  /** Default true: the player is past the limit prompt of sign-up. */
  limitPromptAnswered?: unknown;
  /** Default true. */
  phoneVerified?: unknown;
  firstName?: unknown;
  dateOfBirth?: unknown;
  emailPrefix?: unknown;
}

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
const amountOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

export function registerTestFixtures(
  app: FastifyInstance,
  services: Services,
  brandOf: BrandOfRequest,
): void {
  const { store, wallet, auth } = services;
  // scrypt is slow by design: one hash for every fixture player.
  let passwordHash: Promise<string> | undefined;

  async function credit(playerId: string, amount: number, currency: string) {
    const started = await wallet.startDeposit(playerId, {
      amount,
      currency,
      provider: 'Trustly',
      paymentMethod: 'trustly',
      payload: { fixture: true },
      idempotencyKey: `fixture-${randomBytes(12).toString('hex')}`,
    });
    await wallet.changeStatus(started.transactionId, { to: 'Completed' });
  }

  app.post<{ Body: PlayerRequest }>(`${FIXTURES_PREFIX}/players`, async (request, reply) => {
    const body = request.body ?? {};
    const brand = await brandOf(request);
    const origin = requestOrigin(request.headers);
    if (!origin) return reply.code(400).send({ error: 'InvalidArgument', message: 'No Host.' });
    const country =
      text(body.country, /^[A-Z]{2}$/) ?? requestCountry({}, brand.license, false).countryCode;
    const deposit = body.deposit === undefined || body.deposit === 0 ? 0 : amountOf(body.deposit);
    if (deposit === undefined) {
      return reply
        .code(400)
        .send({ error: 'InvalidAmount', message: 'deposit is a positive integer.' });
    }
    const unique = randomBytes(5).toString('hex');
    const prefix = text(body.emailPrefix, /^[a-z0-9-]{1,20}$/) ?? 'e2e';
    const email = `${prefix}-${unique}@fixtures.test`;
    // A number of its own per player (digits from the random part).
    const phoneNumber = `+3584${BigInt(`0x${unique}`).toString().padStart(13, '0').slice(-9)}`;
    const currency = countryCurrency(brand, country);
    passwordHash ??= hashPassword(FIXTURE_PASSWORD);
    const now = new Date();
    const playerId = await insertPlayer(store, {
      brand: brand.key,
      email,
      phoneNumber,
      isPhoneNumberVerified: body.phoneVerified !== false,
      passwordHash: await passwordHash,
      emailVerified: true,
      firstName: text(body.firstName, /^[\p{L} '-]{1,40}$/u) ?? 'Erin',
      lastName: 'Fixture',
      country,
      currency,
      language: brand.defaultLocale,
      dateOfBirth: text(body.dateOfBirth, /^\d{4}-\d{2}-\d{2}$/) ?? '1990-04-05',
      termsAcceptedAt: now,
      privacyPolicyAcceptedAt: now,
      isEmailMarketingAccepted: false,
      isSmsMarketingAccepted: false,
      isPhoneMarketingAccepted: false,
    });
    if (!playerId) throw new Error('fixture player not created');
    if (body.limitPromptAnswered !== false) await markLimitPromptAnswered(store, playerId);
    if (deposit > 0) await credit(playerId, deposit, currency);
    const pair = await auth.tokenPairs.signIn(brand, origin, playerId, 'SMS');
    const sessionId = sessionIdOf(pair.accessToken);
    return reply.code(201).header('cache-control', 'no-store').send({
      playerId,
      brand: brand.key,
      email,
      phoneNumber,
      password: FIXTURE_PASSWORD,
      currency,
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      accessTokenExpiresAt: pair.accessTokenExpiresAt,
      sessionId,
    });
  });

  app.post<{ Body: { playerId?: unknown; amount?: unknown } }>(
    `${FIXTURES_PREFIX}/deposits`,
    async (request, reply) => {
      const amount = amountOf(request.body?.amount);
      const playerId = text(request.body?.playerId, /^[0-9a-f-]{36}$/);
      if (amount === undefined || playerId === undefined) {
        return reply
          .code(400)
          .send({ error: 'InvalidArgument', message: 'playerId and a positive amount.' });
      }
      const { rows } = await store.query<{ currency: string }>(
        'select currency from players where id = $1',
        [playerId],
      );
      if (!rows[0]) return reply.code(404).send({ error: 'PlayerNotFound', message: 'No player.' });
      await credit(playerId, amount, rows[0].currency);
      return reply.code(201).header('cache-control', 'no-store').send({ playerId, amount });
    },
  );
  registerSubscriptionCount(app, services);
  registerSessionWatches(app, services);

  // Folds every jackpot contribution waiting and pays every pending drop before it answers: a
  // test reads a balance that no drop of a pot its own spins reached can change behind its back.
  app.post(`${FIXTURES_PREFIX}/jackpot/sweep`, async (_request, reply) => {
    const paid = await services.jackpot.sweep();
    return reply.header('cache-control', 'no-store').send({ paid });
  });

  // A brand of a test's own, cloned from a demo brand under a new key and host name: a test that
  // flips brand-wide settings (the feature-toggle matrix) does it there, so no other test sees
  // the change and nothing has to run last. The lobby, its top games and keyed texts come along,
  // and its players sign in and register as the source's do (its flow settings).
  app.post<{ Body: { from?: unknown; key?: unknown; hostname?: unknown } }>(
    `${FIXTURES_PREFIX}/brands`,
    async (request, reply) => {
      const from = text(request.body?.from, /^[a-z][a-z0-9-]{0,31}$/);
      const key = text(request.body?.key, /^[a-z][a-z0-9-]{0,31}$/);
      const hostname = text(request.body?.hostname, /^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
      if (!from || !key || !hostname) {
        return reply.code(400).send({
          error: 'InvalidArgument',
          message: 'from and key are brand keys, hostname a host name.',
        });
      }
      const created = await store.transaction(async (tx) => {
        const { rows } = await tx.query(
          `insert into brands (brand, is_default, hostnames, site_data_name, title, operator,
             license, default_currency, default_locale, lobby_layout, feature_toggles, ab_tests,
             theme)
           select $2, false, array[$3], site_data_name, title, operator, license,
             default_currency, default_locale, lobby_layout, feature_toggles, ab_tests, theme
           from brands where brand = $1
           on conflict do nothing returning brand`,
          [from, key, hostname],
        );
        if (rows.length === 0) return false;
        await tx.query(
          `insert into lobby_items (brand, position, block_type, list_id, payload)
           select $2, position, block_type, list_id, payload from lobby_items where brand = $1`,
          [from, key],
        );
        await tx.query(
          `insert into brand_top_games (brand, position, game_id)
           select $2, position, game_id from brand_top_games where brand = $1`,
          [from, key],
        );
        await tx.query(
          `insert into translations (brand, locale, key, value)
           select $2, locale, key, value from translations where brand = $1`,
          [from, key],
        );
        return true;
      });
      const { rows } = await store.query<{ hostnames: string[] }>(
        'select hostnames from brands where brand = $1',
        [key],
      );
      if (!rows[0]) return reply.code(404).send({ error: 'BrandNotFound', message: 'No brand.' });
      if (!rows[0].hostnames.includes(hostname)) {
        return reply
          .code(409)
          .send({ error: 'BrandExists', message: 'Another brand has this key.' });
      }
      // Its players sign in and register as the source's do (flow settings are keyed by brand).
      inheritFlowSettings(key, from);
      return reply
        .code(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ key, hostname });
    },
  );
}

/**
 * How many subscriptions of this process to a pub/sub topic have started (a counter that only
 * grows), all or those of browsers with the `fixtureTag` cookie `tag`: an end-to-end test waits
 * until its own lobby's new subscription has reached the server before the server publishes to it.
 */
function registerSubscriptionCount(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { topic?: string; tag?: string } }>(
    `${FIXTURES_PREFIX}/subscriptions`,
    async (request, reply) => {
      const topic = request.query.topic ?? '';
      const tag = request.query.tag;
      if (!/^[A-Za-z]{1,64}$/.test(topic)) {
        return reply.code(400).send({ error: 'InvalidArgument', message: 'topic is a name.' });
      }
      if (tag !== undefined && !/^[\w-]{1,64}$/.test(tag)) {
        return reply.code(400).send({ error: 'InvalidArgument', message: 'tag is a word.' });
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ topic, tag, started: services.pubsub.started(topic as Topic, tag) });
    },
  );
}

/**
 * How many watches of player sessions this process holds (session-guard.ts): a socket's session
 * subscription counts once the server runs it, so a test can end the session after that.
 */
function registerSessionWatches(app: FastifyInstance, services: Services): void {
  app.get(`${FIXTURES_PREFIX}/session-watches`, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ watching: services.sessionGuard.watching() }),
  );
}

/** The session id (`sid`) of the lobby's own access token. */
function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sid?: unknown };
  if (typeof payload.sid !== 'string') throw new Error('access token without a session id');
  return payload.sid;
}
