// The card tables through the game backend: a REAL blackjack round is one wallet
// round whose bet grows with doubles/splits/insurance and is settled by one win — the balance
// moves by exactly win − stakes; FUN rounds never touch the ledger; baccarat and dragon tiger
// settle a coup as one bet and one win; bad input gets a typed error and takes nothing; the
// page and the rules page render in the player's language. On PGlite (and PostgreSQL).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { sweepOpenRounds } from '../../server/ledger/rounds/round-sweeper.ts';
import { basicStrategy } from '../../server/games/blackjack-strategy.ts';
import type { BlackjackState } from '../../server/games/blackjack-engine.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, fund, ledgerSnapshot } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;

function suite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true, rewardScheduler: { enabled: false } });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    await fund(server.services.wallet, playerId, 100_000);
    for (const engine of ['blackjack', 'baccarat', 'dragon-tiger']) {
      const { rows } = await server.store.query<{ slug: string }>(
        'select slug from games where engine = $1 order by slug limit 1',
        [engine],
      );
      slugs[engine] = rows[0]!.slug;
    }
  });
  afterAll(() => server?.close());

  async function launch(slug: string, mode: 'REAL' | 'FUN'): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      mode === 'REAL' ? { token } : {},
    );
    expect(response.errors).toBeUndefined();
    return response.data!.startGameSession.url;
  }
  const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;

  async function api(path: string, gameToken: string, body: unknown) {
    const response = await fetch(`${server.http}/demo-games/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${gameToken}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, never> };
  }

  /** Deals and plays basic strategy until settled; returns the settled view. */
  async function playBlackjack(gameToken: string, bet: number, dealId: string) {
    let view = (await api('blackjack/deal', gameToken, { bet, dealId }))
      .body as unknown as BlackjackState & {
      roundId: string;
      version: number;
      status: string;
      staked: number;
      balance: number;
      win?: number;
    };
    let guard = 0;
    while (view.status === 'open' && guard++ < 20) {
      // The strategy needs only the up card, which the view shows.
      const action = basicStrategy(view);
      const next = await api('blackjack/act', gameToken, {
        roundId: view.roundId,
        action,
        version: view.version,
      });
      expect(next.status).toBe(200);
      view = next.body as never;
    }
    return view;
  }

  it('serves the blackjack page in Finnish with the lobby locale, and the rules page', async () => {
    const url = await launch(slugs.blackjack!, 'REAL');
    const page = await fetch(`${url}&locale=fi-FI`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="blackjack"');
    expect(html).toContain('>Jää</button>');
    expect(html).toContain('"locale":"fi-FI"');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const rules = await fetch(`${server.http}/demo-games/${slugs.blackjack}/rules/?locale=de-DE`);
    expect(rules.status).toBe(200);
    const text = await rules.text();
    expect(text).toContain('3 zu 2');
    expect(text).toContain('99,6');
    const bad = await fetch(`${server.http}/demo-games/${slugs.baccarat}/rules/?locale=<script>`);
    expect(await bad.text()).toContain('0.95 to 1');
    expect((await fetch(`${server.http}/demo-games/no-such-game/rules/`)).status).toBe(404);
  });

  it('a REAL blackjack round: one wallet round, balance moves by exactly win − stakes', async () => {
    const gameToken = sessionOf(await launch(slugs.blackjack!, 'REAL'));
    const table = (await server.services.games.blackjack.table(slugs.blackjack!, 'EUR'))!;
    for (let i = 0; i < 12; i++) {
      const before = await balanceOf(server.store, playerId);
      const view = await playBlackjack(gameToken, table.chip * 2, `bj-real-${i}-0000`);
      expect(view.status).toBe('settled');
      expect(await balanceOf(server.store, playerId)).toBe(before - view.staked + view.win!);
      expect(view.balance).toBe(before - view.staked + view.win!);
      const { rows } = await server.store.query<{ bet: number; win: number; status: string }>(
        'select bet, win, status from game_rounds where id = $1',
        [view.roundId],
      );
      expect(rows).toEqual([{ bet: view.staked, win: view.win, status: 'settled' }]);
    }
  });

  it('a round left undecided is settled by the sweeper as stood — never refunded — and shown so', async () => {
    const gameToken = sessionOf(await launch(slugs.blackjack!, 'REAL'));
    const table = (await server.services.games.blackjack.table(slugs.blackjack!, 'EUR'))!;
    interface View {
      status: string;
      roundId: string;
      version: number;
      staked: number;
      win?: number;
      actions: string[];
      totals: number[];
      active: number;
    }
    let view = undefined as unknown as View;
    let balanceBefore = 0;
    for (let i = 0; i < 20; i++) {
      balanceBefore = await balanceOf(server.store, playerId);
      const dealt = await api('blackjack/deal', gameToken, {
        bet: table.chip * 2,
        dealId: `bj-leave-${i}-000`,
      });
      view = dealt.body as never;
      if (view.status === 'open') break;
    }
    expect(view.status).toBe('open');
    // A hit (if the hand allows one) moves the recorded outcome along without a stake.
    // Only from a hard total of 9 or less, so the hit cannot end the round.
    if (view.actions.includes('hit') && view.totals[view.active]! <= 9) {
      view = (
        await api('blackjack/act', gameToken, {
          roundId: view.roundId,
          action: 'hit',
          version: view.version,
        })
      ).body as never;
    }
    expect(view.status).toBe('open');
    {
      expect(await sweepOpenRounds(server.services.wallet, { timeoutMs: 0 })).toEqual({
        won: 1,
        rolledBack: 0,
      });
      const swept = await api('blackjack/act', gameToken, {
        roundId: view.roundId,
        action: view.actions.includes('noInsurance') ? 'noInsurance' : 'stand',
        version: view.version,
      });
      expect(swept.status).toBe(200);
      view = swept.body as never;
      expect(view.status).toBe('swept');
    }
    const { rows } = await server.store.query<{ bet: number; win: number; status: string }>(
      'select bet, win, status from game_rounds where id = $1',
      [view.roundId],
    );
    expect(rows).toEqual([{ bet: view.staked, win: view.win, status: 'settled' }]);
    expect(await balanceOf(server.store, playerId)).toBe(balanceBefore - view.staked + view.win!);
  });

  it('refuses bad input with typed errors and takes nothing', async () => {
    const gameToken = sessionOf(await launch(slugs.blackjack!, 'REAL'));
    const snapshot = await ledgerSnapshot(server.store);
    expect(
      (await api('blackjack/deal', gameToken, { bet: 3, dealId: 'bad-bet-0001' })).body,
    ).toMatchObject({ error: 'InvalidAmount' });
    expect(
      (await api('blackjack/deal', gameToken, { bet: 'x', dealId: 'bad-bet-0002' })).status,
    ).toBe(400);
    expect((await api('blackjack/act', gameToken, { roundId: 'nope', action: 'hit' })).status).toBe(
      404,
    );
    expect(
      (await api('blackjack/act', gameToken, { roundId: 'nope', action: 'fold' })).body,
    ).toMatchObject({ error: 'InvalidArgument' });
    expect(
      (
        await api('baccarat', gameToken, {
          bets: [{ type: 'banker', stake: 20 }],
          dealId: 'wrong-game-01',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('blackjack/deal', 'x'.repeat(43), { bet: 2, dealId: 'no-session-01' })).status,
    ).toBe(401);
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it('a FUN blackjack round moves demo money only', async () => {
    const gameToken = sessionOf(await launch(slugs.blackjack!, 'FUN'));
    const snapshot = await ledgerSnapshot(server.store);
    const table = (await server.services.games.blackjack.table(slugs.blackjack!, 'EUR'))!;
    const start = (await server.services.games.session(gameToken))!.funBalance;
    const view = await playBlackjack(gameToken, table.chip, 'bj-fun-0000-01');
    expect(view.balance).toBe(start - view.staked + view.win!);
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  for (const engine of ['baccarat', 'dragon-tiger'] as const) {
    it(`a REAL ${engine} coup is one bet and one win; FUN leaves the ledger alone; a retry replays`, async () => {
      const table = (await server.services.games.cardTables.table(slugs[engine]!, 'EUR'))!;
      const bets = table.betTypes.map((type) => ({ type, stake: table.chip }));
      const gameToken = sessionOf(await launch(slugs[engine]!, 'REAL'));
      const before = await balanceOf(server.store, playerId);
      const first = await api('baccarat', gameToken, { bets, dealId: `${engine}-0001` });
      expect(first.status).toBe(200);
      const result = first.body as unknown as {
        stake: number;
        win: number;
        balance: number;
        roundId: string;
      };
      expect(result.stake).toBe(3 * table.chip);
      expect(await balanceOf(server.store, playerId)).toBe(before - result.stake + result.win);
      const snapshot = await ledgerSnapshot(server.store);
      expect((await api('baccarat', gameToken, { bets, dealId: `${engine}-0001` })).body).toEqual(
        first.body,
      );
      expect(await ledgerSnapshot(server.store)).toBe(snapshot);

      const fun = sessionOf(await launch(slugs[engine]!, 'FUN'));
      const played = await api('baccarat', fun, { bets, dealId: `${engine}-fun-01` });
      expect(played.status).toBe(200);
      expect(await ledgerSnapshot(server.store)).toBe(snapshot);
      expect(
        (
          await api('baccarat', fun, {
            bets: [{ type: 'tie', stake: 1 }],
            dealId: `${engine}-bad-1`,
          })
        ).body,
      ).toMatchObject({ error: 'InvalidArgument' });
    });
  }
}

describeStores('card tables', (kind) => suite(kind));
