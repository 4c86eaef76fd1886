// Free spins in the demo slot: a claimed free-spin reward (three spins) is played first in its
// game — no bet, the round recorded with the grant and the spin's stake, the win credited as a
// CasinoWin — the response and the page count the spins left, a retried spin replays without
// taking another, the fourth spin bets normally, and FUN sessions never use a grant. On PGlite
// and on PostgreSQL when available.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { evaluate, REEL_STRIPS } from '../../server/games/slot-engine.ts';
import { cachedSecret } from '../../server/db/secrets.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, fund, ledgerSnapshot } from './helpers/wallet.ts';
import { grantReward, testReward } from './helpers/rewards.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;

interface SpinBody {
  roundId: string;
  reels: string[][];
  win: number;
  stake: number;
  balance: number;
  mode: string;
  freeSpin: boolean;
  freeSpinsLeft: number;
  freeSpinStake: number | null;
}

function freeSpinsSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  let slug: string;
  let stake: number;
  /** The free spins' stake: twice the smallest, so it differs from the chosen stake. */
  let value: number;

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true, rewardScheduler: { enabled: false } });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'slot-classic' order by popularity limit 1",
    );
    slug = rows[0]!.slug;
    stake = (await server.services.games.game(slug, 'EUR'))!.stakes[0]!;
    value = stake * 2;
    await fund(server.services.wallet, playerId, 10_000);
  });
  afterAll(() => server?.close());

  /** Defines, assigns and claims a free-spin reward of `spins` spins on the game. */
  async function grantFreeSpins(spins: number): Promise<void> {
    await grantReward(
      server.services,
      playerId,
      testReward({
        type: 'FreeSpins',
        name: `${spins} test spins`,
        freeSpinsAmount: spins,
        spinValue: value,
        betLevel: 1,
        gameSlug: slug,
      }),
    );
  }

  async function launch(mode: 'REAL' | 'FUN'): Promise<{ url: string; token: string }> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      { token },
    );
    const url = response.data!.startGameSession.url;
    return { url, token: new URL(url).searchParams.get('session')! };
  }

  async function spin(gameToken: string, spinId: string): Promise<SpinBody> {
    const response = await fetch(`${server.http}/demo-games/api/spin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${gameToken}`,
        origin: 'null',
      },
      body: JSON.stringify({ stake, spinId }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as SpinBody;
  }

  /** A spin id whose reels win at `at` in this session (the reels are an HMAC of the round id). */
  async function winningSpinId(gameToken: string, at: number): Promise<string> {
    const session = await server.services.games.session(gameToken);
    const secret = await cachedSecret(server.store, 'demo-games-reel-key')();
    for (let n = 0; ; n += 1) {
      const spinId = `winning-spin-${n}`;
      const digest = createHmac('sha256', secret).update(`${session!.id}:${spinId}`).digest();
      const stops = REEL_STRIPS.map((strip, i) => digest.readUInt32BE(i * 4) % strip.length);
      if (evaluate(stops, at).win > 0) return spinId;
    }
  }
  const winEntry = async (roundId: string) =>
    (
      await server.store.query<{ money_type: string }>(
        'select money_type from ledger_entries where idempotency_key = $1',
        [`casino:${playerId}:spin:${roundId}:win`],
      )
    ).rows[0]?.money_type;

  const round = async (id: string) =>
    (
      await server.store.query<{
        bet: number;
        win: number;
        status: string;
        free_spin_stake: number | null;
        free_spin_grant_id: string | null;
      }>(
        'select bet, win, status, free_spin_stake, free_spin_grant_id from game_rounds where id = $1',
        [id],
      )
    ).rows[0];
  const betEntries = async (roundId: string) =>
    Number(
      (
        await server.store.query<{ n: number }>(
          `select count(*) as n from ledger_entries where idempotency_key = $1`,
          [`casino:${playerId}:spin:${roundId}:bet`],
        )
      ).rows[0]?.n,
    );

  it('plays three free spins without a bet, credits their wins, then bets normally', async () => {
    await grantFreeSpins(3);
    const game = await launch('REAL');
    const page = await (await fetch(game.url)).text();
    expect(page).toMatch(
      /data-testid="free-spins" role="status">Free spins left: 3 · €[\d.]+ each</,
    );
    expect(page).toContain('"freeSpinsLeft":3');
    expect(page).toContain(`"freeSpinStake":${value}`);
    expect(page).toContain('<button id="spin" type="button">Free spin</button>');

    let balance = await balanceOf(server.store, playerId);
    const free: SpinBody[] = [];
    // The first free spin wins, so a credited win is seen for sure.
    const spinIds = [await winningSpinId(game.token, value), 'free-spin-0001', 'free-spin-0002'];
    for (const [index, left] of [2, 1, 0].entries()) {
      const body = await spin(game.token, spinIds[index]!);
      expect(body).toMatchObject({
        mode: 'REAL',
        freeSpin: true,
        stake: value,
        freeSpinsLeft: left,
        freeSpinStake: left > 0 ? value : null,
      });
      // No bet taken: the balance only rises by the win.
      expect(body.balance).toBe(balance + body.win);
      balance = body.balance;
      expect(await round(body.roundId)).toMatchObject({
        bet: 0,
        win: body.win,
        status: 'settled',
        free_spin_stake: value,
        free_spin_grant_id: expect.any(String),
      });
      expect(await betEntries(body.roundId)).toBe(0);
      expect(await winEntry(body.roundId)).toBe('CasinoWin');
      free.push(body);
    }
    expect(free[0]!.win).toBeGreaterThan(0);
    expect(await balanceOf(server.store, playerId)).toBe(balance);

    // A retried free spin replays its round: same reels and win, no spin taken, nothing moves.
    const before = await ledgerSnapshot(server.store);
    const retried = await spin(game.token, spinIds[0]!);
    expect(retried).toMatchObject({
      roundId: free[0]!.roundId,
      reels: free[0]!.reels,
      win: free[0]!.win,
      stake: value,
      freeSpin: true,
      freeSpinsLeft: 0,
    });
    expect(await ledgerSnapshot(server.store)).toBe(before);

    // The fourth spin is a money spin at the chosen stake.
    const fourth = await spin(game.token, 'money-spin-0001');
    expect(fourth).toMatchObject({ freeSpin: false, stake, freeSpinsLeft: 0, freeSpinStake: null });
    expect(fourth.balance).toBe(balance - stake + fourth.win);
    expect(await round(fourth.roundId)).toMatchObject({
      bet: stake,
      win: fourth.win,
      free_spin_stake: null,
    });
    expect(await betEntries(fourth.roundId)).toBe(1);

    const left = await gql<{ viewer: { freeSpins: { remaining: number }[] } }>(
      server.http,
      '{ viewer { freeSpins { remaining } } }',
      {},
      { token },
    );
    expect(left.data!.viewer.freeSpins).toEqual([]);
  });

  it('FUN sessions never use a grant', async () => {
    await grantFreeSpins(2);
    const fun = await launch('FUN');
    const page = await (await fetch(fun.url)).text();
    expect(page).toContain('"freeSpinsLeft":0');
    expect(page).toContain('<button id="spin" type="button">Spin</button>');
    const body = await spin(fun.token, 'fun-free-00001');
    expect(body).toMatchObject({ mode: 'FUN', freeSpin: false, stake, freeSpinsLeft: 0 });
    const { rows } = await server.store.query<{ remaining: number }>(
      'select remaining from free_spin_grants where player_id = $1 and remaining > 0',
      [playerId],
    );
    expect(rows.map((row) => Number(row.remaining))).toEqual([2]);
    // The REAL session still has them.
    const real = await launch('REAL');
    expect(await (await fetch(real.url)).text()).toContain('Free spins left: 2');
  });

  it('takes one spin per spin id when retries race', async () => {
    await grantFreeSpins(1);
    const game = await launch('REAL');
    // The grant of the last test has 2 spins left, this one 1: 3 in all.
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => spin(game.token, 'raced-spin-0001')),
    );
    expect(new Set(bodies.map((b) => b.roundId)).size).toBe(1);
    expect(bodies.every((b) => b.freeSpin && b.win === bodies[0]!.win)).toBe(true);
    const { rows } = await server.store.query<{ left: number }>(
      'select coalesce(sum(remaining), 0) as left from free_spin_grants where player_id = $1',
      [playerId],
    );
    expect(Number(rows[0]!.left)).toBe(2);
  });
}

describeStores('free spins in the demo slot', (kind) => freeSpinsSuite(kind));
