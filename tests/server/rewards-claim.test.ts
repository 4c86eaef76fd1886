// Claiming rewards over the lobby API: money drops credit real money through the
// ledger, bonus money drops bonus money, free spins a grant; a double claim and a hundred
// concurrent claims credit once; someone else's, unknown, expired, scheduled and removed
// assignations, blocked customers and unverified phones get typed errors and nothing is
// credited. The ledger's and the rewards' invariants hold after every test. PGlite and
// PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { takeFreeSpin } from '../../server/ledger/bonus/free-spin-grants.ts';
import { isHealthy } from '../../server/ledger/journal/invariants.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import {
  assignTo,
  balances,
  claim,
  createRewardPlayer,
  defineReward,
  HEALTHY,
  openRewardsApp,
  operator,
  rewardInvariants,
  statusOf,
  type RewardPlayer,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';
import { ledgerSnapshot } from './helpers/wallet.ts';

const SLOT = 'polished-reels-megaways';
const REWARDS = `query Rewards($statuses: [RewardStatus!], $kind: RewardKind, $sortBy: RewardSortField!, $ascending: Boolean!, $last: Int!) {
  viewer { playerRewards(statuses: $statuses, kind: $kind, sortBy: $sortBy, ascending: $ascending, last: $last) {
    assignationId assignedAt updatedAt reason status
    reward { rewardId name rewardType kind claimType startsAt endsAt expiresIn rewardReason
      ... on MoneyDropReward { amount currency }
      ... on BonusMoneyDropReward { amount currency wageringRequirementFactor maxPayout }
      ... on FreeSpinsReward { freeSpinsAmount value betLevel game { url json } } } } } }`;

interface RewardsData {
  viewer: {
    playerRewards: {
      assignationId: string;
      status: string;
      reason: string | null;
      reward: Record<string, unknown> & { rewardId: string; kind: string };
    }[];
  };
}

