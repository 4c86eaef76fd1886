// Playing the demo games in the browser: a round through a game client's own controls (what the
// player clicks), the server's view of the wallet, a FUN session of the same game, and whether a
// game page fits its viewport. One client per family: the reel page (video, Megaways, volatile),
// the classic slot, the scratch card, the roulette table (three variants), blackjack, the
// baccarat table (baccarat, Dragon Tiger) and the live table.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { asSignedInPlayer } from './lobby-api.ts';

export type Scope = Page | FrameLocator;

export interface Round {
  stake: number;
  win: number;
}

/** Minor units from a money text of any of the lobby's locales (€1,234.50, 1.234,50 €, 1 234,50 €). */
export function minorOf(text: string | null): number {
  expect(text ?? '', 'a money text').toMatch(/\d[.,]\d{2}\D*$/);
  return Number(text!.replace(/\D/g, ''));
}

/** Minor units written as the game writes money in `locale`. */
export const moneyIn = (locale: string, minor: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** The signed-in player's wallet balance as the server has it. */
export const serverWallet = async (page: Page) =>
  (
    await asSignedInPlayer<{ viewer: { wallet: { balance: number } } }>(
      page,
      '{ viewer { wallet { balance } } }',
    )
  ).viewer.wallet.balance;

/** The address of a FUN session of `slug` for the signed-in player, in `locale`. */
export async function funSessionUrl(page: Page, slug: string, locale = 'en'): Promise<string> {
  const data = await asSignedInPlayer<{ startGameSession: { url: string; mode: string } }>(
    page,
    'mutation ($slug: String!) { startGameSession(slug: $slug, mode: FUN) { url mode } }',
    { slug },
  );
  expect(data.startGameSession.mode).toBe('FUN');
  const url = new URL(data.startGameSession.url, page.url());
  url.searchParams.set('locale', locale);
  return url.toString();
}

/** The game's page fits its viewport: nothing scrolls, its main control is fully in view. */
export async function expectFits(view: Page, control: string) {
  await expect(view.locator(control)).toBeInViewport({ ratio: 1 });
  const overflow = await view.evaluate(() => ({
    scroll: document.scrollingElement!.scrollHeight - window.innerHeight,
    wide: document.scrollingElement!.scrollWidth - window.innerWidth,
  }));
  expect(overflow.scroll).toBeLessThanOrEqual(0);
  expect(overflow.wide).toBeLessThanOrEqual(0);
}

/** One round through the client's controls; the stake and win it shows. */
export async function playRound(family: string, game: Scope, page: Page): Promise<Round> {
  const win = async () => minorOf(await game.getByTestId('game-win').textContent());
  if (family === 'reels' || family === 'classic' || family === 'scratch') {
    // The bet selector's values are minor units; its first (smallest) bet is selected.
    const stake = Number(await game.locator('#stake').inputValue());
    const answered = page.waitForResponse((r) => r.url().includes('/demo-games/api/spin'));
    await game.locator('#spin').click();
    expect((await answered).ok(), 'the spin is accepted').toBe(true);
    if (family === 'scratch') {
      // The bought card is in play once its nine fields can be scratched.
      await expect(game.locator('.field:not([disabled])')).toHaveCount(9);
      await game.locator('#reveal').click();
      await expect(game.locator('.field.open')).toHaveCount(9);
    }
    // Enabled again once the round (its free spins included) has been shown.
    await expect(game.locator('#spin')).toBeEnabled({ timeout: 30_000 });
    return { stake, win: await win() };
  }
  if (family === 'roulette') {
    await game.locator('.spot[data-type="red"]').click();
    const stake = minorOf(await game.getByTestId('game-total-bet').textContent());
    const answered = page.waitForResponse((r) => r.url().includes('/demo-games/api/roulette'));
    await game.locator('#spin').click();
    expect((await answered).ok(), 'the spin is accepted').toBe(true);
    await expect(game.getByTestId('winning-number')).not.toHaveText('–', { timeout: 15_000 });
    await expect(game.locator('#table')).not.toHaveClass(/locked/, { timeout: 15_000 });
    return { stake, win: await win() };
  }
  if (family === 'baccarat' || family === 'dragon-tiger') {
    await game.getByTestId(family === 'baccarat' ? 'spot-player' : 'spot-dragon').click();
    const stake = minorOf(await game.getByTestId('game-total-bet').textContent());
    await game.getByTestId('deal').click();
    await expect(game.locator('[data-action="rebet"]')).toBeVisible({ timeout: 15_000 });
    // The settled coup's stake stays in the total bet beside its win.
    expect(minorOf(await game.getByTestId('game-total-bet').textContent())).toBe(stake);
    return { stake, win: await win() };
  }
  throw new Error(`no driver for ${family}`);
}
