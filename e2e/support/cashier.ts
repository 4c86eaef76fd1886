import { expect, type Page } from '@playwright/test';
import { EST } from './players.ts';

/** The header's live balance badge. */
export const balance = (page: Page) => page.getByTestId('wallet-balance');
export const dialog = (page: Page) => page.getByRole('dialog');

/** Minor units as the lobby's en locale writes euros: 123450 → '€1,234.50'. */
export const euro = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** '€1,234.50' → 123450 (the lobby's en locale, as the header and the games write it). */
export function minor(text: string | null): number {
  expect(text ?? '', 'a money text').toMatch(/^€[\d,]+\.\d{2}$/);
  return Math.round(Number(text!.replace(/[€,]/g, '')) * 100);
}

/**
 * The limit prompt before a player's first deposit comes before the deposit form;
 * where it may be skipped (every licence but mga) this answers it with "Not now".
 */
export async function passLimitPrompt(page: Page) {
  const prompt = dialog(page).getByTestId('limit-prompt');
  const amount = dialog(page).getByLabel(/Amount/);
  await expect(prompt.or(amount)).toBeVisible();
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Not now' }).click();
}

/** Deposits through /deposit/ → quick-deposit dialog → sandbox page (approve). */
export async function deposit(page: Page, amount: string) {
  await page.goto(`${EST}/en/deposit/`);
  await expect(page).toHaveURL(`${EST}/en/`);
  await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
  await passLimitPrompt(page);
  await dialog(page)
    .getByLabel(/Amount/)
    .fill(amount);
  await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.frameLocator('iframe[title="Payment"]');
  await payment.getByRole('button', { name: 'Approve' }).click();
  // The payment page's return closes the dialog (closeQuickDepositEvent).
  await expect(dialog(page)).toHaveCount(0);
}

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
