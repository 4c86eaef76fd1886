// The demo roulette (decision 0025): the payout table for every bet type (the zero loses the
// outside bets), bet validation, the page, and rounds through the game backend — a REAL round of
// several bets is one wallet bet of the total and one win of exactly the table's payout for the
// drawn pocket (RNG injected), a replay changes nothing, refused bets leave the ledger as it
// was, and FUN rounds never touch it. On PGlite, and on PostgreSQL when available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { LobbyError } from '../../server/errors.ts';
import {
  colourOf,
  covers,
  parseBets,
  PAYOUTS,
  pocketFrom,
  returnToPlayer,
  settle,
  WHEEL_ORDER,
  type RouletteBet,
} from '../../server/games/roulette-engine.ts';
import { createRoulette, isRouletteGame } from '../../server/games/roulette-service.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, fund, ledgerSnapshot } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const SLUG = 'european-roulette';

describe('roulette payout table', () => {
  const win = (bet: Omit<RouletteBet, 'stake'>, pocket: number) =>
    settle([{ ...bet, stake: 10 }], pocket).win;

  it('pays a straight 35 to 1 (stake back on top), also on the zero', () => {
    expect(win({ type: 'straight', value: 17 }, 17)).toBe(360);
    expect(win({ type: 'straight', value: 17 }, 18)).toBe(0);
    expect(win({ type: 'straight', value: 0 }, 0)).toBe(360);
  });

  it('pays red/black, odd/even, low/high 1 to 1', () => {
    expect(win({ type: 'red' }, 1)).toBe(20);
    expect(win({ type: 'red' }, 2)).toBe(0);
    expect(win({ type: 'black' }, 2)).toBe(20);
    expect(win({ type: 'black' }, 36)).toBe(0);
    expect(win({ type: 'odd' }, 35)).toBe(20);
    expect(win({ type: 'odd' }, 36)).toBe(0);
    expect(win({ type: 'even' }, 36)).toBe(20);
    expect(win({ type: 'low' }, 18)).toBe(20);
    expect(win({ type: 'low' }, 19)).toBe(0);
    expect(win({ type: 'high' }, 19)).toBe(20);
    expect(win({ type: 'high' }, 1)).toBe(0);
  });

  it('pays dozens and columns 2 to 1', () => {
    expect(win({ type: 'dozen', value: 1 }, 12)).toBe(30);
    expect(win({ type: 'dozen', value: 2 }, 13)).toBe(30);
    expect(win({ type: 'dozen', value: 3 }, 36)).toBe(30);
    expect(win({ type: 'dozen', value: 1 }, 13)).toBe(0);
    expect(win({ type: 'column', value: 1 }, 34)).toBe(30);
    expect(win({ type: 'column', value: 2 }, 17)).toBe(30);
    expect(win({ type: 'column', value: 3 }, 36)).toBe(30);
    expect(win({ type: 'column', value: 3 }, 34)).toBe(0);
  });

  it('the zero loses every outside bet', () => {
    for (const bet of [
      { type: 'red' },
      { type: 'black' },
      { type: 'odd' },
      { type: 'even' },
      { type: 'low' },
      { type: 'high' },
      ...[1, 2, 3].flatMap((value) => [
        { type: 'dozen', value },
        { type: 'column', value },
      ]),
    ] as Omit<RouletteBet, 'stake'>[]) {
      expect(covers(bet, 0)).toBe(false);
    }
  });

  it('covers the right number of pockets: every bet returns 36/37 (RTP 97.3 %)', () => {
    const bets: Omit<RouletteBet, 'stake'>[] = [
      ...Array.from({ length: 37 }, (_, value) => ({ type: 'straight' as const, value })),
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type })),
      ...[1, 2, 3].flatMap((value) => [
        { type: 'dozen' as const, value },
        { type: 'column' as const, value },
      ]),
    ];
    for (const bet of bets) expect(returnToPlayer(bet)).toBeCloseTo(36 / 37, 12);
    expect(PAYOUTS.straight).toBe(35);
    // 18 red, 18 black, one green zero; the wheel holds every pocket once.
    const colours = Array.from({ length: 37 }, (_, p) => colourOf(p));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('settles several bets at once', () => {
    const outcome = settle(
      [
        { type: 'straight', value: 17, stake: 100 },
        { type: 'red', stake: 200 },
        { type: 'odd', stake: 100 },
      ],
      17,
    );
    expect(outcome).toMatchObject({ stake: 400, win: 3600 + 0 + 200 });
    expect(outcome.bets.map((bet) => bet.win)).toEqual([3600, 0, 200]);
  });

  it('draws pockets without bias: words at or above the largest multiple of 37 are skipped', () => {
    const bytes = (...words: number[]) => {
      const buffer = new Uint8Array(words.length * 4);
      const view = new DataView(buffer.buffer);
      words.forEach((word, i) => view.setUint32(i * 4, word));
      return buffer;
    };
    const limit = Math.floor(2 ** 32 / 37) * 37;
    expect(pocketFrom(bytes(0))).toBe(0);
    expect(pocketFrom(bytes(38))).toBe(1);
    expect(pocketFrom(bytes(limit, 40))).toBe(3);
    expect(pocketFrom(bytes(limit, 2 ** 32 - 1))).toBeUndefined();
  });

  it('checks every bet: type, pocket, dozen/column, stakes in whole chips up to the limit', () => {
    const limits = { chip: 100, maxStake: 10_000 };
    const typeOf = (input: unknown) => {
      try {
        parseBets(input, limits);
        return 'ok';
      } catch (error) {
        return error instanceof LobbyError ? error.type : 'other';
      }
    };
    expect(typeOf([{ type: 'straight', value: 36, stake: 100 }])).toBe('ok');
    expect(typeOf([{ type: 'red', stake: 10_000 }])).toBe('ok');
    expect(typeOf([])).toBe('InvalidArgument');
    expect(typeOf('red')).toBe('InvalidArgument');
    expect(typeOf([{ type: 'split', value: 1, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'straight', value: 37, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'straight', value: -1, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'straight', value: 1.5, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'straight', stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'dozen', value: 4, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'column', value: 0, stake: 100 }])).toBe('InvalidArgument');
    expect(typeOf([{ type: 'red', value: 3, stake: 100 }])).toBe('InvalidArgument');
    expect(
      typeOf([
        { type: 'red', stake: 100 },
        { type: 'red', stake: 100 },
      ]),
    ).toBe('InvalidArgument');
    for (const stake of [0, -100, 150, 100.5, '100', 10_100, Number.MAX_SAFE_INTEGER, null]) {
      expect(typeOf([{ type: 'red', stake }]), String(stake)).toBe('InvalidAmount');
    }
  });

  it('routes the catalogue roulette tables to the roulette, live roulette stays the slot', () => {
    expect(isRouletteGame('european-roulette')).toBe(true);
    expect(isRouletteGame('mini-roulette')).toBe(true);
    expect(isRouletteGame('live-roulette-ruby')).toBe(false);
    expect(isRouletteGame('polished-reels-megaways')).toBe(false);
  });
});

