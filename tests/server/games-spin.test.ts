// The demo slot: startGameSession for players (REAL) and visitors (FUN), the game page under its
// own CSP for a sandboxed iframe, and the spin API: a REAL spin is a bet and a win through the
// seamless wallet (CasinoBet on balanceUpdated), a retried spin replays, FUN spins never touch
// the ledger, and a stake above the balance is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { returnToPlayer } from '../../server/games/slot-engine.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { fund, ledgerSnapshot } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url mode currency expiresAt } }`;

describe('demo slot (PGlite)', () => {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  let slug: string;
  /** The smallest stake the game offers in EUR. */
  let stake: number;
  const pubsub: PubSub = createInProcessPubSub();

  beforeAll(async () => {
    server = await openWalletApp('pglite', { catalogue: true, pubsub });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'slot-classic' order by popularity limit 1",
    );
    slug = rows[0]!.slug;
    stake = (await server.services.games.game(slug, 'EUR'))!.stakes[0]!;
    await fund(server.services.wallet, playerId, 10_000);
  });
  afterAll(async () => {
    await server?.close();
    await pubsub.close();
  });

  async function launch(mode: 'REAL' | 'FUN', bearer?: string) {
    const response = await gql<{ startGameSession: { url: string; currency: string } }>(
      server.http,
      START,
      { slug, mode },
      bearer ? { token: bearer } : {},
    );
    return response;
  }

  const sessionToken = (url: string) => new URL(url).searchParams.get('session')!;

  async function spin(gameToken: string, stake: number, spinId: string) {
    return fetch(`${server.http}/demo-games/api/spin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${gameToken}`,
        origin: 'null',
      },
      body: JSON.stringify({ stake, spinId }),
    });
  }

  it('pays out less than it takes (RTP below 100 %)', () => {
    const rtp = returnToPlayer();
    expect(rtp).toBeGreaterThan(0.85);
    expect(rtp).toBeLessThan(1);
  });

  it('launches REAL for players only; visitors get AuthenticationFailure, unknown games GameNotFound', async () => {
    expect(errorType(await launch('REAL'))).toBe('AuthenticationFailure');
    const unknown = await gql(server.http, START, { slug: 'no-such-game', mode: 'FUN' }, { token });
    expect(errorType(unknown)).toBe('GameNotFound');
    const real = await launch('REAL', token);
    expect(real.data!.startGameSession.url).toMatch(
      new RegExp(`/demo-games/${slug}/\\?session=[\\w-]{43}$`),
    );
  });

  it('serves the page with its own CSP, labelled controls and the lobby origin for postMessage', async () => {
    const { url } = (await launch('REAL', token)).data!.startGameSession;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`connect-src 'self' ${server.http}`);
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<label for="stake">Bet</label>');
    expect(html).toContain('<button id="spin" type="button">Spin</button>');
    expect(html).toContain('€100.00'); // the balance
    expect(html).toContain(`"parentOrigin":"${server.http}"`);
    // The game's script runs on the shared kit, which posts to the lobby's origin only.
    expect(html).toContain(
      '<script src="/demo-games/assets/game-kit.js"></script>\n<script src="/demo-games/assets/slot.js"></script>',
    );
    const script = await fetch(`${server.http}/demo-games/assets/slot.js`);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await script.text()).toContain("window.GameKit.start('slot-config')");
    const kit = await fetch(`${server.http}/demo-games/assets/game-kit.js`);
    expect(kit.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(kit.headers.get('content-type')).toContain('text/javascript');
    expect(await kit.text()).toContain('postMessage(message, config.parentOrigin)');
    expect((await fetch(`${server.http}/demo-games/${slug}/?session=nope`)).status).toBe(401);
  });

  it('answers CORS for the sandboxed frame (opaque origin)', async () => {
    const preflight = await fetch(`${server.http}/demo-games/api/spin`, {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('a REAL spin bets and wins through the wallet; the same spinId replays', async () => {
    const { url } = (await launch('REAL', token)).data!.startGameSession;
    const gameToken = sessionToken(url);
    const first = await spin(gameToken, stake, 'spin-0000-0001');
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await first.json()) as {
      reels: string[][];
      win: number;
      balance: number;
      roundId: string;
      stake: number;
    };
    expect(body.reels).toHaveLength(3);
    expect(body.reels.every((reel) => reel.length === 3)).toBe(true);
    expect(body.balance).toBe(10_000 - stake + body.win);
    const { rows } = await server.store.query<{ bet: number; win: number; status: string }>(
      'select bet, win, status from game_rounds where id = $1',
      [body.roundId],
    );
    expect(rows[0]).toEqual({ bet: stake, win: body.win, status: 'settled' });

    const before = await ledgerSnapshot(server.store);
    const retried = (await (await spin(gameToken, stake, 'spin-0000-0001')).json()) as typeof body;
    expect(retried).toEqual(body);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('publishes CasinoBet (and CasinoWin on a win) for a REAL spin', async () => {
    const { url } = (await launch('REAL', token)).data!.startGameSession;
    const events = pubsub.subscribe('balanceUpdated');
    const next = events.next();
    const response = await spin(sessionToken(url), stake, 'spin-0000-0002');
    expect(response.status).toBe(200);
    const event = (await next).value as { moneyType: string; amount: number; playerId: string };
    expect(event).toMatchObject({ moneyType: 'CasinoBet', amount: stake, playerId });
    await events.return?.();
  });

  it('refuses a stake above the balance (402 InsufficientFunds) and stakes not offered, ledger unchanged', async () => {
    // The other demo account has no money.
    const poor = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber)).accessToken;
    const { url } = (await launch('REAL', poor)).data!.startGameSession;
    const gameToken = sessionToken(url);
    const html = await (await fetch(url)).text();
    const stakes = [...html.matchAll(/<option value="(\d+)">/g)].map((m) => Number(m[1]));
    expect(stakes).toEqual([1, 2, 5, 10, 20, 50].map((step) => step * stake));
    const before = await ledgerSnapshot(server.store);
    expect((await spin(gameToken, stake + 1, 'spin-0000-0003')).status).toBe(400);
    expect((await spin(gameToken, -100, 'spin-0000-0004')).status).toBe(400);
    const refused = await spin(gameToken, stakes[0]!, 'spin-0000-0005');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: 'InsufficientFunds' });
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('FUN spins work for visitors with demo money and never touch the ledger', async () => {
    const fun = await launch('FUN');
    expect(fun.errors).toBeUndefined();
    const before = await ledgerSnapshot(server.store);
    const response = await spin(
      sessionToken(fun.data!.startGameSession.url),
      stake,
      'fun-00000001',
    );
    const body = (await response.json()) as { balance: number; win: number; mode: string };
    expect(body.mode).toBe('FUN');
    expect(body.balance).toBe(100_000 - stake + body.win);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('lists recently played games newest first, distinct, capped (SyncRecentlyPlayedGames)', async () => {
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'slot-classic' order by popularity limit 3 offset 1",
    );
    // One REAL spin on each of three other games, in order.
    for (const [index, { slug: other }] of rows.entries()) {
      const real = await gql<{ startGameSession: { url: string } }>(
        server.http,
        START,
        { slug: other, mode: 'REAL' },
        { token },
      );
      const otherStake = (await server.services.games.game(other, 'EUR'))!.stakes[0]!;
      const response = await spin(
        sessionToken(real.data!.startGameSession.url),
        otherStake,
        `recent-${index}-0000001`,
      );
      expect(response.status).toBe(200);
    }
    const recent = await gql<{
      viewer: { recentlyPlayedGamesV2: { slug: string; json: string }[] };
    }>(
      server.http,
      `{ viewer { recentlyPlayedGamesV2(maxRecentlyPlayedGames: 2) { slug json } } }`,
      {},
      { token },
    );
    const games = recent.data!.viewer.recentlyPlayedGamesV2;
    expect(games.map((game) => game.slug)).toEqual([rows[2]!.slug, rows[1]!.slug]);
    expect(Object.keys(JSON.parse(games[0]!.json) as object).sort()).toEqual([
      'gameId',
      'isLiveCasinoGame',
    ]);
  });
});
