import { balance, depositFromAccount, dialog, openDeposit } from './support/cashier.ts';
import { EST } from './support/players.ts';
import { expect, test } from './support/test.ts';

// The cashier end to end on nordlys (EnableKrofortQuickDepositWithLastUsedAccount on, as seeded):
// a new player deposits once by instant bank transfer; the second deposit offers that account and
// deposits from it in one step, without the payment page; the history lists both. An account that
// is not the player's own is refused by the server and nothing is written: proven at service
// level (tests/server/last-used-account, "refuses … with UnknownLastUsedAccount and writes
// nothing"). The toggle on and off is proven in jsdom (tests/ui/cashier-toggles.test.tsx). The player starts signed in (the fixture); the first deposit goes through the dialog:
// the offer names its account.
const ACCOUNT = 'FI55 1234 5600 0055 55';

test('the last used account is offered on the second deposit, and deposits from it', async ({
  page,
  signIn,
}) => {
  await signIn({ country: 'FI' });
  await page.goto(`${EST}/en/`);
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await depositFromAccount(page, '25', ACCOUNT);
  await expect(balance(page)).toHaveText('€25.00');

  await openDeposit(page);
  const offer = dialog(page).getByRole('radio', {
    name: `Your last used account: Instant bank transfer (Krofort) · ${ACCOUNT}`,
  });
  await expect(offer).toBeChecked();
  await dialog(page)
    .getByLabel(/Amount/)
    .fill('30');
  await page.screenshot({ path: 'test-results/cashier-last-used-account.png' });
  await dialog(page).getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(
    `Your deposit of €30.00 from ${ACCOUNT} is on its way to your balance.`,
  );
  await expect(dialog(page).locator('iframe[title="Payment"]')).toHaveCount(0);
  // The provider's callback completes it; the balance streams in.
  await expect(balance(page)).toHaveText('€55.00', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/cashier-last-used-account-sent.png' });

  await page.goto(`${EST}/en/profile/deposit-history/`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-status', 'Completed');
  await expect(rows.first()).toContainText('Krofort · instantbank');
});
