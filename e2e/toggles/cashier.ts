import { expect, type Page } from '@playwright/test';
import { dialog, passLimitPrompt } from '../support/cashier.ts';
import { settled } from '../support/settle.ts';
import { origin } from '../support/origins.ts';
import { cookieValue, EST } from '../support/players.ts';
import type { ToggleCheck } from '../support/toggles.ts';

// The cashier's toggles (decision 0054), checked on a clone of the nordlys brand (est:
// a light theme), each way with a fresh fixture player signed in: the cashier is the subject,
// not the sign-in. Every check asserts what the player sees both ways, so a toggle that does
// nothing fails one of its two directions.
const OPERATOR = { 'x-operator-key': 'dev-operator-key', 'x-operator-name': 'e2e-cashier' };

/** The quick-deposit dialog through /deposit/, past the first-deposit limit prompt. */
export async function openDeposit(page: Page, at = EST): Promise<void> {
  await page.goto(`${at}/en/deposit/`);
  await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
  await passLimitPrompt(page);
}

/** A deposit by instant bank transfer from `account`, approved on the sandbox page. */
export async function depositFromAccount(page: Page, amount: string, account: string, at = EST) {
  await openDeposit(page, at);
  await dialog(page)
    .getByLabel(/Amount/)
    .fill(amount);
  const another = dialog(page).getByRole('radio', { name: 'Another payment method' });
  if (await another.isVisible()) await another.check();
  await dialog(page).locator('select[name="paymentMethod"]').selectOption('instantbank');
  await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.frameLocator('iframe[title="Payment"]');
  await payment.getByLabel('Account').fill(account);
  await payment.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/**
 * The lobby API as the page's signed-in player: sent from the page itself, since the access
 * token is bound to the brand's origin (and Node cannot resolve est.localhost).
 */
export async function asPlayer<T>(page: Page, query: string): Promise<T> {
  const token = await cookieValue(page.context(), 'accessToken');
  return page.evaluate(
    async ({ query, token }) => {
      const response = await fetch('/lobby-graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as T;
    },
    { query, token },
  );
}

/** The most recent Saturday noon (today's when it is Saturday), in the browser's time zone. */
function lastSaturdayNoon(): Date {
  const day = new Date();
  day.setDate(day.getDate() - ((day.getDay() + 1) % 7));
  day.setHours(12, 0, 0, 0);
  return day;
}

export const CASHIER_TOGGLES: readonly ToggleCheck[] = [
  {
    toggle: 'DarkCashierLayout',
    brand: 'nordlys',
    effect: 'the quick-deposit dialog is dark on the light brand, or in the brand’s light theme',
    async check({ page, brand, signIn }, on) {
      await signIn();
      await openDeposit(page, brand.origin);
      await expect(dialog(page).locator('[data-cashier-layout]')).toHaveAttribute(
        'data-cashier-layout',
        on ? 'dark' : 'default',
      );
      // The dialog's own surface: the dark scheme's, or nordlys's white.
      await expect(dialog(page)).toHaveCSS(
        'background-color',
        on ? 'rgb(21, 26, 38)' : 'rgb(255, 255, 255)',
      );
      await page.screenshot({ path: `test-results/toggle-dark-cashier-${on ? 'on' : 'off'}.png` });
    },
  },
  {
    toggle: 'EnableKrofortQuickDepositWithLastUsedAccount',
    brand: 'nordlys',
    effect: 'the second deposit offers the first one’s account',
    async check({ page, brand, signIn }, on) {
      await signIn();
      // The first deposit through the dialog and the payment page: the account it names is the
      // one offered (a fixture's deposit has none).
      await depositFromAccount(page, '25', 'FI44 1234 5600 0044 44', brand.origin);
      await expect(page.getByTestId('wallet-balance')).toHaveText('€25.00');
      await openDeposit(page, brand.origin);
      const offer = dialog(page).getByRole('radio', {
        name: 'Your last used account: Instant bank transfer (Krofort) · FI44 1234 5600 0044 44',
      });
      if (on) {
        await expect(offer).toBeChecked();
        await expect(dialog(page).locator('select[name="paymentMethod"]')).toHaveCount(0);
      } else {
        await expect(dialog(page).locator('select[name="paymentMethod"]')).toBeVisible();
        await expect(offer).toHaveCount(0);
      }
    },
  },
  {
    toggle: 'EnableCashierIBAwardAnnouncement',
    brand: 'nordlys',
    effect: 'the deposit form announces the instant-banking award',
    async check({ page, brand, signIn }, on) {
      await signIn();
      await openDeposit(page, brand.origin);
      await expect(dialog(page).locator('select[name="paymentMethod"]')).toBeVisible();
      const award = dialog(page).getByTestId('ib-award');
      if (on) {
        await expect(award).toContainText('award-winning instant banking');
        await page.screenshot({ path: 'test-results/toggle-ib-award-on.png' });
        await award.getByRole('button', { name: 'Use instant bank transfer' }).click();
        await expect(dialog(page).locator('select[name="paymentMethod"]')).toHaveValue(
          'instantbank',
        );
      } else {
        await expect(award).toHaveCount(0);
      }
    },
  },
  {
    toggle: 'DisableWeekendWithdrawalMessages',
    brand: 'nordlys',
    effect: 'on a Saturday the withdrawal form has no weekend processing notice (off: it has)',
    async check({ page, brand, signIn }, on) {
      await signIn();
      await page.clock.setFixedTime(lastSaturdayNoon());
      await openDeposit(page, brand.origin);
      await dialog(page).getByRole('tab', { name: 'Withdraw' }).click();
      await expect(dialog(page).getByRole('button', { name: 'Withdraw' })).toBeVisible();
      const notice = dialog(page).getByTestId('weekend-withdrawal-notice');
      if (on) await expect(notice).toHaveCount(0);
      else {
        await expect(notice).toContainText(
          'Withdrawals requested on Saturday or Sunday are processed on Monday.',
        );
        await page.screenshot({ path: 'test-results/toggle-weekend-notice.png' });
      }
    },
  },
  {
    toggle: 'EnableFinancialHistory',
    brand: 'nordlys',
    effect: 'the deposit and withdrawal history pages and their menu links exist',
    async check({ page, brand, signIn }, on) {
      await signIn();
      await page.goto(`${brand.origin}/en/`);
      await page.getByRole('button', { name: /Account menu/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Game history' })).toBeVisible();
      for (const name of ['Deposit history', 'Withdrawal history']) {
        await expect(menu.getByRole('menuitem', { name })).toHaveCount(on ? 1 : 0);
      }
      const response = await page.goto(`${brand.origin}/en/profile/deposit-history/`);
      // The navigation's status line says the same as the page (server/http/page-status.ts).
      expect(response?.status()).toBe(on ? 200 : 404);
      if (on) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit history');
        await expect(page.getByTestId('not-found')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('not-found')).toBeVisible();
        await page.screenshot({ path: 'test-results/toggle-financial-history-off.png' });
      }
    },
  },
  {
    toggle: 'EnableWelcomeMessage',
    brand: 'nordlys',
    effect: 'a player who never deposited is welcomed in the deposit form',
    async check({ page, brand, signIn }, on) {
      // A player who never deposited.
      await signIn();
      await page.goto(`${brand.origin}/en/deposit/`);
      await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
      await expect(
        dialog(page)
          .getByTestId('limit-prompt')
          .or(dialog(page).getByLabel(/Amount/)),
      ).toBeVisible();
      const welcome = dialog(page).locator('[data-welcome-message]');
      if (on)
        await expect(welcome).toHaveText('Welcome! Make your first deposit to start playing.');
      else {
        // Off, the form asks nothing more before it renders: the dialog as it settles has none.
        await settled(page);
        await expect(welcome).toHaveCount(0);
      }
    },
  },
  {
    toggle: 'OverlaySourceOfWealth',
    brand: 'nordlys',
    effect: 'an overdue source of wealth opens the declaration over the page, not on its own page',
    async check({ page, brand, signIn }, on) {
      const { playerId } = await signIn();
      const required = await page.request.put(
        `${origin()}/operator/compliance/players/${playerId}/source-of-wealth`,
        {
          // Node resolves only localhost: the brand's host goes in the Host header.
          headers: {
            ...OPERATOR,
            'content-type': 'application/json',
            host: new URL(brand.origin).host,
          },
          data: { state: 'Required', dueDate: new Date(Date.now() - 86_400_000).toISOString() },
        },
      );
      expect(required.ok(), await required.text()).toBe(true);
      await openDeposit(page, brand.origin);
      await dialog(page)
        .getByLabel(/Amount/)
        .fill('25');
      await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
      await dialog(page).getByRole('link', { name: 'Go to Source of wealth' }).click();
      if (on) {
        await expect(dialog(page)).toHaveAccessibleName('Source of wealth');
        await expect(page).toHaveURL(`${brand.origin}/en/`);
      } else {
        await expect(page).toHaveURL(`${brand.origin}/en/source-of-wealth/`);
        await expect(dialog(page)).toHaveCount(0);
      }
    },
  },
];
