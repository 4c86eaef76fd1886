// Games over HTTP: the game page, its rules page and the spin API dispatch by games.engine.
// Each new engine (slot-video, slot-megaways, slot-volatile, scratch) plays a REAL round through
// the wallet (the balance changes by exactly win − stake; a retry replays), a FUN round leaves
// the wallet alone, bad input is a typed error that takes nothing, and the pages speak the
// lobby's locale; the American table takes bets on 00 and the French one pays la partage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { balancesOf } from '../../server/ledger/journal/history.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { fund } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url mode currency expiresAt } }`;

const ENGINES = ['slot-video', 'slot-megaways', 'slot-volatile', 'scratch'] as const;

describe('games by engine (PGlite)', () => {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    server = await openWalletApp('pglite', { catalogue: true });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    for (const engine of [...ENGINES, 'roulette-american', 'roulette-french', 'slot-classic']) {
      const { rows } = await server.store.query<{ slug: string }>(
        `select slug from games where engine = $1 and not is_live_casino
          order by popularity desc, slug limit 1`,
        [engine],
      );
      slugs[engine] = rows[0]!.slug;
    }
    await fund(server.services.wallet, playerId, 100_000);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function launch(slug: string, mode: 'REAL' | 'FUN') {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      { token },
    );
    return response.data!.startGameSession.url;
  }
  const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;
  const post = (path: string, gameToken: string, body: unknown) =>
    fetch(`${server.http}/demo-games/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${gameToken}` },
      body: JSON.stringify(body),
    });
  const walletBalance = async () => (await balancesOf(server.store, playerId, 'EUR')).balance;

  it.each(ENGINES)('%s: a REAL round is one bet and its win; a retry replays', async (engine) => {
    const slug = slugs[engine]!;
    const game = (await server.services.games.game(slug, 'EUR'))!;
    expect(game.engine).toBe(engine);
    const stake = game.stakes[0]!;
    const gameToken = sessionOf(await launch(slug, 'REAL'));
    const before = await walletBalance();
    const first = await post('spin', gameToken, { stake, spinId: `${engine}-round-1` });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { win: number; balance: number; engine: string };
    expect(body.engine).toBe(engine);
    expect(body.balance).toBe(before - stake + body.win);
    expect(await walletBalance()).toBe(body.balance);
    const again = await post('spin', gameToken, { stake, spinId: `${engine}-round-1` });
    expect(await again.json()).toMatchObject({ win: body.win, balance: body.balance });
    expect(await walletBalance()).toBe(body.balance);
  });

  it.each(ENGINES)('%s: a FUN round moves demo money only', async (engine) => {
    const slug = slugs[engine]!;
    const stake = (await server.services.games.game(slug, 'EUR'))!.stakes[0]!;
    const gameToken = sessionOf(await launch(slug, 'FUN'));
    const before = await walletBalance();
    const response = await post('spin', gameToken, { stake, spinId: `${engine}-fun-1` });
    const body = (await response.json()) as { win: number; balance: number; mode: string };
    expect(body.mode).toBe('FUN');
    expect(body.balance).toBe(1000_00 - stake + body.win);
    expect(await walletBalance()).toBe(before);
  });

  it('bad input is a typed error and takes nothing', async () => {
    const slug = slugs['slot-video']!;
    const stakes = (await server.services.games.game(slug, 'EUR'))!.stakes;
    const gameToken = sessionOf(await launch(slug, 'REAL'));
    const before = await walletBalance();
    const offBy = await post('spin', gameToken, { stake: stakes[0]! + 1, spinId: 'bad-stake-1' });
    expect(offBy.status).toBe(400);
    expect(await offBy.json()).toMatchObject({ error: 'InvalidAmount' });
    const badId = await post('spin', gameToken, { stake: stakes[0], spinId: 'x' });
    expect(await badId.json()).toMatchObject({ error: 'InvalidArgument' });
    const huge = await post('spin', gameToken, { stake: 10 ** 9, spinId: 'too-large-1' });
    expect(huge.status).toBe(400);
    const wrongApi = await post('roulette', gameToken, {
      bets: [{ type: 'red', stake: 100 }],
      spinId: 'not-a-table',
    });
    expect(await wrongApi.json()).toMatchObject({ error: 'InvalidArgument' });
    expect(await walletBalance()).toBe(before);
  });

  it('every engine page speaks the lobby locale and formats money like the lobby', async () => {
    const expectations: Record<string, [string, string]> = {
      'slot-video': ['fi-FI', 'Pyöräytä'],
      'slot-megaways': ['de-DE', 'Drehen'],
      'slot-volatile': ['en', 'Spin'],
      scratch: ['fi', 'Osta arpa'],
      'roulette-american': ['de-DE', 'Amerikanisch, 0 und 00'],
      'roulette-french': ['fi-FI', 'Ranskalainen, la partage'],
      'slot-classic': ['de-DE', 'Drehen'],
    };
    for (const [engine, [locale, word]] of Object.entries(expectations)) {
      const url = await launch(slugs[engine]!, 'FUN');
      const page = await fetch(`${url}&locale=${locale}`);
      expect(page.status, engine).toBe(200);
      const html = await page.text();
      expect(html, engine).toContain(`<html lang="${locale}">`);
      expect(html, engine).toContain(word);
      const money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(1000);
      expect(html, engine).toContain(money);
    }
    // A malformed locale falls back to English.
    const url = await launch(slugs['slot-video']!, 'FUN');
    expect(await (await fetch(`${url}&locale=%3Cscript%3E`)).text()).toContain('<html lang="en">');
  });

  it('serves rules and paytable without a session; unknown games are 404', async () => {
    for (const engine of Object.keys(slugs)) {
      const rules = await fetch(`${server.http}/demo-games/${slugs[engine]}/rules/?locale=de`);
      expect(rules.status, engine).toBe(200);
      expect(rules.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await rules.text(), engine).toMatch(/Auszahlungsquote: \d+,\d\d\s%/);
    }
    const video = await (
      await fetch(`${server.http}/demo-games/${slugs['slot-video']}/rules/?locale=en`)
    ).text();
    expect(video).toContain('Return to player: 9');
    expect(video).toContain('free spins');
    expect((await fetch(`${server.http}/demo-games/no-such-game/rules/`)).status).toBe(404);
  });

  it('the American table has a 00 and takes bets on it; the French table pays la partage', async () => {
    const american = await launch(slugs['roulette-american']!, 'FUN');
    const html = await (await fetch(american)).text();
    expect(html).toContain('data-value="37"');
    expect(html).toContain('>00</text>');
    const table = (await server.services.games.roulette.table(slugs['roulette-american']!, 'EUR'))!;
    const response = await post('roulette', sessionOf(american), {
      bets: [{ type: 'straight', value: 37, stake: table.chip }],
      spinId: 'double-zero-1',
    });
    const body = (await response.json()) as { pocket: number; win: number };
    expect(body.pocket).toBeGreaterThanOrEqual(0);
    expect(body.pocket).toBeLessThan(38);
    expect(body.win).toBe(body.pocket === 37 ? table.chip * 36 : 0);
    const french = (await server.services.games.roulette.table(slugs['roulette-french']!, 'EUR'))!;
    expect(french.variant).toBe('french');
    expect(french.chip % 2).toBe(0);
  });
});
