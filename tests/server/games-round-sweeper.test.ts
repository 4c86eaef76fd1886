// Half-done rounds (decision 0027). A spin is a bet entry then a win entry;
// a crash between them (injected here with the games' afterBet fault hook) leaves the round open.
// The bet records the decided outcome (the win, its key, what the game shows) in its own
// transaction, and the sweeper settles rounds open longer than the timeout: the recorded win, or
// a rollback (stake back, the bonus-funded part to the bonus) when nothing was recorded. Each
// round is settled once — also with two instances racing on one PostgreSQL and the game's own
// late win in the race — a late win after the sweep changes nothing, and the game shows the
// round's outcome, once, when the player opens it again. PGlite, and PostgreSQL when available.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import type { Store } from '../../server/db/store.ts';
import type { PubSubTopics } from '../../server/pubsub/pubsub.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import { sweepOpenRounds } from '../../server/ledger/rounds/round-sweeper.ts';
import type { RoundRef } from '../../server/ledger/rounds/rounds.ts';
import type { Wallet } from '../../server/ledger/wallet.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describePostgres, describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, createTestPlayer, fund, ledgerSnapshot, testWallet } from './helpers/wallet.ts';
import { grantReward, testReward } from './helpers/rewards.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const ROULETTE = 'european-roulette';
const PHONE = DEMO_ACCOUNTS.demo.phoneNumber;

interface RoundRow {
  id: string;
  status: string;
  bet: number;
  win: number;
  outcome_win: number | null;
  outcome_win_key: string | null;
  outcome: Record<string, unknown> | null;
  swept: boolean;
}

async function roundOf(store: Store, id: string): Promise<RoundRow> {
  const { rows } = await store.query<RoundRow>(
    `select id, status, bet, win, outcome_win, outcome_win_key, outcome,
       swept_at is not null as swept
     from game_rounds where id = $1`,
    [id],
  );
  const row = rows[0]!;
  return {
    ...row,
    bet: Number(row.bet),
    win: Number(row.win),
    outcome_win: row.outcome_win === null ? null : Number(row.outcome_win),
  };
}

/** How many ledger entries an idempotency key names (0 or 1). */
async function entriesUnder(store: Store, key: string): Promise<number> {
  const { rows } = await store.query<{ n: number }>(
    'select count(*) as n from ledger_entries where idempotency_key = $1',
    [key],
  );
  return Number(rows[0]!.n);
}

