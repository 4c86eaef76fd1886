import { expect, type Page } from '@playwright/test';
import { EST } from './players.ts';

/** The header's live balance badge. */
export const balance = (page: Page) => page.getByTestId('wallet-balance');
export const dialog = (page: Page) => page.getByRole('dialog');

/** Deposits through /deposit/ → quick-deposit dialog → sandbox page (approve). */
export async function deposit(page: Page, amount: string) {
  await page.goto(`${EST}/en/deposit/`);
  await expect(page).toHaveURL(`${EST}/en/`);
  await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
  await dialog(page)
    .getByLabel(/Amount/)
    .fill(amount);
  await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.frameLocator('iframe[title="Payment"]');
  await payment.getByRole('button', { name: 'Approve' }).click();
  // The payment page's return closes the dialog (closeQuickDepositEvent).
  await expect(dialog(page)).toHaveCount(0);
}
