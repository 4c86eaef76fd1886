// The operator's rewards API (docs/operator-api.md): 401 without or with a wrong key on every
// endpoint, 400 with field errors for a malformed reward, definitions of the three types,
// assignment to a player or a segment (brand, country, player ids), removal, and the players'
// block flags. PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRewardPlayer,
  defineReward,
  openRewardsApp,
  operator,
  statusOf,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';

const SLOT = 'polished-reels-megaways';

describe('rewards: operator API', () => {
  let server: WalletApp;
  beforeAll(async () => {
    server = await openRewardsApp('pglite', { catalogue: true });
  });
  afterAll(() => server?.close());

  const count = async (table: string) =>
    Number(
      (await server.store.query<{ n: number }>(`select count(*) as n from ${table}`)).rows[0]!.n,
    );

  it('answers 401 without the key or with a wrong one, on every endpoint, and writes nothing', async () => {
    const player = await createRewardPlayer(server.store);
    const rewardId = await defineReward(server, {
      type: 'MoneyDrop',
      amount: 100,
      currency: 'EUR',
    });
    const before = [await count('rewards'), await count('reward_assignations')];
    const calls: [string, unknown][] = [
      ['/operator/rewards', { type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR' }],
      [`/operator/rewards/${rewardId}/assign`, { playerId: player.id }],
      ['/operator/assignations/7f0c3c1e-6a57-4b8e-9a43-0f2b1c9d8e71/remove', undefined],
      [`/operator/players/${player.id}/restrictions`, { isRewardsBlocked: true }],
    ];
    for (const [path, body] of calls) {
      for (const key of [null, '', 'wrong-key']) {
        const res = await operator(server, path, body, { key });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: 'unauthorized', type: 'Unauthorized' });
      }
    }
    expect([await count('rewards'), await count('reward_assignations')]).toEqual(before);
  });

  it('refuses malformed rewards with 400 InvalidReward and the fields at fault', async () => {
    const before = await count('rewards');
    const cases: [unknown, string][] = [
      [[], 'body'],
      [{ name: 'x' }, 'type'],
      [{ type: 'Jackpot', name: 'x' }, 'type'],
      [{ type: 'MoneyDrop', amount: 100, currency: 'EUR' }, 'name'],
      [{ type: 'MoneyDrop', name: 'x', amount: -5, currency: 'EUR' }, 'amount'],
      [{ type: 'MoneyDrop', name: 'x', amount: 1.5, currency: 'EUR' }, 'amount'],
      [{ type: 'MoneyDrop', name: 'x', amount: '100', currency: 'EUR' }, 'amount'],
      [{ type: 'MoneyDrop', name: 'x', amount: 100, currency: 'euro' }, 'currency'],
      [{ type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', kind: 'Gift' }, 'kind'],
      [
        { type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', claimType: 'auto' },
        'claimType',
      ],
      [
        { type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', startsAt: 'tomorrow' },
        'startsAt',
      ],
      [
        {
          type: 'MoneyDrop',
          name: 'x',
          amount: 100,
          currency: 'EUR',
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'endsAt',
      ],
      [{ type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', expiresIn: 0 }, 'expiresIn'],
      [
        { type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', freeSpinsAmount: 3 },
        'freeSpinsAmount',
      ],
      [{ type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', extra: true }, 'extra'],
      [
        { type: 'BonusMoneyDrop', name: 'x', amount: 100, currency: 'EUR' },
        'wageringRequirementFactor',
      ],
      [
        {
          type: 'BonusMoneyDrop',
          name: 'x',
          amount: 100,
          currency: 'EUR',
          wageringRequirementFactor: 0,
        },
        'wageringRequirementFactor',
      ],
      [
        {
          type: 'BonusMoneyDrop',
          name: 'x',
          amount: 100,
          currency: 'EUR',
          wageringRequirementFactor: 10,
          maxPayout: 0,
        },
        'maxPayout',
      ],
      [
        {
          type: 'BonusMoneyDrop',
          name: 'x',
          amount: 100,
          currency: 'EUR',
          wageringRequirementFactor: 10,
          maxBet: 2.5,
        },
        'maxBet',
      ],
      [{ type: 'MoneyDrop', name: 'x', amount: 100, currency: 'EUR', maxBet: 500 }, 'maxBet'],
      [{ type: 'FreeSpins', name: 'x', freeSpinsAmount: 10, value: 20 }, 'gameSlug'],
      [
        { type: 'FreeSpins', name: 'x', freeSpinsAmount: 0, value: 20, gameSlug: SLOT },
        'freeSpinsAmount',
      ],
      [
        { type: 'FreeSpins', name: 'x', freeSpinsAmount: 10, value: 20, gameSlug: 'no-such-game' },
        'gameSlug',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await operator<{ type: string; fieldErrors: Record<string, string> }>(
        server,
        '/operator/rewards',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('InvalidReward');
      expect(Object.keys(res.body.fieldErrors), JSON.stringify(body)).toContain(field);
    }
    const malformed = await operator(server, '/operator/rewards', undefined, { raw: '{"type":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'bad_request', type: 'MalformedRequest' });
    expect(await count('rewards')).toBe(before);
  });

  it('defines the three types and shows them as the contract’s Reward', async () => {
    const money = await operator<{ reward: Record<string, unknown> }>(server, '/operator/rewards', {
      type: 'MoneyDrop',
      name: 'Cashback',
      kind: 'Cashback',
      amount: 500,
      currency: 'EUR',
      endsAt: '2099-01-01T00:00:00Z',
    });
    expect(money.status).toBe(201);
    expect(money.body.reward).toMatchObject({
      rewardType: 'MoneyDrop',
      kind: 'Cashback',
      claimType: 'manual',
      amount: 500,
      currency: 'EUR',
      endsAt: '2099-01-01T00:00:00.000Z',
      expiresIn: null,
    });
    const bonus = await operator<{ reward: Record<string, unknown> }>(server, '/operator/rewards', {
      type: 'BonusMoneyDrop',
      name: 'Bonus',
      amount: 1000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
      maxPayout: 5000,
    });
    expect(bonus.body.reward).toMatchObject({ wageringRequirementFactor: 10, maxPayout: 5000 });
    const spins = await operator<{ reward: { game: { url: string; json: string } } }>(
      server,
      '/operator/rewards',
      { type: 'FreeSpins', name: 'Spins', freeSpinsAmount: 10, value: 25, gameSlug: SLOT },
    );
    expect(spins.status).toBe(201);
    expect(spins.body.reward).toMatchObject({ freeSpinsAmount: 10, value: 25, betLevel: 1 });
    expect(spins.body.reward.game.url).toBe(`/games/${SLOT}/`);
  });

  it('assigns to one player or a segment; refuses unknown rewards and players, other currencies', async () => {
    const eur = await defineReward(server, { type: 'MoneyDrop', amount: 100, currency: 'EUR' });
    const player = await createRewardPlayer(server.store, { country: 'FI' });
    const single = await operator<{ assignations: { assignationId: string; status: string }[] }>(
      server,
      `/operator/rewards/${eur}/assign`,
      { playerId: player.id, reason: 'Loyal player' },
    );
    expect(single.status).toBe(201);
    expect(single.body.assignations).toEqual([
      expect.objectContaining({ playerId: player.id, status: 'Unclaimed' }),
    ]);
    const { rows } = await server.store.query<{ reason: string }>(
      'select reason from reward_assignations where id = $1',
      [single.body.assignations[0]!.assignationId],
    );
    expect(rows[0]!.reason).toBe('Loyal player');

    const usdPlayer = await createRewardPlayer(server.store, {
      brand: 'puravida',
      country: 'CR',
      currency: 'USD',
    });
    expect(
      await operator(server, `/operator/rewards/${eur}/assign`, { playerId: usdPlayer.id }),
    ).toMatchObject({ status: 409, body: { type: 'CurrencyMismatch' } });
    expect(
      await operator(server, `/operator/rewards/${eur}/assign`, {
        playerId: '7f0c3c1e-6a57-4b8e-9a43-0f2b1c9d8e71',
      }),
    ).toMatchObject({ status: 404, body: { type: 'PlayerNotFound' } });
    expect(
      await operator(server, '/operator/rewards/7f0c3c1e-6a57-4b8e-9a43-0f2b1c9d8e71/assign', {
        playerId: player.id,
      }),
    ).toMatchObject({ status: 404, body: { type: 'RewardNotFound' } });
    for (const body of [
      {},
      { playerId: 'x' },
      { playerId: player.id, segment: { brand: 'aurora' } },
      { segment: {} },
      { segment: { planet: 'Mars' } },
      { segment: { country: 'fi' } },
      { segment: { playerIds: [] } },
      { playerId: player.id, reason: 42 },
    ]) {
      expect(
        await operator(server, `/operator/rewards/${eur}/assign`, body),
        JSON.stringify(body),
      ).toMatchObject({ status: 400, body: { type: 'InvalidAssignment' } });
    }

    // A segment: Finnish players of aurora; the USD player of another brand is not in it.
    const finn = await createRewardPlayer(server.store, { country: 'FI' });
    const segment = await operator<{
      assignations: { playerId: string }[];
      skippedForCurrency: number;
    }>(server, `/operator/rewards/${eur}/assign`, { segment: { brand: 'aurora', country: 'FI' } });
    expect(segment.status).toBe(201);
    expect(segment.body.assignations.map((a) => a.playerId).sort()).toEqual(
      [player.id, finn.id].sort(),
    );
    // By ids: the USD player is skipped for the currency.
    const byIds = await operator<{ assignations: unknown[]; skippedForCurrency: number }>(
      server,
      `/operator/rewards/${eur}/assign`,
      { segment: { playerIds: [finn.id, usdPlayer.id] } },
    );
    expect(byIds.body).toMatchObject({ skippedForCurrency: 1 });
    expect(byIds.body.assignations).toHaveLength(1);
  });

  it('removes an assignation once; a credited one cannot be removed', async () => {
    const player = await createRewardPlayer(server.store);
    const rewardId = await defineReward(server, {
      type: 'MoneyDrop',
      amount: 100,
      currency: 'EUR',
    });
    const assign = async () =>
      (
        await operator<{ assignations: { assignationId: string }[] }>(
          server,
          `/operator/rewards/${rewardId}/assign`,
          { playerId: player.id },
        )
      ).body.assignations[0]!.assignationId;
    const id = await assign();
    expect(await operator(server, `/operator/assignations/${id}/remove`)).toEqual({
      status: 200,
      body: { assignationId: id, status: 'Removed' },
    });
    expect(await statusOf(server.store, id)).toBe('Removed');
    expect(await operator(server, `/operator/assignations/${id}/remove`)).toMatchObject({
      status: 409,
      body: { type: 'InvalidRewardTransition', from: 'Removed', to: 'Removed' },
    });
    const credited = await assign();
    await server.services.rewards.claim(player.id, credited);
    expect(await operator(server, `/operator/assignations/${credited}/remove`)).toMatchObject({
      status: 409,
      body: { type: 'InvalidRewardTransition', from: 'Credited' },
    });
    expect(await operator(server, '/operator/assignations/nope/remove')).toMatchObject({
      status: 404,
      body: { type: 'AssignationNotFound' },
    });
  });

  it('sets block flags; refuses unknown flags and players', async () => {
    const player = await createRewardPlayer(server.store);
    const path = `/operator/players/${player.id}/restrictions`;
    expect(await operator(server, path, { isDepositsBlocked: true })).toMatchObject({
      status: 200,
      body: { isDepositsBlocked: true, isRewardsBlocked: false },
    });
    expect(await operator(server, path, { isRewardsBlocked: 'yes' })).toMatchObject({
      status: 400,
      body: { type: 'InvalidRestrictions' },
    });
    expect(await operator(server, path, { isFunBlocked: true })).toMatchObject({ status: 400 });
    expect(
      await operator(
        server,
        '/operator/players/7f0c3c1e-6a57-4b8e-9a43-0f2b1c9d8e71/restrictions',
        {
          isRewardsBlocked: true,
        },
      ),
    ).toMatchObject({ status: 404, body: { type: 'PlayerNotFound' } });
    // Unknown operator paths are a JSON 404, not the SPA.
    const res = await fetch(`${server.http}/operator/nothing-here`);
    expect(res.status).toBe(404);
  });
});
