// Registration per country: an Estonian visitor of the est brand (Nordlys) gets the
// SSN form. A registration with a bad personal code (and other bad fields) is refused field by
// field, each error by its field; the corrected one mails the verification link, which verifies
// the address, and the player signs in.
import { expect, test, type Page } from '@playwright/test';
import { EST, TEST_PASSWORD, signOut, verificationLink } from './support/players.ts';

/** The check digit of an Estonian personal code (weights 1234567891, then 3456789123). */
function checkDigit(firstTen: string): number {
  const digits = [...firstTen].map(Number);
  const remainder = (weights: number[]) =>
    digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
  const first = remainder([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
  if (first < 10) return first;
  const second = remainder([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
  return second < 10 ? second : 0;
}

/** A fresh valid code for a woman born on 1985-MM-DD (one account per code and brand). */
function personalCode(month: string, day: string): string {
  const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const firstTen = `485${month}${day}${serial}`;
  return `${firstTen}${checkDigit(firstTen)}`;
}

const fieldError = (page: Page, text: string) => page.locator('form').getByText(text);

test('est: an Estonian registration with a bad personal code is refused field by field; a valid one verifies and signs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The edge's geo header, as production gets it (`?country=` works only in a development build).
  await page.setExtraHTTPHeaders({ 'x-country-code': 'EE' });
  const unique = `${Date.now()}`.slice(-7);
  const email = `eesti-${unique}@lobby.test`;
  const code = personalCode('07', '14');
  const wrongCheckDigit = `${code.slice(0, 10)}${(Number(code[10]) + 1) % 10}`;

  await page.goto(`${EST}/en/register/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create account');
  await expect(page.locator('[data-form-type="SSN"]')).toBeVisible();
  // The country of the request is preselected.
  await expect(page.getByLabel('Country')).toHaveValue('EE');

  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByLabel('First name').fill('Mari');
  await page.getByLabel('Last name').fill('Maasikas');
  await page.getByLabel('Date of birth').fill('1985-07-14');
  await page.getByLabel('Personal identification code').fill(wrongCheckDigit);
  await page.getByLabel('Phone number').fill(`+3725${unique}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page.getByRole('alert').first()).toContainText('Check the highlighted fields.');
  await expect(fieldError(page, 'Enter a valid email address.')).toBeVisible();
  await expect(
    fieldError(page, 'This personal identification code is not valid: check the digits.'),
  ).toBeVisible();
  await expect(fieldError(page, 'Accept the privacy policy to continue.')).toBeVisible();
  await expect(page.getByLabel('Personal identification code')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // The fields that were right have no error.
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');

  // A valid code of another birth date: refused for the mismatch alone.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('I accept the privacy policy').check();
  await page.getByLabel('Personal identification code').fill(personalCode('07', '15'));
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(
    fieldError(page, 'The personal identification code does not match your date of birth.'),
  ).toBeVisible();
  await expect(fieldError(page, 'Enter a valid email address.')).toHaveCount(0);

  // The right code: the verification mail goes out.
  await page.getByLabel('Personal identification code').fill(code);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(page.getByRole('status')).toContainText(email);

  await page.goto(await verificationLink(page, 'nordlys', email));
  await expect(page.getByRole('status')).toHaveText(`${email} is verified. You can sign in now.`);

  // Estonia signs in at the identity provider.
  await page.goto(`${EST}/en/login/`);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signOut(page)).toBeVisible();
  await expect(page.getByText('Mari', { exact: true })).toBeVisible();
});