/** The start data the game page hands its script. */
function pageConfig(html: string, id: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

function sweeperSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  let slot: string;
  let stake: number;
  let chip: number;
  /** Set to make the next spins "crash" between their bet and their win. */
  let crashAfterBet = false;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      catalogue: true,
      rewardScheduler: { enabled: false },
      gameFaults: {
        afterBet: () =>
          crashAfterBet
            ? Promise.reject(new Error('killed between bet and win'))
            : Promise.resolve(),
      },
    });
    token = (await smsSignIn(server, PHONE)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', PHONE))!.id;
    const { rows } = await server.store.query<{ slug: string }>(
      `select slug from games where engine = 'slot-classic' order by popularity limit 1`,
    );
    slot = rows[0]!.slug;
    stake = (await server.services.games.game(slot, 'EUR'))!.stakes[0]!;
    chip = (await server.services.games.roulette.table(ROULETTE, 'EUR'))!.chip;
    await fund(server.services.wallet, playerId, 100_000);
  });
  afterEach(async () => {
    crashAfterBet = false;
    expect(isHealthy(await checkInvariants(server.store))).toBe(true);
  });
  afterAll(() => server?.close());

  async function launch(slug: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode: 'REAL' },
      { token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.startGameSession.url;
  }
  const tokenOf = (url: string) => new URL(url).searchParams.get('session')!;

  function post(path: string, gameToken: string, body: unknown): Promise<Response> {
    return fetch(`${server.http}/demo-games/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${gameToken}` },
      body: JSON.stringify(body),
    });
  }
  const sweep = (timeoutMs = 0) => sweepOpenRounds(server.services.wallet, { timeoutMs });

  /** A slot spin that dies between its bet and its win; the round id. */
  async function crashedSpin(gameToken: string, spinId: string): Promise<string> {
    crashAfterBet = true;
    const response = await post('spin', gameToken, { stake, spinId });
    crashAfterBet = false;
    expect(response.status).toBe(500);
    const { rows } = await server.store.query<{ id: string }>(
      'select id from game_rounds where id like $1',
      [`%:${spinId}`],
    );
    return rows[0]!.id;
  }

  it('records the decided outcome with the bet; the sweeper pays exactly that win, once', async () => {
    const url = await launch(slot);
    const before = await balanceOf(server.store, playerId);
    const roundId = await crashedSpin(tokenOf(url), 'crash-spin-0001');

    const open = await roundOf(server.store, roundId);
    expect(open).toMatchObject({ status: 'open', bet: stake, win: 0, swept: false });
    expect(open.outcome_win_key).toBe(`spin:${roundId}:win`);
    expect(open.outcome).toMatchObject({ stake, win: open.outcome_win });
    expect(await balanceOf(server.store, playerId)).toBe(before - stake);

    expect(await sweep()).toEqual({ won: 1, rolledBack: 0 });
    const settled = await roundOf(server.store, roundId);
    expect(settled).toMatchObject({ status: 'settled', win: open.outcome_win, swept: true });
    expect(await balanceOf(server.store, playerId)).toBe(before - stake + open.outcome_win!);
    expect(await entriesUnder(server.store, `casino:${playerId}:spin:${roundId}:win`)).toBe(1);

    // Nothing is left to do: a second pass settles nothing again.
    const snapshot = await ledgerSnapshot(server.store);
    expect(await sweep()).toEqual({ won: 0, rolledBack: 0 });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it("a late win after the sweep changes nothing (the game's retry replays the sweep's entry)", async () => {
    const url = await launch(ROULETTE);
    const bets = [
      { type: 'red', stake: chip },
      { type: 'black', stake: chip },
      { type: 'straight', value: 0, stake: chip },
    ];
    crashAfterBet = true;
    const crashed = await post('roulette', tokenOf(url), { bets, spinId: 'crash-round-0001' });
    crashAfterBet = false;
    expect(crashed.status).toBe(500);
    const { rows } = await server.store.query<{ id: string }>(
      `select id from game_rounds where id like '%:crash-round-0001'`,
    );
    const roundId = rows[0]!.id;
    const open = await roundOf(server.store, roundId);
    // Red, black and the zero cover every pocket: the round wins something.
    expect(open.outcome_win).toBeGreaterThan(0);
    expect(open.outcome).toMatchObject({ stake: 3 * chip, win: open.outcome_win });

    expect(await sweep()).toEqual({ won: 1, rolledBack: 0 });
    const snapshot = await ledgerSnapshot(server.store);
    // The game's own win, arriving late under its key: replayed, nothing written.
    const ref: RoundRef = { playerId, roundId, gameSlug: ROULETTE, currency: 'EUR' };
    const late = await server.services.wallet.win(ref, open.outcome_win!, open.outcome_win_key!);
    expect(late.replayed).toBe(true);
    // The frame retrying the whole round gets its outcome back, and nothing moves.
    const retried = await post('roulette', tokenOf(url), { bets, spinId: 'crash-round-0001' });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ roundId, win: open.outcome_win });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it('rolls back a round without a recorded outcome: the stake back, bonus money to the bonus', async () => {
    const player = await createTestPlayer(server.store, {
      phoneNumber: `+35840${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      phoneVerified: true,
    });
    await fund(server.services.wallet, player, 2_000);
    const { wallet } = server.services;
    const assignationId = await grantReward(
      server.services,
      player,
      testReward({
        type: 'BonusMoneyDrop',
        name: 'Sweeper test bonus',
        amount: 1_000,
        currency: 'EUR',
        wageringRequirementFactor: 5,
        // Above the 23.00 round below: this test is about the rollback, not the bonus max bet.
        maxBet: 10_000,
      }),
    );

    // A provider's bet without an outcome: 2000 real, then 300 bonus money.
    const ref: RoundRef = {
      playerId: player,
      roundId: `external-${randomUUID()}`,
      gameSlug: slot,
      currency: 'EUR',
    };
    await wallet.bet(ref, 2_300, `bet-${randomUUID()}`);
    expect(await balanceOf(server.store, player)).toBe(0);

    expect(await sweep()).toEqual({ won: 0, rolledBack: 1 });
    expect(await roundOf(server.store, ref.roundId)).toMatchObject({
      status: 'rolledBack',
      swept: true,
    });
    expect(await balanceOf(server.store, player)).toBe(2_000);
    const { rows } = await server.store.query<{ balance: number }>(
      `select balance from player_bonuses where assignation_id = $1`,
      [assignationId],
    );
    expect(Number(rows[0]!.balance)).toBe(1_000);

    // A win arriving after the rollback is refused and writes nothing.
    const snapshot = await ledgerSnapshot(server.store);
    await expect(wallet.win(ref, 5_000, `win-${randomUUID()}`)).rejects.toMatchObject({
      type: 'RoundNotFound',
    });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it('leaves rounds younger than the timeout alone', async () => {
    const url = await launch(slot);
    const roundId = await crashedSpin(tokenOf(url), 'crash-spin-0002');
    const snapshot = await ledgerSnapshot(server.store);
    expect(await sweep(60 * 60_000)).toEqual({ won: 0, rolledBack: 0 });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
    expect((await roundOf(server.store, roundId)).status).toBe('open');
    await sweep();
  });

  it('the slot shows a round settled without the player when it is opened again, once', async () => {
    const roundId = await crashedSpin(tokenOf(await launch(slot)), 'crash-spin-0003');
    const open = await roundOf(server.store, roundId);
    await sweep();

    const page = await (await fetch(await launch(slot))).text();
    const win = open.outcome_win!;
    const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;
    expect(page).toContain(
      win > 0
        ? `Your last round was completed: won ${money(win)}.`
        : 'Your last round was completed: no win.',
    );
    const config = pageConfig(page, 'slot-config');
    expect(config.lastRound).toMatchObject({
      roundId,
      status: 'settled',
      stake,
      win,
      outcome: { reels: (open.outcome as { reels: unknown }).reels },
    });
    // Shown once: the next load starts as usual.
    const again = await (await fetch(await launch(slot))).text();
    expect(again).not.toContain('Your last round');
    expect(pageConfig(again, 'slot-config').lastRound).toBeNull();
  });

  it('the roulette shows the number of a round settled without the player, and a refund as a refund', async () => {
    const url = await launch(ROULETTE);
    crashAfterBet = true;
    const crashed = await post('roulette', tokenOf(url), {
      bets: [{ type: 'straight', value: 17, stake: chip }],
      spinId: 'crash-round-0002',
    });
    crashAfterBet = false;
    expect(crashed.status).toBe(500);
    await sweep();
    const { rows } = await server.store.query<{ outcome: { pocket: number } }>(
      `select outcome from game_rounds where id like '%:crash-round-0002'`,
    );
    const pocket = rows[0]!.outcome.pocket;
    const page = await (await fetch(await launch(ROULETTE))).text();
    expect(page).toMatch(
      new RegExp(
        `Your last round was completed: ${pocket} (Red|Black|Green), (won €[\\d.]+|no win)\\.`,
      ),
    );
    expect(pageConfig(page, 'roulette-config').lastRound).toMatchObject({
      status: 'settled',
      outcome: { pocket },
    });

    // A round of the table that the sweeper rolled back (no outcome recorded) reads as a refund.
    const ref: RoundRef = {
      playerId,
      roundId: `external-${randomUUID()}`,
      gameSlug: ROULETTE,
      currency: 'EUR',
    };
    await server.services.wallet.bet(ref, 250, `bet-${randomUUID()}`);
    expect(await sweep()).toEqual({ won: 0, rolledBack: 1 });
    const refunded = await (await fetch(await launch(ROULETTE))).text();
    expect(refunded).toContain('Your last round was refunded: €2.50 back to your balance.');
    expect(pageConfig(refunded, 'roulette-config').lastRound).toMatchObject({
      status: 'rolledBack',
      stake: 250,
      outcome: null,
    });
  });
}

describe('round sweeper settings', () => {
  it('reads the timeout and interval with defaults; the mid-round fault is refused in production', () => {
    expect(loadConfig({})).toMatchObject({
      gameRoundTimeoutMs: 30_000,
      gameRoundSweepIntervalMs: 5_000,
      devFaultPauseAfterBetMs: undefined,
    });
    expect(
      loadConfig({
        GAME_ROUND_TIMEOUT_MS: '120000',
        GAME_ROUND_SWEEP_INTERVAL_MS: '250',
        DEV_FAULT_PAUSE_AFTER_BET_MS: '5000',
      }),
    ).toMatchObject({
      gameRoundTimeoutMs: 120_000,
      gameRoundSweepIntervalMs: 250,
      devFaultPauseAfterBetMs: 5_000,
    });
    expect(() => loadConfig({ GAME_ROUND_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ GAME_ROUND_SWEEP_INTERVAL_MS: 'soon' })).toThrow(ConfigError);
    const production = { NODE_ENV: 'production', OPERATOR_KEY: 'a-production-operator-key' };
    expect(loadConfig(production).devFaultPauseAfterBetMs).toBeUndefined();
    expect(() => loadConfig({ ...production, DEV_FAULT_PAUSE_AFTER_BET_MS: '1000' })).toThrow(
      /DEV_FAULT_PAUSE_AFTER_BET_MS/,
    );
  });
});

describeStores('open rounds and the sweeper', (kind) => sweeperSuite(kind));
describePostgres('two instances sweeping one PostgreSQL', () => {
  let opened: TestStore;
  let other: Store;
  let a: ReturnType<typeof testWallet>;
  let b: ReturnType<typeof testWallet>;

  beforeAll(async () => {
    opened = await openMigratedStore('postgres', 'sweep-race');
    other = await opened.openAgain();
    a = testWallet(opened.store);
    b = testWallet(other);
  });
  afterAll(async () => {
    await a?.pubsub.close();
    await b?.pubsub.close();
    await other?.close();
    await opened?.cleanup();
  });

  /** Every balanceUpdated a wallet announces. */
  function listen(wallet: ReturnType<typeof testWallet>): PubSubTopics['balanceUpdated'][] {
    const seen: PubSubTopics['balanceUpdated'][] = [];
    void (async () => {
      for await (const event of wallet.pubsub.subscribe('balanceUpdated')) seen.push(event);
    })();
    return seen;
  }

  it('settles every round exactly once, with the games’ own late wins in the race', async () => {
    const player = await createTestPlayer(opened.store);
    await fund(a.wallet, player, 100_000);
    const rounds: { ref: RoundRef; win: number | null; key: string | null }[] = [];
    for (let i = 0; i < 40; i++) {
      const ref: RoundRef = {
        playerId: player,
        roundId: `race-${i}-${randomUUID()}`,
        gameSlug: 'race-slot',
        currency: 'EUR',
      };
      // Three in four with an outcome (wins of 0 to 900), the rest without.
      const win = i % 4 === 3 ? null : (i % 10) * 100;
      const key = win === null ? null : `race:${ref.roundId}:win`;
      await a.wallet.bet(
        ref,
        100,
        `race:${ref.roundId}:bet`,
        win === null || key === null ? {} : { outcome: { win, winKey: key, show: { i } } },
      );
      rounds.push({ ref, win, key });
    }
    const fundedAfterBets = await balanceOf(opened.store, player);
    const eventsA = listen(a);
    const eventsB = listen(b);

    const openRounds = async () => {
      const { rows } = await opened.store.query<{ n: number }>(
        `select count(*) as n from game_rounds where player_id = $1 and status = 'open'`,
        [player],
      );
      return Number(rows[0]!.n);
    };
    /** Passes of three rounds each until no round is open (the other instance may hold some). */
    const drain = async (wallet: Wallet) => {
      const total = { won: 0, rolledBack: 0 };
      const deadline = Date.now() + 30_000;
      while ((await openRounds()) > 0 && Date.now() < deadline) {
        const report = await sweepOpenRounds(wallet, { timeoutMs: 0, batchSize: 3 });
        // A pass claims at most its batch, so the two instances share the work.
        expect(report.won + report.rolledBack).toBeLessThanOrEqual(3);
        total.won += report.won;
        total.rolledBack += report.rolledBack;
      }
      return total;
    };
    const sweeping = Promise.all([drain(a.wallet), drain(b.wallet)]);
    // The games' own wins of half the rounds arrive, through both instances, while they sweep.
    const late = rounds
      .filter((round, i) => round.key !== null && i % 2 === 0)
      .map((round, i) =>
        (i % 2 === 0 ? b : a).wallet.win(round.ref, round.win!, round.key!).then(
          (result) => (result.replayed ? 0 : 1),
          () => 0,
        ),
      );
    const [fromA, fromB] = await sweeping;
    const lateCount = (await Promise.all(late)).reduce((sum: number, n) => sum + n, 0);

    const withOutcome = rounds.filter((round) => round.key !== null).length;
    expect(fromA.won + fromB.won + lateCount).toBe(withOutcome);
    expect(fromA.rolledBack + fromB.rolledBack).toBe(rounds.length - withOutcome);

    const { rows } = await opened.store.query<{ status: string; n: number }>(
      `select status, count(*) as n from game_rounds where player_id = $1 group by status`,
      [player],
    );
    expect(Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))).toEqual({
      settled: withOutcome,
      rolledBack: rounds.length - withOutcome,
    });
    for (const round of rounds) {
      const key = round.key ?? `sweep:${round.ref.roundId}`;
      expect(await entriesUnder(opened.store, `casino:${player}:${key}`)).toBe(1);
    }
    const paid = rounds.reduce((sum, round) => sum + (round.win ?? 100), 0);
    expect(await balanceOf(opened.store, player)).toBe(fundedAfterBets + paid);
    expect(isHealthy(await checkInvariants(opened.store))).toBe(true);
    // Each settlement that moved money was announced once, by the instance that made it.
    const moved = rounds.filter((round) => (round.win ?? 100) > 0).length;
    await expect.poll(() => eventsA.length + eventsB.length).toBe(moved);
  });
});
