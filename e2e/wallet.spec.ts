import type { FrameLocator, Page } from '@playwright/test';
import { LOW_FUNDS_FACTOR, LOW_FUNDS_SETTLE_MS } from '../machines/low-funds/low-funds.machine.ts';
import { balance, dialog, euro, minor, passLimitPrompt } from './support/cashier.ts';
import { operator, playerIdOf } from './support/operator.ts';
import { EST, cookieValue } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';
import { serverSubscription } from './support/sockets.ts';
import {
  expect,
  seedOutcomes,
  test,
  type FixturePlayer,
  type PlayerOptions,
} from './support/test.ts';

// The cashier, the wallet and play end to end: the quick-deposit dialog and the sandbox payment
// page, live balance, money toasts, the demo slot betting through the wallet, the low-funds
// prompt, withdrawals. Players start signed in (support/test.ts); the deposit dialog is the
// subject of the first tests here. The classic three-reel slot's stakes run from €0.25 to €12.50;
// its rounds are seeded losses where a test is about running low (not left to chance). The
// low-funds rule's every branch is path-tested (tests/machines/low-funds.*).
const SLOT = 'triple-sevens';
const TOP_STAKE = 1250;
const THRESHOLD = LOW_FUNDS_FACTOR * TOP_STAKE;
/** Two losses at the top stake from here: the first ends above the threshold, the second at it. */
const START = 4000;

type SignIn = (options?: PlayerOptions) => Promise<FixturePlayer>;

async function signedInPlayer(page: Page, signIn: SignIn, deposit = 0) {
  const player = await signIn(deposit ? { deposit } : {});
  await page.goto(`${EST}/en/`);
  await expect(balance(page)).toHaveText(euro(deposit));
  return player;
}

const lowFundsPrompt = (page: Page) =>
  page.getByRole('dialog', { name: 'You are running out of funds.' });

/** A new player with START, at the slot once the lobby listens to the wallet, losses seeded. */
async function playerAtTheSlot(page: Page, signIn: SignIn, losses: number): Promise<FrameLocator> {
  await signedInPlayer(page, signIn, START);
  const game = await slotOnWalletStream(page);
  await seedOutcomes(
    page,
    Array.from({ length: losses }, () => 'loss'),
  );
  await game.getByLabel('Bet').selectOption({ label: euro(TOP_STAKE) });
  return game;
}

/**
 * The slot's page in REAL mode, once the server listens to the lobby's wallet subscription: the
 * lobby learns of a round's bet and win only through it, so a round played before the server
 * listens would move the game's balance but never reach the header or the low-funds rule.
 */
async function slotOnWalletStream(page: Page): Promise<FrameLocator> {
  const walletListening = await serverSubscription(page, 'balanceUpdated');
  await page.goto(`${EST}/en/games/${SLOT}/`);
  const game = await startedGame(page, 'REAL');
  await walletListening();
  return game;
}

/** Waits out the rule's settle window after a round (its subject: a duration), then no prompt. */
async function expectNoPromptAfterSettling(page: Page): Promise<void> {
  await page.waitForTimeout(LOW_FUNDS_SETTLE_MS + 500);
  await expect(lowFundsPrompt(page)).toHaveCount(0);
}

/**
 * Plays one round at the chosen stake; returns the balance after it (minor units) once the
 * lobby's header shows the same amount as the game, i.e. the lobby has heard the round.
 */
async function spinRound(page: Page, game: FrameLocator): Promise<number> {
  const spin = game.getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(spin).toBeEnabled();
  const left = await game.getByTestId('game-balance').textContent();
  await expect(balance(page)).toHaveText(left ?? '');
  return minor(left);
}

/**
 * Two seeded losses at the top stake: the first ends above the low-funds threshold (twice the
 * stake) and must not prompt, the second ends at it.
 */
async function playDownToThreshold(page: Page, game: FrameLocator): Promise<void> {
  expect(await spinRound(page, game)).toBeGreaterThan(THRESHOLD);
  await expectNoPromptAfterSettling(page);
  expect(await spinRound(page, game)).toBeLessThanOrEqual(THRESHOLD);
}

