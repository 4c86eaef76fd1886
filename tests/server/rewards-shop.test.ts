// The rewards shop: loyalty points (one per 1.00 of casino bets, rolled-back rounds excluded,
// less the points spent), the brand's offers, and buyShopOffer — points spent and the offer's
// reward assigned (Unclaimed) in one transaction; ShopOfferNotFound, InsufficientPoints,
// RewardsBlocked; twenty concurrent purchases with points for three buy exactly three. On PGlite
// and on PostgreSQL when available (where the purchases really run concurrently).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { seedRewardsShop } from '../../server/demo/shop-offers.ts';
import { setRestrictions } from '../../server/ledger/limits/restrictions.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn, type GraphQLResponse } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { fund } from './helpers/wallet.ts';

const SHOP = `query RewardsShop { rewardsShop { id title description price
  reward { __typename rewardId name rewardType claimType
    ... on FreeSpinsReward { freeSpinsAmount value betLevel game { url json } }
    ... on MoneyDropReward { amount currency }
    ... on BonusMoneyDropReward { amount currency wageringRequirementFactor maxPayout } } } }`;
const POINTS = `query LoyaltyPoints { viewer { loyaltyPoints } }`;
const BUY = `mutation BuyShopOffer($offerId: ID!) { buyShopOffer(offerId: $offerId) {
  assignationId status reason reward { rewardId name rewardType } } }`;

interface Offer {
  id: string;
  title: string;
  description: string;
  price: number;
  reward: { __typename: string; rewardId: string; name: string; rewardType: string };
}
interface Bought {
  buyShopOffer: {
    assignationId: string;
    status: string;
    reason: string | null;
    reward: { rewardId: string; name: string; rewardType: string };
  };
}

