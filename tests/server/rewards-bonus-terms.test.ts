// Bonus terms (decision 0028): what a bet adds to a bonus's wagering depends
// on the game's type (slots count in full, table and live games a fraction), a roulette round
// whose bets cover two thirds or more of the wheel (red and black, all dozens, all columns …)
// counts nothing, and while the player holds bonus money a round above the bonus's max bet is
// refused (BonusMaxBetExceeded) with nothing written. The terms are stored with the bonus when
// it is granted and shown on Viewer.bonuses. Rounds through the real slot and roulette backends
// on PGlite and PostgreSQL; the covering rule's property is in rewards-covering-bets.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../server/catalogue/demo-catalogue.ts';
import { createRoulette } from '../../server/games/roulette-service.ts';
import { LobbyError } from '../../server/errors.ts';
import { isHealthy } from '../../server/ledger/journal/invariants.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import {
  assignTo,
  createRewardPlayer,
  defineReward,
  HEALTHY,
  OPERATOR_KEY,
  rewardInvariants,
  type RewardPlayer,
} from './helpers/rewards.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { fund, ledgerSnapshot } from './helpers/wallet.ts';

interface BonusRow {
  status: string;
  balance: number;
  wagered: number;
}

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const BONUSES = `query { viewer { bonuses { assignationId wagered wageringProgress
  terms { maxBet coveringBetShare contributions { gameType percent } } } } }`;
const ROULETTE = 'european-roulette';

interface TermsView {
  maxBet: number;
  coveringBetShare: number;
  contributions: { gameType: string; percent: number }[];
}

