// A game session belongs to the player session that opened it (decision
// 0027): after the player signs out, or is signed out by a sign-in elsewhere, the old game token
// places no bet in the slot or the roulette (401 AuthenticationFailure, the ledger unchanged).
// The bet itself checks the player session inside its transaction, on the one-statement path
// and on the bonus path; a win of a bet taken before the sign-out is still paid; visitors' FUN
// sessions do not care. PGlite, and PostgreSQL when available.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import type { RoundRef } from '../../server/ledger/rounds/rounds.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, createTestPlayer, fund, ledgerSnapshot } from './helpers/wallet.ts';
import { grantReward, testReward } from './helpers/rewards.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const LOGOUT = 'mutation { logout { loggedOut } }';
const ROULETTE = 'european-roulette';
const PHONE = DEMO_ACCOUNTS.demo.phoneNumber;

function sessionEndSuite(kind: BackendKind): void {
  let server: WalletApp;
  let playerId: string;
  let slot: string;
  let stake: number;
  let chip: number;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      catalogue: true,
      rewardScheduler: { enabled: false },
    });
    playerId = (await findPlayerByPhone(server.store, 'aurora', PHONE))!.id;
    const { rows } = await server.store.query<{ slug: string }>(
      `select slug from games where engine = 'slot-classic' order by popularity limit 1`,
    );
    slot = rows[0]!.slug;
    stake = (await server.services.games.game(slot, 'EUR'))!.stakes[0]!;
    chip = (await server.services.games.roulette.table(ROULETTE, 'EUR'))!.chip;
    await fund(server.services.wallet, playerId, 100_000);
  });
  afterAll(() => server?.close());

  const signIn = async () => (await smsSignIn(server, PHONE)).accessToken;

  async function launch(slug: string, mode: 'REAL' | 'FUN', bearer?: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      bearer ? { token: bearer } : {},
    );
    expect(response.errors).toBeUndefined();
    return new URL(response.data!.startGameSession.url).searchParams.get('session')!;
  }

  function post(path: string, gameToken: string, body: unknown): Promise<Response> {
    return fetch(`${server.http}/demo-games/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${gameToken}`,
        origin: 'null',
      },
      body: JSON.stringify(body),
    });
  }
  const spin = (gameToken: string) =>
    post('spin', gameToken, { stake, spinId: `spin-${randomUUID()}` });
  const playRoulette = (gameToken: string) =>
    post('roulette', gameToken, {
      bets: [{ type: 'red', stake: chip }],
      spinId: `round-${randomUUID()}`,
    });

  /** Both games refuse the token with 401 AuthenticationFailure and write nothing. */
  async function expectRefused(slotToken: string, rouletteToken: string): Promise<void> {
    const before = await ledgerSnapshot(server.store);
    const refusedSpin = await spin(slotToken);
    expect(refusedSpin.status).toBe(401);
    expect(await refusedSpin.json()).toMatchObject({ error: 'AuthenticationFailure' });
    const refusedRound = await playRoulette(rouletteToken);
    expect(refusedRound.status).toBe(401);
    expect(await refusedRound.json()).toMatchObject({ error: 'AuthenticationFailure' });
    // The game page and its balance call treat the token as ended too.
    expect((await fetch(`${server.http}/demo-games/${slot}/?session=${slotToken}`)).status).toBe(
      401,
    );
    expect(await ledgerSnapshot(server.store)).toBe(before);
  }

  it('after logout, the old game tokens of the slot and the roulette place no bet', async () => {
    const token = await signIn();
    const slotToken = await launch(slot, 'REAL', token);
    const rouletteToken = await launch(ROULETTE, 'REAL', token);
    expect((await spin(slotToken)).status).toBe(200);
    expect((await playRoulette(rouletteToken)).status).toBe(200);

    const loggedOut = await gql<{ logout: { loggedOut: boolean } }>(
      server.http,
      LOGOUT,
      {},
      { token },
    );
    expect(loggedOut.data?.logout.loggedOut).toBe(true);
    await expectRefused(slotToken, rouletteToken);
  });

  it('after a sign-in elsewhere (LOGGED_IN_FROM_ANOTHER_DEVICE), the old game tokens place no bet', async () => {
    const first = await signIn();
    const slotToken = await launch(slot, 'REAL', first);
    const rouletteToken = await launch(ROULETTE, 'REAL', first);
    expect((await spin(slotToken)).status).toBe(200);

    const second = await signIn();
    const { rows } = await server.store.query<{ end_reason: string }>(
      `select end_reason from player_sessions where player_id = $1 and ended_at is not null
       order by ended_at desc limit 1`,
      [playerId],
    );
    expect(rows[0]?.end_reason).toBe('LOGGED_IN_FROM_ANOTHER_DEVICE');
    await expectRefused(slotToken, rouletteToken);
    // The new session's games play.
    expect((await spin(await launch(slot, 'REAL', second))).status).toBe(200);
    expect((await playRoulette(await launch(ROULETTE, 'REAL', second))).status).toBe(200);
  });

  /** A player session of a fresh test player, ended the way a sign-out ends it. */
  async function endedSessionOf(player: string): Promise<string> {
    const id = `test-session-${randomUUID()}`;
    await server.store.query(
      `insert into player_sessions (id, player_id, brand, method, ended_at, end_reason)
       values ($1, $2, 'aurora', 'SMS', now(), 'LOGOUT')`,
      [id, player],
    );
    return id;
  }
  const ref = (player: string): RoundRef => ({
    playerId: player,
    roundId: `round-${randomUUID()}`,
    gameSlug: slot,
    currency: 'EUR',
  });

  it('the bet checks the player session in its own transaction (one-statement bet)', async () => {
    const player = await createTestPlayer(server.store);
    await fund(server.services.wallet, player, 5_000);
    const ended = await endedSessionOf(player);
    const before = await ledgerSnapshot(server.store);
    await expect(
      server.services.wallet.bet(ref(player), 500, `bet-${randomUUID()}`, {
        playerSessionId: ended,
      }),
    ).rejects.toMatchObject({ type: 'AuthenticationFailure', reasons: ['SessionEnded'] });
    expect(await ledgerSnapshot(server.store)).toBe(before);
    expect(await balanceOf(server.store, player)).toBe(5_000);
  });

  it('the bet checks the player session in its own transaction (bet with bonus money)', async () => {
    // Rewards are claimed with a verified phone number.
    const player = await createTestPlayer(server.store, {
      phoneNumber: `+35840${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      phoneVerified: true,
    });
    await fund(server.services.wallet, player, 5_000);
    await grantReward(
      server.services,
      player,
      testReward({
        type: 'BonusMoneyDrop',
        name: 'Session test bonus',
        amount: 1_000,
        currency: 'EUR',
        wageringRequirementFactor: 5,
      }),
    );
    const ended = await endedSessionOf(player);
    const before = await ledgerSnapshot(server.store);
    await expect(
      server.services.wallet.bet(ref(player), 500, `bet-${randomUUID()}`, {
        playerSessionId: ended,
      }),
    ).rejects.toMatchObject({ type: 'AuthenticationFailure', reasons: ['SessionEnded'] });
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('a win of a bet taken before the sign-out is still paid', async () => {
    const token = await signIn();
    const { rows } = await server.store.query<{ id: string }>(
      'select id from player_sessions where player_id = $1 and ended_at is null',
      [playerId],
    );
    const live = rows[0]!.id;
    const round = ref(playerId);
    const before = await balanceOf(server.store, playerId);
    await server.services.wallet.bet(round, 300, `bet-${randomUUID()}`, { playerSessionId: live });
    await gql(server.http, LOGOUT, {}, { token });
    const won = await server.services.wallet.win(round, 900, `win-${randomUUID()}`);
    expect(won.outcome.status).toBe('settled');
    expect(await balanceOf(server.store, playerId)).toBe(before - 300 + 900);
    expect(isHealthy(await checkInvariants(server.store))).toBe(true);
  });

  it("visitors' FUN sessions are not tied to any player session", async () => {
    const token = await signIn();
    const funSlot = await launch(slot, 'FUN');
    const funRoulette = await launch(ROULETTE, 'FUN');
    await gql(server.http, LOGOUT, {}, { token });
    expect((await spin(funSlot)).status).toBe(200);
    expect((await playRoulette(funRoulette)).status).toBe(200);
  });
}

describeStores('game sessions end with the player session', (kind) => sessionEndSuite(kind));