function rewardsShopSuite(kind: BackendKind): void {
  let server: WalletApp;
  const pubsub: PubSub = createInProcessPubSub();
  let demo: { id: string; token: string };
  let casino: { id: string; token: string };

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true, pubsub });
    expect(await seedRewardsShop(server.store)).toBeGreaterThan(0);
    const signIn = async (phone: string) => ({
      id: (await findPlayerByPhone(server.store, 'aurora', phone))!.id,
      token: (await smsSignIn(server, phone)).accessToken,
    });
    demo = await signIn(DEMO_ACCOUNTS.demo.phoneNumber);
    casino = await signIn(DEMO_ACCOUNTS.casino.phoneNumber);
  });
  afterAll(async () => {
    await server?.close();
    await pubsub.close();
  });

  const call = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    brand?: string,
  ): Promise<GraphQLResponse<T>> =>
    gql<T>(server.http, query, variables, {
      ...(token ? { token } : {}),
      ...(brand ? { brand } : {}),
    });
  const points = async (token: string) =>
    (await call<{ viewer: { loyaltyPoints: number } }>(POINTS, {}, token)).data!.viewer
      .loyaltyPoints;
  const offers = async (token?: string, brand?: string) => {
    const response = await call<{ rewardsShop: Offer[] }>(SHOP, {}, token, brand);
    expect(response.errors).toBeUndefined();
    return response.data!.rewardsShop;
  };
  /** A settled round of `bet` minor units (points come from rounds' bets). */
  const addBets = (playerId: string, bet: number) =>
    server.store.query(
      `insert into game_rounds (id, player_id, game_slug, currency, bet, win, status)
       values ($1, $2, 'test-game', 'EUR', $3, 0, 'settled')`,
      [`test:${randomUUID()}`, playerId, bet],
    );
  const count = async (sql: string, params: unknown[]) =>
    Number((await server.store.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);

  it('lists the brand offers: three or four, each with its reward; the seed is idempotent', async () => {
    const list = await offers();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(4);
    expect(new Set(list.map((o) => o.reward.__typename))).toEqual(
      new Set(['FreeSpinsReward', 'MoneyDropReward', 'BonusMoneyDropReward']),
    );
    for (const offer of list) {
      expect(offer.price).toBeGreaterThan(0);
      expect(offer.title).toBeTruthy();
      expect(offer.reward.rewardId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const spins = list.find((o) => o.reward.__typename === 'FreeSpinsReward')!.reward as {
      game?: { url: string };
    };
    expect(spins.game?.url).toMatch(/^\/games\/[\w-]+\/$/);
    expect(await seedRewardsShop(server.store)).toBe(0);
    expect((await offers()).map((o) => o.id)).toEqual(list.map((o) => o.id));
    // Players see the same offers (their currency is the brand's); each brand has its own.
    expect((await offers(demo.token)).map((o) => o.id)).toEqual(list.map((o) => o.id));
    const nordlys = await offers(undefined, 'nordlys');
    expect(nordlys.length).toBeGreaterThanOrEqual(3);
    expect(nordlys.some((o) => list.some((a) => a.id === o.id))).toBe(false);
  });

  it('earns a point per 1.00 of bets through the wallet; rolled-back rounds do not count', async () => {
    const before = await points(casino.token);
    await fund(server.services.wallet, casino.id, 10_000);
    const ref = (roundId: string) => ({
      playerId: casino.id,
      roundId,
      gameSlug: 'test-game',
      currency: 'EUR',
    });
    const { wallet } = server.services;
    await wallet.bet(ref('points-1'), 2_550, 'points-1-bet');
    await wallet.win(ref('points-1'), 0, 'points-1-win');
    await wallet.bet(ref('points-2'), 1_000, 'points-2-bet');
    await wallet.rollback(ref('points-2'), 'points-2-rollback');
    // An open round's bet counts until it is rolled back.
    await wallet.bet(ref('points-3'), 70, 'points-3-bet');
    expect(await points(casino.token)).toBe(before + 26);
    await wallet.rollback(ref('points-3'), 'points-3-rollback');
    expect(await points(casino.token)).toBe(before + 25);
  });

  it('buys an offer: the reward is assigned Unclaimed, the points are spent, rewardUpdated is published', async () => {
    const offer = (await offers(demo.token)).find((o) => o.reward.rewardType === 'FreeSpins')!;
    await addBets(demo.id, offer.price * 100 + 99);
    const before = await points(demo.token);
    expect(before).toBeGreaterThanOrEqual(offer.price);
    const events = pubsub.subscribe('rewardUpdated');
    const next = events.next();

    const bought = await call<Bought>(BUY, { offerId: offer.id }, demo.token);
    expect(bought.errors).toBeUndefined();
    const entry = bought.data!.buyShopOffer;
    expect(entry).toMatchObject({
      status: 'Unclaimed',
      reward: { rewardId: offer.reward.rewardId, rewardType: 'FreeSpins' },
    });
    expect(entry.reason).toContain(offer.title);
    expect(await points(demo.token)).toBe(before - offer.price);
    const event = (await next).value as { playerId: string; assignationId: string; status: string };
    expect(event).toMatchObject({
      playerId: demo.id,
      assignationId: entry.assignationId,
      status: 'Unclaimed',
    });
    await events.return?.();

    // In the player's rewards, and the purchase recorded against the assignation.
    const rewards = await call<{ viewer: { playerRewards: { assignationId: string }[] } }>(
      '{ viewer { playerRewards(statuses: [Unclaimed]) { assignationId } } }',
      {},
      demo.token,
    );
    expect(rewards.data!.viewer.playerRewards.map((r) => r.assignationId)).toContain(
      entry.assignationId,
    );
    expect(
      await count(
        'select count(*) as n from loyalty_points_spent where assignation_id = $1 and points = $2',
        [entry.assignationId, offer.price],
      ),
    ).toBe(1);
  });

  it('refuses a purchase without enough points (InsufficientPoints, extensions.points) and writes nothing', async () => {
    const offer = (await offers(demo.token)).reduce((a, b) => (a.price > b.price ? a : b));
    const have = await points(demo.token);
    expect(have).toBeLessThan(offer.price);
    const assignations = await count(
      'select count(*) as n from reward_assignations where player_id = $1',
      [demo.id],
    );
    const refused = await call<Bought>(BUY, { offerId: offer.id }, demo.token);
    expect(errorType(refused)).toBe('InsufficientPoints');
    expect(refused.errors![0]!.extensions).toMatchObject({ points: have, price: offer.price });
    expect(refused.data ?? null).toBeNull();
    expect(await points(demo.token)).toBe(have);
    expect(
      await count('select count(*) as n from reward_assignations where player_id = $1', [demo.id]),
    ).toBe(assignations);
  });

  it('refuses unknown offers and offers of another brand (ShopOfferNotFound), and visitors', async () => {
    expect(errorType(await call(BUY, { offerId: randomUUID() }, demo.token))).toBe(
      'ShopOfferNotFound',
    );
    expect(errorType(await call(BUY, { offerId: 'not-an-id' }, demo.token))).toBe(
      'ShopOfferNotFound',
    );
    const other = (await offers(undefined, 'nordlys'))[0]!;
    expect(errorType(await call(BUY, { offerId: other.id }, demo.token))).toBe('ShopOfferNotFound');
    const mine = (await offers())[0]!;
    expect(errorType(await call(BUY, { offerId: mine.id }))).toBe('AuthenticationFailure');
    expect(errorType(await call(POINTS))).toBe('AuthenticationFailure');
  });

  it('refuses purchases while rewards are blocked (RewardsBlocked), points kept', async () => {
    const offer = (await offers(demo.token)).reduce((a, b) => (a.price < b.price ? a : b));
    await addBets(demo.id, offer.price * 100);
    const have = await points(demo.token);
    await setRestrictions(server.store, demo.id, { rewardsBlocked: true });
    try {
      expect(errorType(await call(BUY, { offerId: offer.id }, demo.token))).toBe('RewardsBlocked');
      expect(await points(demo.token)).toBe(have);
    } finally {
      await setRestrictions(server.store, demo.id, { rewardsBlocked: false });
    }
    expect((await call<Bought>(BUY, { offerId: offer.id }, demo.token)).errors).toBeUndefined();
    expect(await points(demo.token)).toBe(have - offer.price);
  });

  it('twenty concurrent purchases with points for three: exactly three succeed', async () => {
    const offer = (await offers(casino.token)).reduce((a, b) => (a.price < b.price ? a : b));
    // Points for three purchases, one short of a fourth.
    const ready = 4 * offer.price - 1;
    const have = await points(casino.token);
    expect(have).toBeLessThanOrEqual(ready);
    await addBets(casino.id, (ready - have) * 100);
    expect(await points(casino.token)).toBe(ready);
    const spentBefore = await count(
      'select coalesce(sum(points), 0) as n from loyalty_points_spent where player_id = $1',
      [casino.id],
    );

    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<Bought>(BUY, { offerId: offer.id }, casino.token)),
    );
    const succeeded = results.filter((r) => !r.errors);
    expect(succeeded).toHaveLength(3);
    expect(results.filter((r) => errorType(r) === 'InsufficientPoints')).toHaveLength(17);
    expect(new Set(succeeded.map((r) => r.data!.buyShopOffer.assignationId)).size).toBe(3);
    expect(await points(casino.token)).toBe(ready - 3 * offer.price);
    expect(
      await count(
        'select coalesce(sum(points), 0) as n from loyalty_points_spent where player_id = $1',
        [casino.id],
      ),
    ).toBe(spentBefore + 3 * offer.price);
  });
}

describeStores('rewards shop', (kind) => rewardsShopSuite(kind));