test.describe('wallet, cashier and play', () => {
  test('deposit through the dialog and the sandbox page: live balance and toast, also in a second tab', async ({
    page,
    context,
    signIn,
  }) => {
    await signedInPlayer(page, signIn);
    const second = await context.newPage();
    await second.goto(`${EST}/en/promotions/`);
    await expect(balance(second)).toHaveText('€0.00');
    await page.goto(`${EST}/en/`);
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await passLimitPrompt(page);
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('50');
    await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .frameLocator('iframe[title="Payment"]')
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(dialog(page)).toHaveCount(0);

    await expect(balance(page)).toHaveText('€50.00');
    await expect(page.locator('[data-toast-id]')).toContainText('Deposit of €50.00 received.');
    await expect(balance(second)).toHaveText('€50.00');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  test('a deposit below the minimum is refused in the dialog', async ({ page, signIn }) => {
    await signedInPlayer(page, signIn);
    await page.goto(`${EST}/en/deposit/`);
    await passLimitPrompt(page);
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('5');
    await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Enter at least €20.00.');
  });

  test('spin the demo slot until funds run low: the prompt follows its rules', async ({
    page,
    context,
    signIn,
  }) => {
    const game = await playerAtTheSlot(page, signIn, 2);

    await playDownToThreshold(page, game);
    await expect(lowFundsPrompt(page)).toBeVisible();
    await expect(lowFundsPrompt(page)).toContainText('Would you like to deposit?');
    // Yes opens the quick-deposit dialog.
    await lowFundsPrompt(page).getByRole('button', { name: 'Yes' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await cookieValue(context, 'displayWantToDepositDialog')).toBeUndefined();
  });

  test('Go back sets the deposit dialog flag: no more prompts', async ({
    page,
    context,
    signIn,
  }) => {
    const game = await playerAtTheSlot(page, signIn, 3);

    await playDownToThreshold(page, game);
    await lowFundsPrompt(page).getByRole('button', { name: 'Go back' }).click();
    await expect(lowFundsPrompt(page)).toHaveCount(0);
    await expect.poll(() => cookieValue(context, 'displayWantToDepositDialog')).toBe('true');
    // One more round at the top stake ends below the threshold again: no prompt, for the flag.
    expect(await spinRound(page, game)).toBeLessThanOrEqual(THRESHOLD);
    await expectNoPromptAfterSettling(page);
  });

  test('withdraw: the amount is reserved and a toast shows after the reload; in the history a pending withdrawal is cancelled with a reason and the reserve returns; blocked customers see no cancel', async ({
    page,
    context,
    signIn,
  }) => {
    await signedInPlayer(page, signIn, 5000);
    await page.goto(`${EST}/en/withdraw/`);
    await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
    await expect(dialog(page).getByRole('tab', { name: 'Withdraw' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('20');
    await dialog(page).getByRole('button', { name: 'Withdraw' }).last().click();
    // The cashier reloads the page after a withdrawal: wait for the reloaded page's toast.
    await expect(page.locator('[data-toast-id]')).toContainText(
      'Your withdrawal request is being processed.',
    );
    await expect(balance(page)).toHaveText('€30.00');
    await page.goto(`${EST}/en/profile/withdrawal-history/`);
    const row = page.getByRole('row').nth(1);
    await expect(row).toContainText('€20.00');
    await expect(row).toContainText('Initialized');
    await row.getByRole('button', { name: 'Cancel withdrawal' }).click();
    const form = row.getByRole('form', { name: 'Cancel withdrawal' });
    await expect(form.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
    await form.getByLabel('Reason').selectOption({ label: 'Payment issues' });
    await form.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
    await expect(balance(page)).toHaveText('€50.00');

    // The operator blocks cancelling: a new pending withdrawal offers no cancel.
    await operator(page, `/players/${await playerIdOf(page, context)}/restrictions`, {
      isCancelWithdrawalBlocked: true,
    });
    await page.goto(`${EST}/en/withdraw/`);
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('10');
    await dialog(page).getByRole('button', { name: 'Withdraw' }).last().click();
    await expect(page.locator('[data-toast-id]')).toContainText(
      'Your withdrawal request is being processed.',
    );
    await expect(balance(page)).toHaveText('€40.00');
    await page.goto(`${EST}/en/profile/withdrawal-history/`);
    await expect(page.getByRole('row').nth(1)).toContainText('Initialized');
    await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
  });

  test('recently played games are kept in local storage only with the preferences consent', async ({
    page,
    signIn,
  }) => {
    await signedInPlayer(page, signIn, 2000);
    await page
      .getByRole('region', { name: 'Cookies on this site' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    const game = await slotOnWalletStream(page);
    const stored = () =>
      page.evaluate(() => window.localStorage.getItem('recentlyPlayedGames') ?? '[]');
    // Every third balance change from the first (a bet, and a win when there is one) asks the
    // server: the bet of one seeded loss is the first.
    await seedOutcomes(page, ['loss']);
    await spinRound(page, game);
    await expect.poll(stored).not.toBe('[]');
    const games = JSON.parse(await stored()) as { gameId: string; isLiveCasinoGame: boolean }[];
    expect(games).toHaveLength(1);
    expect(games[0]!.isLiveCasinoGame).toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem('lastPlayedGameIsLive'))).toBe(
      'false',
    );
  });

  test('Pay N Play: deposit and sign in in one step, a new player for a new bank account', async ({
    page,
  }) => {
    await page.goto(`${EST}/en/trustly-login/`);
    await page.getByLabel('Amount').fill('25');
    await page.getByRole('button', { name: 'Deposit and play' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await page.getByLabel('Bank account (identifies you)').fill(`FI21 ${Date.now()}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(`${EST}/en/`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(balance(page)).toHaveText('€25.00');
  });

  test('visitors play the demo slot for fun, without the ledger', async ({ page }) => {
    await page.goto(`${EST}/en/games/${SLOT}/`);
    await expect(page.getByRole('status').first()).toContainText('You are playing for fun.');
    const frame = page.locator('iframe[data-game-frame]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('data-mode', 'FUN');
    const game = await startedGame(page, 'FUN');
    // A seeded loss: a win of exactly the stake would leave the fun balance where it was.
    await seedOutcomes(page, ['loss']);
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByText('€1,000.00')).toHaveCount(0, { timeout: 10_000 });
  });
});
