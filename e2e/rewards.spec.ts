import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { balance } from './support/cashier.ts';
import { operator } from './support/operator.ts';
import { EST, outbox, type OutboxMessage } from './support/players.ts';
import { expect, seedOutcomes, test, type FixturePlayer } from './support/test.ts';
import { startedGame } from './support/game-frame.ts';

// Rewards end to end: the operator API assigns rewards, the player's /rewards/ page shows them
// live (no reload), claims credit the wallet, bonus money shows its terms and its wagering
// progress while the player spins the demo slot (which refuses a stake above the bonus's max
// bet), scheduled rewards start by themselves, and a blocked player's claim is refused with a
// message.
const SLOT = 'polished-reels-megaways';
// The bonus test needs a stake above the bonus's €5.00 maximum: the classic slot offers €12.50
// (the Megaways demo slot's stakes stop at €0.80).
const CLASSIC_SLOT = 'triple-sevens';
/** Defines a reward and assigns it to the player; resolves with the assignation's status. */
async function giveReward(page: Page, playerId: string, reward: Record<string, unknown>) {
  const { reward: defined } = await operator<{ reward: { rewardId: string } }>(
    page,
    '/rewards',
    reward,
  );
  const { assignations } = await operator<{ assignations: { status: string }[] }>(
    page,
    `/rewards/${defined.rewardId}/assign`,
    { playerId },
  );
  return assignations[0]!.status;
}

