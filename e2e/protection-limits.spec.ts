import { expect, test, type Page } from '@playwright/test';
import { deposit, dialog } from './support/cashier.ts';
import { origin } from './support/origins.ts';
import {
  AURORA,
  EST,
  newPlayerPhone,
  outbox,
  registerPlayer,
  signOut,
  smsSignIn,
  TEST_PASSWORD,
  verificationLink,
  type OutboxMessage,
} from './support/players.ts';
import { startedGame } from './support/game-frame.ts';

// Issue #16 end to end, the profile pages: on the mga brand (Aurora) a daily deposit limit of 20
// refuses a deposit of 30 with the amount still possible; raising it is pending with its
// effective time; lowering it applies at once. On cos (Pura Vida) the limits page offers no
// deposit limits; on crc (Coral Reef) the self-exclusion page offers a single option; on est
// (Nordlys) a daily loss limit stops a spin of the demo slot.
// Every test registers its own player, so limits never leak between tests.

/** A fresh mga player, e-mail verified through the outbox, signed in at the identity provider. */
async function newAuroraPlayer(page: Page) {
  const { email } = await registerPlayer(page, {
    brand: 'aurora',
    country: 'MT',
    prefix: 'rg-aurora',
  });
  await page.goto(await verificationLink(page, 'aurora', email));
  await expect(page.getByRole('status')).toContainText('is verified');
  await page.goto(`${AURORA}/en/login/`);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signOut(page)).toBeVisible();
}

/** A fresh player of a brand whose players of `country` sign in with an SMS code. */
async function newSmsPlayer(page: Page, host: string, brand: string, country: string) {
  const { phoneNumber } = await registerPlayer(page, { brand, country, prefix: `rg-${brand}` });
  // The edge's geo header, as production gets it (`?country=` works only in a development build).
  await page.setExtraHTTPHeaders({ 'x-country-code': country });
  await page.goto(`${origin(host)}/en/login/`);
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/en\/enter-code\/\?phone=/);
  let code: string | null = null;
  await expect
    .poll(async () => {
      const newest = (await outbox(page, brand, phoneNumber)).reduce<OutboxMessage | null>(
        (latest, message) => (latest === null || message.id > latest.id ? message : latest),
        null,
      );
      code = newest?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signOut(page)).toBeVisible();
}

const dailyDeposit = (page: Page) =>
  page.getByRole('listitem', { name: 'Daily deposit limit', exact: true });

async function saveLimit(page: Page, amount: string) {
  const row = dailyDeposit(page);
  await row.getByRole('button', { name: /^(Set limit|Change limit)$/ }).click();
  await row.getByLabel('New limit (EUR)').fill(amount);
  await row.getByRole('button', { name: 'Save limit' }).click();
}

test.describe('responsible gambling: the limits and self-exclusion pages', () => {
  test('mga: a daily deposit limit of 20 refuses 30 with what is left; raising is pending; lowering applies at once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await newAuroraPlayer(page);

    // Before the first deposit the limit prompt is mandatory on mga: no skip.
    await page.goto(`${AURORA}/en/deposit/`);
    const prompt = dialog(page).getByTestId('limit-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await page.goto(`${AURORA}/en/profile/limits/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limits');
    await expect(dailyDeposit(page)).toContainText('No limit set');
    await saveLimit(page, '20');
    await expect(dailyDeposit(page).getByRole('status')).toHaveText(
      'Done: your new limit applies now.',
    );
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€20.00');

    // A deposit of 30 is refused with the amount still possible.
    await page.goto(`${AURORA}/en/deposit/`);
    await expect(dialog(page).getByTestId('limit-prompt')).toHaveCount(0);
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('30');
    await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText(
      'This deposit would go over your deposit limit. You can deposit up to €20.00 now',
    );
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // Raising it: pending, with the date and time it takes effect; the limit in force stays.
    await page.goto(`${AURORA}/en/profile/limits/`);
    await saveLimit(page, '50');
    const pending = dailyDeposit(page).getByTestId('pending-change');
    await expect(pending).toContainText(
      /Change pending: €50\.00 applies from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./,
    );
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€20.00');
    // Still pending after a reload: the server keeps it.
    await page.reload();
    await expect(dailyDeposit(page).getByTestId('pending-change')).toContainText('€50.00');

    // Lowering it applies at once.
    await saveLimit(page, '10');
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€10.00');
    await expect(dailyDeposit(page).getByRole('status')).toHaveText(
      'Done: your new limit applies now.',
    );
    await page.reload();
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€10.00');
  });

  test('cos: the limits page offers no deposit limits, only the time-out', async ({ page }) => {
    test.setTimeout(60_000);
    await newSmsPlayer(page, 'cos.localhost', 'puravida', 'FI');
    await page.goto(`${origin('cos.localhost')}/en/profile/limits/`);
    await expect(page.getByTestId('no-limits')).toContainText(
      "This site's licence does not offer these limits.",
    );
    await expect(page.getByRole('listitem', { name: /deposit limit/ })).toHaveCount(0);
    await expect(
      page.getByTestId('no-limits').getByRole('link', { name: 'Take a break' }),
    ).toBeVisible();
    await expect(page.getByTestId('responsible-gaming').locator('[data-gated]')).toHaveCount(0);
  });

  test('crc: the self-exclusion page offers a single option; the time-out its four', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await newSmsPlayer(page, 'crc.localhost', 'coralreef', 'DE');
    await page.goto(`${origin('crc.localhost')}/en/profile/self-exclusion/`);
    const exclusion = page.getByTestId('break-SelfExclusion');
    await expect(exclusion.getByRole('radio')).toHaveCount(1);
    await expect(exclusion.getByRole('radio')).toBeChecked();
    await expect(exclusion).toContainText('6 months');
    await expect(page.getByTestId('break-Timeout').getByRole('radio')).toHaveCount(4);
  });

  test('est: a daily loss limit stops a spin that could pass it, and the game says why', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await smsSignIn(page, await newPlayerPhone(page));
    await deposit(page, '20');
    await page.goto(`${EST}/en/profile/limits/`);
    const row = page.getByRole('listitem', { name: 'Daily loss limit', exact: true });
    await row.getByRole('button', { name: /^(Set limit|Change limit)$/ }).click();
    await row.getByLabel('New limit (EUR)').fill('10');
    await row.getByRole('button', { name: 'Save limit' }).click();
    await expect(row.getByTestId('limit-amount')).toHaveText('€10.00');

    // The classic slot: its stakes reach €12.50 (the Megaways demo slot's stop at €0.80).
    await page.goto(`${EST}/en/games/triple-sevens/`);
    const game = await startedGame(page, 'REAL');
    await game.getByLabel('Bet').selectOption({ label: '€12.50' });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('body')).toContainText(
      'This would pass your loss limit: €10.00 left',
    );
    // Nothing was taken.
    await expect(page.getByTestId('wallet-balance')).toHaveText('€20.00');
  });
});