function claimSuite(kind: BackendKind): void {
  let server: WalletApp;
  let player: RewardPlayer;

  beforeAll(async () => {
    server = await openRewardsApp(kind, { catalogue: true });
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    const report = await rewardInvariants(server.store);
    expect(report).toMatchObject(HEALTHY);
    expect(isHealthy(report)).toBe(true);
  });

  const newPlayer = async (options: Parameters<typeof createRewardPlayer>[1] = {}) =>
    (player = await createRewardPlayer(server.store, options));
  const moneyDrop = (extra: Record<string, unknown> = {}) =>
    defineReward(server, { type: 'MoneyDrop', amount: 500, currency: 'EUR', ...extra });
  const rewardsOf = async (who: RewardPlayer, variables: Record<string, unknown> = {}) => {
    const res = await gql<RewardsData>(
      server.http,
      REWARDS,
      { sortBy: 'assignedAt', ascending: true, last: 500, ...variables },
      { token: who.token, brand: who.brand },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.viewer.playerRewards;
  };
  const creditEntries = async (assignationId: string) =>
    Number(
      (
        await server.store.query<{ n: number }>(
          'select count(*) as n from ledger_entries where idempotency_key = $1',
          [`reward:${assignationId}`],
        )
      ).rows[0]?.n,
    );

  it('a money drop appears Unclaimed, the claim credits real money once and reports Credited', async () => {
    await newPlayer();
    const rewardId = await moneyDrop({ name: 'Five euros', reason: 'Because' });
    const assignationId = await assignTo(server, rewardId, player.id);
    const listed = await rewardsOf(player, { statuses: ['Unclaimed', 'Scheduled'] });
    expect(listed).toEqual([
      expect.objectContaining({
        assignationId,
        status: 'Unclaimed',
        reward: expect.objectContaining({
          rewardId,
          name: 'Five euros',
          rewardType: 'MoneyDrop',
          kind: 'Incentive',
          claimType: 'manual',
          rewardReason: 'Because',
          amount: 500,
          currency: 'EUR',
        }),
      }),
    ]);

    const first = await claim(server, player, assignationId);
    expect(first.errors).toBeUndefined();
    expect(first.data!.claimReward).toMatchObject({ assignationId, status: 'Credited' });
    expect(await balances(server.store, player.id)).toEqual({ real: 500, bonus: 0 });

    // The second claim answers with the credited entry and changes nothing.
    const before = await ledgerSnapshot(server.store);
    const second = await claim(server, player, assignationId);
    expect(second.data!.claimReward.status).toBe('Credited');
    expect(await ledgerSnapshot(server.store)).toBe(before);
    expect(await creditEntries(assignationId)).toBe(1);
    expect(await rewardsOf(player, { statuses: ['Unclaimed', 'Scheduled'] })).toEqual([]);
  });

  it('a claim replayed 100 times at once credits once', async () => {
    await newPlayer();
    const assignationId = await assignTo(server, await moneyDrop({ amount: 1234 }), player.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => claim(server, player, assignationId)),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.claimReward.status).toBe('Credited');
    }
    expect(await balances(server.store, player.id)).toEqual({ real: 1234, bonus: 0 });
    expect(await creditEntries(assignationId)).toBe(1);
  });

  it("refuses someone else's, unknown and malformed assignations with RewardNotFound", async () => {
    const owner = await newPlayer();
    const stranger = await createRewardPlayer(server.store);
    const assignationId = await assignTo(server, await moneyDrop(), owner.id);
    const before = await ledgerSnapshot(server.store);
    for (const [who, id] of [
      [stranger, assignationId],
      [owner, '7f0c3c1e-6a57-4b8e-9a43-0f2b1c9d8e71'],
      [owner, 'not-an-id'],
      [owner, ''],
    ] as const) {
      const res = await claim(server, who, id);
      expect(errorType(res)).toBe('RewardNotFound');
    }
    expect(await ledgerSnapshot(server.store)).toBe(before);
    expect(await statusOf(server.store, assignationId)).toBe('Unclaimed');
    // Visitors are asked to sign in.
    const visitor = await gql(
      server.http,
      `mutation { claimReward(assignationId: "${assignationId}") { status } }`,
    );
    expect(errorType(visitor)).toBe('AuthenticationFailure');
  });

  it('refuses expired, scheduled and removed rewards with RewardNotClaimable and their status', async () => {
    await newPlayer();
    const expired = await assignTo(server, await moneyDrop({ expiresIn: 3600 }), player.id);
    await server.store.query(
      `update reward_assignations set expires_at = now() - interval '1 second' where id = $1`,
      [expired],
    );
    const future = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await assignTo(server, await moneyDrop({ startsAt: future }), player.id);
    const removed = await assignTo(server, await moneyDrop(), player.id);
    expect((await operator(server, `/operator/assignations/${removed}/remove`)).status).toBe(200);

    const before = await ledgerSnapshot(server.store);
    for (const [id, status] of [
      [expired, 'Expired'],
      [scheduled, 'Scheduled'],
      [removed, 'Removed'],
    ] as const) {
      const res = await claim(server, player, id);
      expect(errorType(res)).toBe('RewardNotClaimable');
      expect(res.errors![0]!.extensions.status).toBe(status);
    }
    expect(await ledgerSnapshot(server.store)).toBe(before);
    // Reads show the status the entries have now, before the scheduler wrote it.
    const listed = await rewardsOf(player);
    expect(Object.fromEntries(listed.map((e) => [e.assignationId, e.status]))).toEqual({
      [expired]: 'Expired',
      [scheduled]: 'Scheduled',
      [removed]: 'Removed',
    });
  });

  it('refuses claims while the customer isRewardsBlocked (RewardsBlocked), and Customer shows it', async () => {
    await newPlayer();
    const assignationId = await assignTo(server, await moneyDrop(), player.id);
    const block = await operator(server, `/operator/players/${player.id}/restrictions`, {
      isRewardsBlocked: true,
    });
    expect(block).toEqual({
      status: 200,
      body: {
        isRewardsBlocked: true,
        isDepositsBlocked: false,
        areWithdrawalsBlocked: false,
        isCancelWithdrawalBlocked: false,
      },
    });
    const customer = await gql<{ viewer: { customer: { isRewardsBlocked: boolean } } }>(
      server.http,
      'query { viewer { customer { isRewardsBlocked } } }',
      {},
      { token: player.token },
    );
    expect(customer.data!.viewer.customer.isRewardsBlocked).toBe(true);
    const before = await ledgerSnapshot(server.store);
    expect(errorType(await claim(server, player, assignationId))).toBe('RewardsBlocked');
    expect(await ledgerSnapshot(server.store)).toBe(before);

    await operator(server, `/operator/players/${player.id}/restrictions`, {
      isRewardsBlocked: false,
    });
    expect((await claim(server, player, assignationId)).data!.claimReward.status).toBe('Credited');
  });

  it('needs a verified phone unless the brand sets DisablePhoneVerificationForRewards', async () => {
    const unverified = await newPlayer({ phoneVerified: false });
    const assignationId = await assignTo(server, await moneyDrop(), unverified.id);
    const before = await ledgerSnapshot(server.store);
    expect(errorType(await claim(server, unverified, assignationId))).toBe(
      'PhoneVerificationRequired',
    );
    expect(await ledgerSnapshot(server.store)).toBe(before);

    // puravida (cos licence, USD) switches the check off.
    const relaxed = await createRewardPlayer(server.store, {
      brand: 'puravida',
      country: 'CR',
      currency: 'USD',
      phoneVerified: false,
    });
    const usd = await defineReward(server, { type: 'MoneyDrop', amount: 700, currency: 'USD' });
    const usdAssignation = await assignTo(server, usd, relaxed.id);
    const res = await claim(server, relaxed, usdAssignation);
    expect(res.data!.claimReward.status).toBe('Credited');
    expect(await balances(server.store, relaxed.id, 'USD')).toEqual({ real: 700, bonus: 0 });
  });

  it('credits a bonus money drop as bonus money with an Active bonus (requirement = amount × factor)', async () => {
    await newPlayer();
    const rewardId = await defineReward(server, {
      type: 'BonusMoneyDrop',
      amount: 1000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
      maxPayout: 5000,
    });
    const assignationId = await assignTo(server, rewardId, player.id);
    expect((await claim(server, player, assignationId)).data!.claimReward.status).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 0, bonus: 1000 });
    const res = await gql<{
      viewer: { bonuses: Record<string, unknown>[]; wallet: Record<string, number> };
    }>(
      server.http,
      `query { viewer { wallet { balance bonusBalance }
        bonuses { assignationId name status amount currency wageringRequirement wagered wageringProgress maxPayout } } }`,
      {},
      { token: player.token },
    );
    expect(res.data!.viewer.wallet).toEqual({ balance: 0, bonusBalance: 1000 });
    expect(res.data!.viewer.bonuses).toEqual([
      {
        assignationId,
        name: 'Test reward',
        status: 'Active',
        amount: 1000,
        currency: 'EUR',
        wageringRequirement: 10000,
        wagered: 0,
        wageringProgress: 0,
        maxPayout: 5000,
      },
    ]);
  });

  it('credits free spins as a grant the game takes one spin at a time', async () => {
    await newPlayer();
    const rewardId = await defineReward(server, {
      type: 'FreeSpins',
      freeSpinsAmount: 2,
      value: 25,
      betLevel: 1,
      gameSlug: SLOT,
    });
    const assignationId = await assignTo(server, rewardId, player.id);
    const [entry] = await rewardsOf(player);
    expect(entry!.reward).toMatchObject({
      rewardType: 'FreeSpins',
      freeSpinsAmount: 2,
      value: 25,
      betLevel: 1,
      game: { url: `/games/${SLOT}/` },
    });
    expect(JSON.parse((entry!.reward.game as { json: string }).json)).toMatchObject({ slug: SLOT });
    expect((await claim(server, player, assignationId)).data!.claimReward.status).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 0, bonus: 0 });
    const spins = async () =>
      (
        await gql<{ viewer: { freeSpins: Record<string, unknown>[] } }>(
          server.http,
          'query { viewer { freeSpins { assignationId gameSlug remaining value betLevel } } }',
          {},
          { token: player.token },
        )
      ).data!.viewer.freeSpins;
    expect(await spins()).toEqual([
      { assignationId, gameSlug: SLOT, remaining: 2, value: 25, betLevel: 1 },
    ]);
    const take = () => server.store.transaction((tx) => takeFreeSpin(tx, player.id, SLOT));
    expect(await take()).toMatchObject({ value: 25, remaining: 1, currency: 'EUR' });
    expect(await take()).toMatchObject({ remaining: 0 });
    expect(await take()).toBeNull();
    expect(
      await server.store.transaction((tx) => takeFreeSpin(tx, player.id, 'other-game')),
    ).toBeNull();
    expect(await spins()).toEqual([]);
  });

  it('claims a started Scheduled entry before the scheduler wrote it, and a FailedProcessing one', async () => {
    await newPlayer();
    const future = new Date(Date.now() + 3600_000).toISOString();
    const started = await assignTo(server, await moneyDrop({ startsAt: future }), player.id);
    await server.store.query(
      `update reward_assignations set starts_at = now() - interval '1 second' where id = $1`,
      [started],
    );
    const failed = await assignTo(server, await moneyDrop(), player.id);
    await server.store.query(
      `update reward_assignations set status = 'FailedProcessing' where id = $1`,
      [failed],
    );
    for (const id of [started, failed]) {
      expect((await claim(server, player, id)).data!.claimReward.status).toBe('Credited');
    }
    expect(await balances(server.store, player.id)).toEqual({ real: 1000, bonus: 0 });
  });

  it('credits automatic rewards at assignment, without a claim', async () => {
    await newPlayer();
    const assignationId = await assignTo(
      server,
      await moneyDrop({ claimType: 'automatic', amount: 300 }),
      player.id,
    );
    expect(await statusOf(server.store, assignationId)).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 300, bonus: 0 });
  });

  describe('the Rewards query', () => {
    it('filters by status and kind, sorts by the four fields, keeps the last `last`', async () => {
      await newPlayer();
      const ids: string[] = [];
      for (const [amount, kindOf] of [
        [100, 'Incentive'],
        [200, 'Cashback'],
        [300, 'Incentive'],
      ] as const) {
        ids.push(await assignTo(server, await moneyDrop({ amount, kind: kindOf }), player.id));
      }
      await claim(server, player, ids[1]!);
      const all = await rewardsOf(player);
      expect(all.map((e) => e.assignationId)).toEqual(ids);
      expect((await rewardsOf(player, { ascending: false })).map((e) => e.assignationId)).toEqual(
        [...ids].reverse(),
      );
      // The last two of the ascending order, still ascending.
      expect((await rewardsOf(player, { last: 2 })).map((e) => e.assignationId)).toEqual(
        ids.slice(1),
      );
      expect(
        (await rewardsOf(player, { statuses: ['Credited'] })).map((e) => e.assignationId),
      ).toEqual([ids[1]]);
      expect((await rewardsOf(player, { kind: 'Cashback' })).map((e) => e.assignationId)).toEqual([
        ids[1],
      ]);
      const byStatus = await rewardsOf(player, { sortBy: 'status' });
      expect(byStatus.map((e) => e.status)).toEqual(['Credited', 'Unclaimed', 'Unclaimed']);
      const byReward = await rewardsOf(player, { sortBy: 'rewardId' });
      const rewardIds = byReward.map((e) => e.reward.rewardId);
      expect(rewardIds).toEqual([...rewardIds].sort());
      const byUpdate = await rewardsOf(player, { sortBy: 'updatedAt' });
      expect(byUpdate.at(-1)!.assignationId).toBe(ids[1]);

      for (const last of [0, 501, -1]) {
        const res = await gql(
          server.http,
          REWARDS,
          { sortBy: 'assignedAt', ascending: true, last },
          { token: player.token },
        );
        expect(errorType(res)).toBe('InvalidArgument');
      }
    });
  });
}

describeStores('rewards: claims', (kind) => claimSuite(kind));