/** A new signed-in player on /rewards/ (a fixture, past sign-up); their id. */
async function playerOnRewards(page: Page, signIn: () => Promise<FixturePlayer>) {
  const { playerId } = await signIn();
  await page.goto(`${EST}/en/rewards/`);
  await expect(balance(page)).toHaveText('€0.00');
  await expect(page.getByText(/You have no rewards right now/)).toBeVisible();
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  return playerId;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const status = (page: Page, name: string) => card(page, name).getByTestId('reward-status');

test.describe('rewards', () => {
  test('a money drop assigned by the operator appears live; claiming it credits the balance', async ({
    page,
    signIn,
  }) => {
    const playerId = await playerOnRewards(page, signIn);
    const assigned = await giveReward(page, playerId, {
      type: 'MoneyDrop',
      name: 'Operator drop',
      amount: 750,
      currency: 'EUR',
      reason: 'Thanks for playing',
    });
    expect(assigned).toBe('Unclaimed');

    await expect(card(page, 'Operator drop')).toContainText('€7.50');
    await expect(card(page, 'Operator drop')).toContainText('Thanks for playing');
    await expect(status(page, 'Operator drop')).toHaveText('Ready to claim');
    await card(page, 'Operator drop').getByRole('button', { name: 'Claim Operator drop' }).click();
    await expect(status(page, 'Operator drop')).toHaveText('Credited');
    await expect(balance(page)).toHaveText('€7.50');
    // Credited entries can be removed from the list.
    await card(page, 'Operator drop').getByRole('button', { name: 'Remove Operator drop' }).click();
    await expect(card(page, 'Operator drop')).toHaveCount(0);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // The history lists it with its final status.
    await page.goto(`${EST}/en/profile/rewards-history/`);
    const row = page.getByRole('row', { name: /Operator drop/ });
    await expect(row).toContainText('Credited');
  });

  test("the lobby's bonus games row shows only while the player holds bonus money", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const bonusRow = page.getByRole('heading', { name: 'Bonus games' });
    await page.goto(`${EST}/en/`);
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeAttached();
    await expect(bonusRow).toHaveCount(0);
    const playerId = await playerOnRewards(page, signIn);
    await page.goto(`${EST}/en/`);
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeAttached();
    await expect(bonusRow).toHaveCount(0);
    await page.goto(`${EST}/en/rewards/`);
    await giveReward(page, playerId, {
      type: 'BonusMoneyDrop',
      name: 'Row bonus',
      amount: 1000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
    });
    await card(page, 'Row bonus').getByRole('button', { name: 'Claim Row bonus' }).click();
    await expect(status(page, 'Row bonus')).toHaveText('Credited');
    await page.goto(`${EST}/en/`);
    await expect(bonusRow).toBeAttached();
  });

  test('bonus money: claimed with its terms, then the wagering progress rises while the player spins', async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const playerId = await playerOnRewards(page, signIn);
    await giveReward(page, playerId, {
      type: 'BonusMoneyDrop',
      name: 'Spin bonus',
      amount: 2000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
      maxPayout: 5000,
    });
    const bonus = card(page, 'Spin bonus');
    await expect(bonus).toContainText('€20.00 bonus, wager ×10, max payout €50.00');
    await bonus.getByRole('button', { name: 'Claim Spin bonus' }).click();
    await expect(status(page, 'Spin bonus')).toHaveText('Credited');
    const progress = page.getByRole('progressbar', { name: 'Wagering progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('region', { name: 'Active bonuses' })).toContainText(
      '€0.00 of €200.00 wagered',
    );
    // The terms the bonus was granted with (decision 0028).
    const terms = page.getByRole('region', { name: 'Active bonuses' }).getByRole('definition');
    await expect(terms.nth(0)).toHaveText('€5.00 a round while you have bonus money');
    await expect(terms.nth(1)).toContainText('Slots 100%');
    await expect(terms.nth(1)).toContainText('Table games 10%');
    await expect(terms.nth(2)).toContainText('cover 25 or more of the 37 numbers');

    // The player has bonus money only: no low-funds prompt over the game in this test.
    await context.addCookies([{ name: 'displayWantToDepositDialog', value: 'true', url: EST }]);
    const slot = await context.newPage();
    await slot.goto(`${EST}/en/games/${CLASSIC_SLOT}/`);
    const game = await startedGame(slot, 'REAL');
    // Above the max bet (the slot's €12.50 stake) the spin is refused and the game says why.
    await game.getByLabel('Bet').selectOption({ index: 5 });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#result')).toHaveText(
      'With bonus money the most you can bet is €5.00.',
    );
    await game.getByLabel('Bet').selectOption({ index: 0 });
    await seedOutcomes(slot, ['loss', 'loss', 'loss']);
    for (let spin = 0; spin < 3; spin += 1) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    }
    // The rewards tab follows balanceUpdated.wageringProgress without a reload.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Active bonuses' })).not.toContainText(
      '€0.00 of €200.00 wagered',
    );
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  test('a scheduled reward shows when it starts and becomes claimable by itself', async ({
    page,
    signIn,
  }) => {
    const playerId = await playerOnRewards(page, signIn);
    const assigned = await giveReward(page, playerId, {
      type: 'MoneyDrop',
      name: 'Later drop',
      amount: 300,
      currency: 'EUR',
      startsAt: new Date(Date.now() + 6_000).toISOString(),
    });
    expect(assigned).toBe('Scheduled');
    await expect(status(page, 'Later drop')).toHaveText('Scheduled');
    await expect(card(page, 'Later drop')).toContainText(/Starts /);
    await expect(card(page, 'Later drop').getByRole('button')).toHaveCount(0);
    // The server's scheduler starts it (about every second): Unclaimed, live.
    await expect(
      card(page, 'Later drop').getByRole('button', { name: 'Claim Later drop' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(status(page, 'Later drop')).toHaveText('Ready to claim');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  test('a claim is refused with a message while rewards are blocked', async ({ page, signIn }) => {
    const playerId = await playerOnRewards(page, signIn);
    await operator(page, `/players/${playerId}/restrictions`, { isRewardsBlocked: true });
    await giveReward(page, playerId, {
      type: 'MoneyDrop',
      name: 'Blocked drop',
      amount: 500,
      currency: 'EUR',
    });
    await card(page, 'Blocked drop').getByRole('button', { name: 'Claim Blocked drop' }).click();
    await expect(card(page, 'Blocked drop').getByRole('alert')).toHaveText(
      'Rewards are blocked on your account. Contact customer support.',
    );
    await expect(status(page, 'Blocked drop')).toHaveText('Ready to claim');
    await expect(balance(page)).toHaveText('€0.00');
  });

  test('/rewards/ has no serious accessibility violations', async ({ page, signIn }) => {
    const playerId = await playerOnRewards(page, signIn);
    await giveReward(page, playerId, {
      type: 'FreeSpins',
      name: 'Free spins for you',
      freeSpinsAmount: 10,
      value: 20,
      gameSlug: SLOT,
    });
    await giveReward(page, playerId, {
      type: 'MoneyDrop',
      name: 'Accessible drop',
      amount: 500,
      currency: 'EUR',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect(card(page, 'Free spins for you')).toContainText(
      '10 free spins on Polished Reels Megaways',
    );
    await expect(status(page, 'Accessible drop')).toHaveText('Scheduled');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('a player whose phone is not verified verifies it before the rewards show', async ({
    page,
    signIn,
  }) => {
    // Registered with a phone number that was never verified (the fixture's player otherwise
    // past sign-up); the mail links' origin is proven by tests/server/identity-mail-links.
    const { phoneNumber: phone } = await signIn({ country: 'FI', phoneVerified: false });
    await page.goto(`${EST}/en/rewards/`);
    const form = page.getByRole('form', { name: 'Verify your phone number' });
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(phone);
    await expect(page.getByRole('list', { name: 'Your rewards' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Send code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter the code' });
    await expect(codeForm).toContainText(`We sent a six-digit code to ${phone}.`);
    let code: string | null = null;
    await expect
      .poll(async () => {
        const newest = (await outbox(page, 'nordlys', phone)).reduce<OutboxMessage | null>(
          (latest, message) => (latest === null || message.id > latest.id ? message : latest),
          null,
        );
        code = newest?.code ?? null;
        return code;
      })
      .toMatch(/^\d{6}$/);
    await codeForm.getByLabel('Code', { exact: true }).fill(code!);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Your rewards' })).toBeVisible();
    await expect(codeForm).toHaveCount(0);
  });

  test('shop without enough points, and a promotion that opens the quick-deposit dialog', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto(`${EST}/en/rewards-shop/`);
    await expect(page.getByTestId('loyalty-points')).toHaveText('0');
    const offer = page.getByRole('list', { name: 'Offers' }).getByRole('article').first();
    await offer.getByRole('button', { name: /^Buy / }).click();
    await expect(offer.getByRole('alert')).toHaveText(
      'You do not have enough points for this offer.',
    );

    await page.goto(`${EST}/en/promotions/`);
    const deposit = page
      .locator('[data-block="PROMOTION"], [data-block="PROMOTION_V2"]')
      .getByRole('button')
      .first();
    await deposit.click();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Quick deposit');
    await expect(page).toHaveURL(`${EST}/en/promotions/`);
  });

  test('@phone the reward cards fit a phone screen', async ({ page, signIn }) => {
    const playerId = await playerOnRewards(page, signIn);
    await giveReward(page, playerId, {
      type: 'FreeSpins',
      name: 'Phone spins',
      freeSpinsAmount: 25,
      value: 20,
      gameSlug: SLOT,
    });
    const spins = card(page, 'Phone spins');
    await spins.getByRole('button', { name: 'Claim Phone spins' }).click();
    await expect(status(page, 'Phone spins')).toHaveText('Credited');
    await expect(spins.getByRole('link', { name: 'Play Polished Reels Megaways' })).toBeVisible();
    const width = page.viewportSize()!.width;
    for (const box of [await spins.boundingBox(), await page.locator('main').boundingBox()])
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });

  test('visitors see the promotions and the sign-in prompt on /rewards/', async ({ page }) => {
    await page.goto(`${EST}/en/promotions/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(
      page.locator('[data-block="PROMOTION"], [data-block="PROMOTION_V2"]').first(),
    ).toBeVisible();
    await page.goto(`${EST}/en/rewards/`);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });
});
