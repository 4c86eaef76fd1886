// Bonus wagering through the casino rounds: bets take real money first, then bonus
// money; every bet raises the Active bonus's wagered; at the requirement the bonus converts into
// real money up to maxPayout (the rest to the house); a bonus spent before that is Forfeited; a
// win pays the bonus-funded share back to the bonus; balanceUpdated carries the progress; the
// scheduler expires Active bonuses at their end. Invariants after every test. PGlite and
// PostgreSQL. The bets are on a slot (counts in full) under bonuses whose max bet is out of the
// way; weights, covering bets and the max bet are rewards-bonus-terms.test.ts's.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub, PubSubTopics } from '../../server/pubsub/pubsub.ts';
import { schedulerPass } from '../../server/rewards/scheduler.ts';
import { isHealthy } from '../../server/ledger/journal/invariants.ts';
import type { RoundRef } from '../../server/ledger/rounds/rounds.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import {
  assignTo,
  balances,
  createRewardPlayer,
  defineReward,
  HEALTHY,
  insertTestGame,
  openRewardsApp,
  rewardInvariants,
  type RewardPlayer,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';
import { fund } from './helpers/wallet.ts';

interface BonusRow {
  status: string;
  balance: number;
  wagered: number;
  wagering_requirement: number;
  paid_out: number | null;
}