function termsSuite(kind: BackendKind): void {
  let server: WalletApp;
  let chip: number;
  /** A slot whose offered stakes go above €5. */
  let slot: string;
  let slotStakes: number[];
  let live: string;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      catalogue: true,
      operatorKey: OPERATOR_KEY,
      rewardScheduler: { enabled: false },
    });
    chip = (await server.services.games.roulette.table(ROULETTE, 'EUR'))!.chip;
    const demo = generateDemoCatalogue().games;
    slot = demo.find((g) => g.engine === 'slot-classic' && g.minBet >= 20)!.slug;
    slotStakes = (await server.services.games.game(slot, 'EUR'))!.stakes;
    live = demo.find((g) => g.kind === 'live')!.slug;
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    const report = await rewardInvariants(server.store);
    expect(report).toMatchObject(HEALTHY);
    expect(isHealthy(report)).toBe(true);
  });

  interface Player extends RewardPlayer {
    accessToken: string;
  }

  /** A signed-in player with real money and a claimed €20 bonus (×10); its assignation id. */
  async function playerWithBonus(
    extra: Record<string, unknown> = {},
  ): Promise<{ player: Player; bonus: string }> {
    const rewardPlayer = await createRewardPlayer(server.store);
    const { accessToken } = await smsSignIn(server, rewardPlayer.phoneNumber);
    const player = { ...rewardPlayer, accessToken };
    await fund(server.services.wallet, player.id, 5_000);
    const rewardId = await defineReward(server, {
      type: 'BonusMoneyDrop',
      amount: 2_000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
      ...extra,
    });
    const bonus = await assignTo(server, rewardId, player.id);
    await server.services.rewards.claim(player.id, bonus);
    return { player, bonus };
  }

  const bonusOf = async (assignationId: string): Promise<BonusRow> => {
    const { rows } = await server.store.query<BonusRow>(
      'select status, balance, wagered from player_bonuses where assignation_id = $1',
      [assignationId],
    );
    const row = rows[0]!;
    return { status: row.status, balance: Number(row.balance), wagered: Number(row.wagered) };
  };

  async function gameSession(player: Player, slug: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode: 'REAL' },
      { token: player.accessToken },
    );
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return new URL(response.data.startGameSession.url).searchParams.get('session')!;
  }

  /** A roulette whose ball always lands on `pocket`. */
  const rouletteOn = (pocket: number) =>
    createRoulette({
      store: server.store,
      wallet: server.services.wallet,
      draw: () => Promise.resolve(pocket),
    });
  const spinId = () => `spin-${randomUUID()}`;

  function slotSpin(token: string, stakeAmount: number) {
    return fetch(`${server.http}/demo-games/api/spin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${token}`,
        origin: 'null',
      },
      body: JSON.stringify({ stake: stakeAmount, spinId: spinId() }),
    });
  }

  it('covering bets in one roulette round (red and black, all dozens, all columns …) add nothing to wagering', async () => {
    const { player, bonus } = await playerWithBonus();
    const table = await gameSession(player, ROULETTE);
    const roulette = rouletteOn(0);
    const sets = [
      [{ type: 'red' }, { type: 'black' }],
      [1, 2, 3].map((value) => ({ type: 'dozen', value })),
      [1, 2, 3].map((value) => ({ type: 'column', value })),
      [{ type: 'odd' }, { type: 'even' }, { type: 'straight', value: 0 }],
    ];
    let staked = 0;
    for (const set of sets) {
      const bets = set.map((spot) => ({ ...spot, stake: chip }));
      const round = await roulette.spin(table, bets, spinId());
      staked += round.stake;
    }
    expect(staked).toBeGreaterThan(0);
    expect(await bonusOf(bonus)).toMatchObject({ status: 'Active', wagered: 0 });
  });

  it('a slot bet counts in full; a roulette straight bet and a live game bet count 10 %', async () => {
    const { player, bonus } = await playerWithBonus();
    const slotToken = await gameSession(player, slot);
    const slotStake = slotStakes.find((s) => s > 100 && s <= 500)!;
    const spun = await slotSpin(slotToken, slotStake);
    expect(spun.status).toBe(200);
    expect((await bonusOf(bonus)).wagered).toBe(slotStake);

    const table = await gameSession(player, ROULETTE);
    const straight = Math.floor(500 / chip) * chip;
    await rouletteOn(36).spin(table, [{ type: 'straight', value: 17, stake: straight }], spinId());
    expect((await bonusOf(bonus)).wagered).toBe(slotStake + Math.floor(straight / 10));

    // A live game through the wallet (the game provider's bet): 10 % as well.
    const ref = {
      playerId: player.id,
      roundId: `live-${randomUUID()}`,
      gameSlug: live,
      currency: 'EUR',
    };
    const change = (await server.services.wallet.bet(ref, 300, `live-${randomUUID()}`)).outcome
      .change;
    const wagered = slotStake + Math.floor(straight / 10) + 30;
    expect((await bonusOf(bonus)).wagered).toBe(wagered);
    expect(change.wageringProgress).toBe(Math.floor((wagered / 20_000) * 1000) / 10);
  });

  it('refuses a round above the max bet while bonus money is held (BonusMaxBetExceeded), writing nothing', async () => {
    const { player, bonus } = await playerWithBonus();
    const slotToken = await gameSession(player, slot);
    const table = await gameSession(player, ROULETTE);
    const before = await ledgerSnapshot(server.store);
    const bonusBefore = await bonusOf(bonus);

    const tooMuch = slotStakes.find((s) => s > 500)!;
    const refused = await slotSpin(slotToken, tooMuch);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'BonusMaxBetExceeded',
      details: { maxBet: 500, currency: 'EUR' },
    });

    // The round's total counts: several spots that together pass €5.
    const perSpot = Math.floor(500 / chip / 2) * chip + chip;
    const error = await rouletteOn(5)
      .spin(
        table,
        [
          { type: 'straight', value: 5, stake: perSpot },
          { type: 'straight', value: 6, stake: perSpot },
        ],
        spinId(),
      )
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(LobbyError);
    expect((error as LobbyError).extensions()).toMatchObject({
      type: 'BonusMaxBetExceeded',
      maxBet: 500,
      currency: 'EUR',
    });
    expect(await ledgerSnapshot(server.store)).toBe(before);
    expect(await bonusOf(bonus)).toEqual(bonusBefore);

    // At the max bet the round is taken.
    const atMax = slotStakes.filter((s) => s <= 500).at(-1)!;
    expect((await slotSpin(slotToken, atMax)).status).toBe(200);

    // Without bonus money the same stake is an ordinary bet.
    const other = await createRewardPlayer(server.store);
    const { accessToken } = await smsSignIn(server, other.phoneNumber);
    await fund(server.services.wallet, other.id, 5_000);
    const otherToken = await gameSession({ ...other, accessToken }, slot);
    expect((await slotSpin(otherToken, tooMuch)).status).toBe(200);
  });

  it('stores the terms with the bonus when it is granted and shows them on Viewer.bonuses', async () => {
    const { player, bonus } = await playerWithBonus();
    const { player: capped, bonus: cappedBonus } = await playerWithBonus({ maxBet: 300 });
    const termsOf = async (who: Player, assignationId: string) => {
      const response = await gql<{
        viewer: { bonuses: { assignationId: string; terms: TermsView }[] };
      }>(server.http, BONUSES, {}, { token: who.accessToken });
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      return response.data.viewer.bonuses.find((b) => b.assignationId === assignationId)!.terms;
    };
    expect(await termsOf(player, bonus)).toEqual({
      maxBet: 500,
      coveringBetShare: 0.6667,
      contributions: [
        { gameType: 'slot', percent: 100 },
        { gameType: 'instant', percent: 100 },
        { gameType: 'table', percent: 10 },
        { gameType: 'live', percent: 10 },
      ],
    });
    expect((await termsOf(capped, cappedBonus)).maxBet).toBe(300);

    // A running bonus keeps the terms it was granted with: one granted when table games counted
    // 50 % goes on counting them at 50 %.
    await server.store.query(
      `update player_bonuses set contributions = contributions || '{"table": 50}'::jsonb
       where assignation_id = $1`,
      [bonus],
    );
    const table = await gameSession(player, ROULETTE);
    await rouletteOn(36).spin(table, [{ type: 'straight', value: 1, stake: 2 * chip }], spinId());
    expect((await bonusOf(bonus)).wagered).toBe(chip);
    expect((await termsOf(player, bonus)).contributions).toContainEqual({
      gameType: 'table',
      percent: 50,
    });
  });
}

describeStores('rewards: bonus terms', (kind) => termsSuite(kind));