interface RoundBody {
  roundId: string;
  pocket: number;
  colour: string;
  stake: number;
  win: number;
  balance: number;
  mode: string;
  bets: (RouletteBet & { win: number })[];
}

function rouletteSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  let chip: number;

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true, rewardScheduler: { enabled: false } });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    chip = (await server.services.games.roulette.table(SLUG, 'EUR'))!.chip;
    await fund(server.services.wallet, playerId, 100_000);
  });
  afterAll(() => server?.close());

  async function launch(mode: 'REAL' | 'FUN', bearer?: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug: SLUG, mode },
      bearer ? { token: bearer } : {},
    );
    expect(response.errors).toBeUndefined();
    return response.data!.startGameSession.url;
  }
  const sessionToken = (url: string) => new URL(url).searchParams.get('session')!;

  function play(gameToken: string, bets: unknown, spinId: string) {
    return fetch(`${server.http}/demo-games/api/roulette`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${gameToken}`,
        origin: 'null',
      },
      body: JSON.stringify({ bets, spinId }),
    });
  }

  it('serves the table page under the game CSP with named bet buttons; the slot API refuses it', async () => {
    const url = await launch('REAL', token);
    expect(url).toMatch(new RegExp(`/demo-games/${SLUG}/\\?session=[\\w-]{43}$`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('aria-label="Bet on 17"');
    expect(html).toContain('aria-label="Bet on red"');
    expect(html).toContain('aria-label="Bet on column 3"');
    expect(html).toContain('<button type="button" id="spin" class="primary">Spin</button>');
    expect(html).toContain(
      '<script src="/demo-games/assets/game-kit.js"></script>\n<script src="/demo-games/assets/roulette.js"></script>',
    );
    expect(html).toContain(`"parentOrigin":"${server.http}"`);
    const script = await fetch(`${server.http}/demo-games/assets/roulette.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain("window.GameKit.start('roulette-config')");
    const kit = await fetch(`${server.http}/demo-games/assets/game-kit.js`);
    expect(kit.status).toBe(200);
    expect(await kit.text()).toContain('postMessage(message, config.parentOrigin)');
    const slotSpin = await fetch(`${server.http}/demo-games/api/spin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `GameSession ${sessionToken(url)}`,
      },
      body: JSON.stringify({ stake: chip, spinId: 'slot-on-roulette' }),
    });
    expect(slotSpin.status).toBe(400);
  });

  it('a REAL round of several bets takes the stakes and credits exactly the payout for the drawn pocket; a replay changes nothing', async () => {
    const roulette = createRoulette({
      store: server.store,
      wallet: server.services.wallet,
      draw: () => Promise.resolve(17),
    });
    const gameToken = sessionToken(await launch('REAL', token));
    const bets = [
      { type: 'straight', value: 17, stake: chip },
      { type: 'red', stake: 2 * chip },
      { type: 'odd', stake: chip },
      { type: 'dozen', value: 2, stake: chip },
      { type: 'column', value: 2, stake: chip },
      { type: 'high', stake: chip },
    ];
    const before = await balanceOf(server.store, playerId);
    const result = await roulette.spin(gameToken, bets, 'round-0000-0001');
    // 17 is black, odd, low, in the 2nd dozen and the 2nd column.
    const expectedWin = 36 * chip + 2 * chip + 3 * chip + 3 * chip;
    expect(result).toMatchObject({ pocket: 17, colour: 'black', stake: 7 * chip });
    expect(result.win).toBe(expectedWin);
    expect(result.bets.map((bet) => bet.win)).toEqual([
      36 * chip,
      0,
      2 * chip,
      3 * chip,
      3 * chip,
      0,
    ]);
    expect(result.balance).toBe(before - 7 * chip + expectedWin);
    expect(await balanceOf(server.store, playerId)).toBe(result.balance);
    const { rows } = await server.store.query<{ bet: number; win: number; status: string }>(
      'select bet, win, status from game_rounds where id = $1',
      [result.roundId],
    );
    expect(rows[0]).toEqual({ bet: 7 * chip, win: expectedWin, status: 'settled' });

    const snapshot = await ledgerSnapshot(server.store);
    expect(await roulette.spin(gameToken, bets, 'round-0000-0001')).toEqual(result);
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
    // The same spin id with other bets is refused, not played again.
    await expect(
      roulette.spin(gameToken, [{ type: 'red', stake: chip }], 'round-0000-0001'),
    ).rejects.toMatchObject({ type: 'IdempotencyKeyReused' });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it('a lost round is settled with a win of 0 (the zero takes the outside bets)', async () => {
    const roulette = createRoulette({
      store: server.store,
      wallet: server.services.wallet,
      draw: () => Promise.resolve(0),
    });
    const gameToken = sessionToken(await launch('REAL', token));
    const before = await balanceOf(server.store, playerId);
    const result = await roulette.spin(
      gameToken,
      [
        { type: 'red', stake: chip },
        { type: 'black', stake: chip },
        { type: 'dozen', value: 1, stake: chip },
      ],
      'round-0000-0002',
    );
    expect(result).toMatchObject({ pocket: 0, colour: 'green', stake: 3 * chip, win: 0 });
    expect(await balanceOf(server.store, playerId)).toBe(before - 3 * chip);
    const { rows } = await server.store.query<{ status: string }>(
      'select status from game_rounds where id = $1',
      [result.roundId],
    );
    expect(rows[0]!.status).toBe('settled');
  });

  it('over HTTP the drawn pocket decides the payout by the table, and a retry replays', async () => {
    const gameToken = sessionToken(await launch('REAL', token));
    const bets = [
      { type: 'straight', value: 7, stake: chip },
      { type: 'even', stake: 3 * chip },
      { type: 'column', value: 3, stake: 2 * chip },
    ];
    const before = await balanceOf(server.store, playerId);
    const response = await play(gameToken, bets, 'http-round-0001');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as RoundBody;
    expect(body.pocket).toBeGreaterThanOrEqual(0);
    expect(body.pocket).toBeLessThanOrEqual(36);
    expect(body.win).toBe(settle(bets as RouletteBet[], body.pocket).win);
    expect(body.balance).toBe(before - 6 * chip + body.win);
    const snapshot = await ledgerSnapshot(server.store);
    const retried = (await (await play(gameToken, bets, 'http-round-0001')).json()) as RoundBody;
    expect(retried).toEqual(body);
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);
  });

  it('refuses bad bets with typed errors and leaves the ledger unchanged', async () => {
    const gameToken = sessionToken(await launch('REAL', token));
    const before = await ledgerSnapshot(server.store);
    const cases: [unknown, number, string][] = [
      [[{ type: 'corner', value: 1, stake: chip }], 400, 'InvalidArgument'],
      [[{ type: 'straight', value: 37, stake: chip }], 400, 'InvalidArgument'],
      [[{ type: 'straight', value: -1, stake: chip }], 400, 'InvalidArgument'],
      [[], 400, 'InvalidArgument'],
      [[{ type: 'red', stake: 0 }], 400, 'InvalidAmount'],
      [[{ type: 'red', stake: -chip }], 400, 'InvalidAmount'],
      [[{ type: 'red', stake: chip + 0.5 }], 400, 'InvalidAmount'],
      [[{ type: 'red', stake: 101 * chip }], 400, 'InvalidAmount'],
      [[{ type: 'red', stake: 1e15 }], 400, 'InvalidAmount'],
      // A good bet after a bad one: nothing of the round is taken.
      [
        [
          { type: 'red', stake: chip },
          { type: 'black', stake: 'lots' },
        ],
        400,
        'InvalidAmount',
      ],
    ];
    for (const [index, [bets, status, error]] of cases.entries()) {
      const response = await play(gameToken, bets, `bad-round-${String(index).padStart(4, '0')}`);
      expect(response.status, JSON.stringify(bets)).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    }
    expect(await ledgerSnapshot(server.store)).toBe(before);

    // Bets together above the balance: the other demo account has no money.
    const poor = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber)).accessToken;
    const poorToken = sessionToken(await launch('REAL', poor));
    const refused = await play(poorToken, [{ type: 'red', stake: chip }], 'poor-round-0001');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: 'InsufficientFunds' });
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('FUN rounds for visitors move demo money only, never the ledger', async () => {
    const gameToken = sessionToken(await launch('FUN'));
    const before = await ledgerSnapshot(server.store);
    const bets = [
      { type: 'straight', value: 0, stake: chip },
      { type: 'low', stake: 5 * chip },
    ];
    const response = await play(gameToken, bets, 'fun-round-0001');
    expect(response.status).toBe(200);
    const body = (await response.json()) as RoundBody;
    expect(body.mode).toBe('FUN');
    expect(body.win).toBe(settle(bets as RouletteBet[], body.pocket).win);
    expect(body.balance).toBe(100_000 - 6 * chip + body.win);
    // Above the demo money: refused.
    const many = Array.from({ length: 37 }, (_, value) => ({
      type: 'straight',
      value,
      stake: 100 * chip,
    }));
    const refused = await play(gameToken, many, 'fun-round-0002');
    expect(refused.status).toBe(402);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });
}

describeStores('demo roulette', (kind) => rouletteSuite(kind));