function wageringSuite(kind: BackendKind): void {
  let server: WalletApp;
  let pubsub: PubSub;
  let player: RewardPlayer;
  const events: PubSubTopics['balanceUpdated'][] = [];
  let listening: Promise<void> | undefined;

  beforeAll(async () => {
    pubsub = createInProcessPubSub();
    server = await openRewardsApp(kind, { pubsub });
    await insertTestGame(server.store, 'test-slot', 'slot');
    const iterator = pubsub.subscribe('balanceUpdated');
    listening = (async () => {
      for await (const event of iterator) events.push(event);
    })();
  });
  afterAll(async () => {
    await server?.close();
    await pubsub?.close();
    await listening;
  });
  afterEach(async () => {
    const report = await rewardInvariants(server.store);
    expect(report).toMatchObject(HEALTHY);
    expect(isHealthy(report)).toBe(true);
  });

  async function bonusFor(
    who: RewardPlayer,
    fields: { amount: number; factor: number; maxPayout?: number; bonusExpiresIn?: number },
  ): Promise<string> {
    const rewardId = await defineReward(server, {
      type: 'BonusMoneyDrop',
      amount: fields.amount,
      currency: 'EUR',
      wageringRequirementFactor: fields.factor,
      maxBet: 1_000_000,
      ...(fields.maxPayout ? { maxPayout: fields.maxPayout } : {}),
      ...(fields.bonusExpiresIn ? { bonusExpiresIn: fields.bonusExpiresIn } : {}),
    });
    const assignationId = await assignTo(server, rewardId, who.id);
    await server.services.rewards.claim(who.id, assignationId);
    return assignationId;
  }

  const bonusOf = async (assignationId: string): Promise<BonusRow> => {
    const { rows } = await server.store.query<BonusRow>(
      `select status, balance, wagered, wagering_requirement, paid_out from player_bonuses
       where assignation_id = $1`,
      [assignationId],
    );
    const row = rows[0]!;
    return {
      status: row.status,
      balance: Number(row.balance),
      wagered: Number(row.wagered),
      wagering_requirement: Number(row.wagering_requirement),
      paid_out: row.paid_out === null ? null : Number(row.paid_out),
    };
  };

  const round = (who: RewardPlayer): RoundRef => ({
    playerId: who.id,
    roundId: `round-${randomUUID()}`,
    gameSlug: 'test-slot',
    currency: 'EUR',
  });
  const bet = async (ref: RoundRef, amount: number) =>
    (await server.services.wallet.bet(ref, amount, `bet-${randomUUID()}`)).outcome.change;
  const win = async (ref: RoundRef, amount: number) =>
    (await server.services.wallet.win(ref, amount, `win-${randomUUID()}`)).outcome.change;

  it('takes real money first, then bonus money; bets raise wagered and balanceUpdated shows the progress', async () => {
    player = await createRewardPlayer(server.store);
    await fund(server.services.wallet, player.id, 2000);
    const bonus = await bonusFor(player, { amount: 1000, factor: 5 });
    expect(await balances(server.store, player.id)).toEqual({ real: 2000, bonus: 1000 });

    const ref = round(player);
    const first = await bet(ref, 1500);
    expect(first).toMatchObject({ balance: 500, bonusBalance: 1000, wageringProgress: 30 });
    const second = await bet(ref, 800);
    // 500 real, then 300 bonus.
    expect(second).toMatchObject({ balance: 0, bonusBalance: 700, wageringProgress: 46 });
    expect(await bonusOf(bonus)).toMatchObject({
      status: 'Active',
      balance: 700,
      wagered: 2300,
      wagering_requirement: 5000,
    });
    const announced = events.filter((e) => e.playerId === player.id && e.moneyType === 'CasinoBet');
    expect(announced.map((e) => e.wageringProgress)).toEqual([30, 46]);

    // The win pays back the bonus-funded share (300 of the round's 2300) to the bonus.
    const settled = await win(ref, 2300);
    expect(settled).toMatchObject({ balance: 2000, bonusBalance: 1000, wageringProgress: 46 });
    expect(await bonusOf(bonus)).toMatchObject({ balance: 1000 });
  });

  it('a rollback returns the bonus-funded part of the bets to the bonus, the rest to real money', async () => {
    player = await createRewardPlayer(server.store);
    await fund(server.services.wallet, player.id, 2000);
    const bonus = await bonusFor(player, { amount: 1000, factor: 5 });

    const ref = round(player);
    await bet(ref, 2300); // 2000 real, 300 bonus
    const { outcome } = await server.services.wallet.rollback(ref, `rollback-${randomUUID()}`);
    expect(outcome.status).toBe('rolledBack');
    expect(outcome.change).toMatchObject({ balance: 2000, bonusBalance: 1000, amount: 2300 });
    expect(await balances(server.store, player.id)).toEqual({ real: 2000, bonus: 1000 });
    expect(await bonusOf(bonus)).toMatchObject({ status: 'Active', balance: 1000 });
  });

  it('converts at the requirement: bonus money up to maxPayout becomes real, the excess goes to the house', async () => {
    player = await createRewardPlayer(server.store);
    await fund(server.services.wallet, player.id, 5000);
    const bonus = await bonusFor(player, { amount: 1000, factor: 2, maxPayout: 400 });
    const ref = round(player);
    expect(await bet(ref, 1500)).toMatchObject({ balance: 3500, wageringProgress: 75 });
    const converting = await bet(ref, 600);
    expect(converting).toMatchObject({
      balance: 2900 + 400,
      bonusBalance: 0,
      wageringProgress: 100,
    });
    expect(await bonusOf(bonus)).toEqual({
      status: 'Converted',
      balance: 0,
      wagered: 2100,
      wagering_requirement: 2000,
      paid_out: 400,
    });
    // Later bets concern no bonus.
    expect(await bet(ref, 100)).toMatchObject({ balance: 3200, wageringProgress: 0 });
  });

  it('converts without a cap when maxPayout is not set', async () => {
    player = await createRewardPlayer(server.store);
    await fund(server.services.wallet, player.id, 3000);
    const bonus = await bonusFor(player, { amount: 800, factor: 1 });
    const ref = round(player);
    expect(await bet(ref, 1000)).toMatchObject({ balance: 2000 + 800, bonusBalance: 0 });
    expect(await bonusOf(bonus)).toMatchObject({ status: 'Converted', paid_out: 800 });
  });

  it('forfeits a bonus whose money runs out before the requirement; too large a bet is refused', async () => {
    player = await createRewardPlayer(server.store);
    const bonus = await bonusFor(player, { amount: 1000, factor: 10 });
    const ref = round(player);
    await expect(bet(ref, 1001)).rejects.toMatchObject({ type: 'InsufficientFunds' });
    expect(await bet(ref, 400)).toMatchObject({
      balance: 0,
      bonusBalance: 600,
      wageringProgress: 4,
    });
    expect(await bet(ref, 600)).toMatchObject({ bonusBalance: 0, wageringProgress: 0 });
    expect(await bonusOf(bonus)).toMatchObject({ status: 'Forfeited', balance: 0, wagered: 1000 });
    // With no Active bonus left, the bonus-funded share of a win is real money.
    expect(await win(ref, 500)).toMatchObject({ balance: 500, bonusBalance: 0 });
  });

  it('counts toward the oldest Active bonus first and spends its money first', async () => {
    player = await createRewardPlayer(server.store);
    const older = await bonusFor(player, { amount: 500, factor: 4 });
    const newer = await bonusFor(player, { amount: 500, factor: 4 });
    const ref = round(player);
    expect(await bet(ref, 600)).toMatchObject({ bonusBalance: 400 });
    // The older one is spent (Forfeited); the next bet counts toward the newer one.
    expect(await bonusOf(older)).toMatchObject({ status: 'Forfeited', wagered: 600 });
    expect(await bonusOf(newer)).toMatchObject({ status: 'Active', balance: 400, wagered: 0 });
    expect(await bet(ref, 100)).toMatchObject({ bonusBalance: 300, wageringProgress: 5 });
  });

  it('the scheduler expires an Active bonus at its end: its money goes to the house', async () => {
    player = await createRewardPlayer(server.store);
    const bonus = await bonusFor(player, { amount: 900, factor: 3, bonusExpiresIn: 3600 });
    await server.store.query(
      `update player_bonuses set expires_at = now() - interval '1 second' where assignation_id = $1`,
      [bonus],
    );
    const report = await schedulerPass(server.services.rewards.deps);
    expect(report.bonusesExpired).toBe(1);
    expect(await bonusOf(bonus)).toMatchObject({ status: 'Expired', balance: 0 });
    expect(await balances(server.store, player.id)).toEqual({ real: 0, bonus: 0 });
    expect(events.filter((e) => e.playerId === player.id).at(-1)).toMatchObject({
      moneyType: 'BonusExpiry',
      amount: 900,
      bonusBalance: 0,
    });
    // Another pass finds nothing to do.
    expect((await schedulerPass(server.services.rewards.deps)).bonusesExpired).toBe(0);
  });

  it('bets of a player without bonus money report no progress and touch no bonus', async () => {
    player = await createRewardPlayer(server.store);
    await fund(server.services.wallet, player.id, 2000);
    const change = await bet(round(player), 100);
    expect(change).toMatchObject({ balance: 1900, bonusBalance: 0, wageringProgress: 0 });
  });
}

describeStores('rewards: wagering', (kind) => wageringSuite(kind));
