import type { Browser, Page } from '@playwright/test';
import { balance, euro } from './support/cashier.ts';
import { closedAfterEachTest } from './support/contexts.ts';
import { startedGame } from './support/game-frame.ts';
import {
  expectFits,
  funSessionUrl,
  minorOf,
  moneyIn,
  playRound,
  serverWallet,
} from './support/games.ts';
import { asSignedInPlayer } from './support/lobby-api.ts';
import { EST } from './support/players.ts';
import { expect, seedOutcomes, test, type SeededOutcome } from './support/test.ts';

// The game clients in Chromium, one test per client family (every engine's maths, its wallet
// round and its bad input are proven at service level: tests/server/slot-engines-http, games-spin,
// games-roulette, roulette-variants, blackjack-service, game-concurrency, live-tables). Each test:
// a funded player plays a REAL round through the game's own controls and the game, the lobby's
// header and the server's wallet all move by exactly that round; the same family's FUN client,
// on a phone viewport in another of the lobby's languages, fits the screen, plays a round of demo
// money and leaves the wallet alone.
const newContext = closedAfterEachTest();
const START = 2000;
const FUN_START = 100_000;
const PHONE = { viewport: { width: 390, height: 600 } };

interface Family {
  family: string;
  real: string;
  /** What the player is dealt: named, not left to chance (the seeded-outcomes stand-in). */
  seed?: SeededOutcome;
  fun: string;
  funFamily?: string;
  locale: string;
  /** The FUN client's main control and its label in `locale`. */
  control: string;
  label: string;
}

const FAMILIES: Family[] = [
  {
    family: 'reels',
    real: 'coral-kraken',
    seed: 'win',
    fun: 'misty-moon-megaways',
    locale: 'de-DE',
    control: '#spin',
    label: 'Drehen',
  },
  {
    family: 'classic',
    real: 'retro-sevens',
    seed: 'loss',
    fun: 'retro-sevens',
    locale: 'fi-FI',
    control: '#spin',
    label: 'Pyöräytä',
  },
  {
    family: 'scratch',
    real: 'flip-the-gems',
    seed: 'win',
    fun: 'flip-the-gems',
    locale: 'fi-FI',
    control: '#spin',
    label: 'Osta arpa',
  },
  {
    family: 'roulette',
    real: 'harbour-roulette',
    fun: 'american-roulette',
    locale: 'en',
    control: '#spin',
    label: 'Spin',
  },
  {
    family: 'baccarat',
    real: 'punto-banco-baccarat',
    fun: 'dragon-tiger',
    funFamily: 'dragon-tiger',
    locale: 'de-DE',
    control: '[data-testid="deal"]',
    label: 'Geben',
  },
];

/** The same family's FUN client on a phone in another language: fits, plays, wallet untouched. */
async function funOnAPhone(browser: Browser, page: Page, f: Family) {
  const view = await (await newContext(browser, PHONE)).newPage();
  await view.goto(await funSessionUrl(page, f.fun, f.locale));
  await expect(view.locator(f.control)).toHaveText(f.label);
  await expect(view.getByTestId('game-balance')).toHaveText(moneyIn(f.locale, FUN_START));
  await expectFits(view, f.control);
  const round = await playRound(f.funFamily ?? f.family, view, view);
  expect(round.stake).toBeGreaterThan(0);
  await expect(view.getByTestId('game-balance')).toHaveText(
    moneyIn(f.locale, FUN_START - round.stake + round.win),
  );
}

for (const f of FAMILIES) {
  test(`${f.family}: a REAL round moves the wallet by exactly the round; FUN fits a phone in ${f.locale} and leaves the wallet`, async ({
    page,
    browser,
    signIn,
  }) => {
    await signIn({ deposit: START });
    await page.goto(`${EST}/en/games/${f.real}/`);
    const game = await startedGame(page, 'REAL');
    await expect(game.getByTestId('game-balance')).toHaveText(euro(START));
    if (f.seed) await seedOutcomes(page, [f.seed]);
    const round = await playRound(f.family, game, page);
    expect(round.stake, 'a REAL stake was placed').toBeGreaterThan(0);
    if (f.seed === 'win') expect(round.win).toBeGreaterThan(0);
    if (f.seed === 'loss') expect(round.win).toBe(0);
    const expected = START - round.stake + round.win;
    await expect(game.getByTestId('game-balance')).toHaveText(euro(expected));
    await expect(balance(page)).toHaveText(euro(expected));
    expect(await serverWallet(page), 'the server wallet after the REAL round').toBe(expected);

    await funOnAPhone(browser, page, f);
    expect(await serverWallet(page), 'the server wallet after the FUN round').toBe(expected);
    await page.reload();
    await expect(balance(page)).toHaveText(euro(expected));
  });
}

test('blackjack: every decision a server call; a Double adds its stake to the one wallet round, and the rules open in the game', async ({
  page,
  signIn,
}) => {
  await signIn({ deposit: START });
  await page.goto(`${EST}/en/games/classic-blackjack/`);
  const game = await startedGame(page, 'REAL');
  await expect(game.getByTestId('game-balance')).toHaveText(euro(START));
  // A hand to play (no natural, no insurance question): named, not dealt until one comes.
  await seedOutcomes(page, ['decision']);
  const button = (name: string) => game.getByRole('button', { name, exact: true });
  await game.getByTestId('chip-0').click();
  const stake = minorOf(await game.getByTestId('game-total-bet').textContent());
  await button('Deal').click();
  await button('Double').click();
  // One card more and the round is over: twice the chip, in one wallet round.
  await expect(button('Rebet')).toBeVisible();
  await expect(game.getByTestId('game-total-bet')).toHaveText(euro(2 * stake));
  await expect(game.getByTestId('hand-0').locator('.card')).toHaveCount(3);
  const win = minorOf(await game.getByTestId('game-win').textContent());
  const expected = START - 2 * stake + win;
  await expect(game.getByTestId('game-balance')).toHaveText(euro(expected));
  await expect(balance(page)).toHaveText(euro(expected));
  expect(await serverWallet(page)).toBe(expected);
  expect(await roundsOf(page)).toEqual([{ bet: 2 * stake, win, status: 'settled' }]);

  await game.locator('#rules-open').click();
  await expect(game.getByRole('dialog', { name: 'Rules' })).toContainText('3 to 2');
});

/** The signed-in player's game rounds as the lobby's history has them. */
async function roundsOf(page: Page) {
  const data = await asSignedInPlayer<{
    viewer: { gameRounds: { edges: { node: { bet: number; win: number; status: string } }[] } };
  }>(page, '{ viewer { gameRounds(first: 5) { edges { node { bet win status } } } } }');
  return data.viewer.gameRounds.edges.map((edge) => edge.node);
}
