import { expect, test, type Page } from '@playwright/test';
import { balance } from './support/cashier.ts';
import {
  AURORA,
  EST,
  TEST_PASSWORD,
  newPlayerPhone,
  outbox,
  registerPlayer,
  signOut,
  verificationLink,
} from './support/players.ts';

// Every sign-in path (decision 0053, docs/sign-in-flows.md): for each login flow a
// new player signs in on a country that uses it and lands back where the sign-in started; the
// handlers refuse a state this browser did not store with the spec's messages, creating no
// session; quick-deposit sign-in deposits and signs in in one step.
const START = '/en/promotions/';
const SHOTS = process.env.SIGN_IN_SHOTS;

/** The country the server assumes (the development override the SPA's ?country= sets). */
const inCountry = (page: Page, country: string) =>
  page.setExtraHTTPHeaders({ 'x-lobby-country': country });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const uniqueAccount = (prefix: string) =>
  `${prefix} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** /login/ on the Trustly or Piq flow up to the provider's page. */
async function startProviderLogin(page: Page, country: 'DK' | 'NL', amount: string) {
  await inCountry(page, country);
  await page.goto(`${EST}/en/login/?returnTo=${encodeURIComponent(START)}`);
  const form = page.locator(
    `form[data-login-flow="${country === 'DK' ? 'Trustly' : 'PaymentIQ'}"]`,
  );
  await expect(form).toBeVisible();
  await shot(page, `login-${country}`);
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
}

test.describe('login flows: a new player signs in and lands back where they started', () => {
  test('Keycloak (mga, Malta): the identity provider', async ({ page }) => {
    const { email } = await registerPlayer(page, {
      brand: 'aurora',
      country: 'MT',
      prefix: 'flow-kc',
    });
    await page.goto(await verificationLink(page, 'aurora', email));
    await expect(page.getByRole('status')).toContainText('is verified');
    await page.goto(`${AURORA}/en/login/?returnTo=${encodeURIComponent(START)}`);
    await shot(page, 'login-Keycloak');
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/realms\/aurora\//);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${AURORA}${START}`);
    await expect(balance(page)).toBeVisible();
  });

  /** /login/ on the Sms flow up to a signed-in player; the enter-code page gets the return path. */
  async function smsFlow(page: Page) {
    const phone = await newPlayerPhone(page);
    await page.goto(`${EST}/en/login/?country=FI&returnTo=${encodeURIComponent(START)}`);
    await shot(page, 'login-Sms');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/en\/enter-code\/\?phone=.*returnTo=%2Fen%2Fpromotions%2F/);
    let code: string | null = null;
    await expect
      .poll(async () => {
        code = (await outbox(page, 'nordlys', phone)).find((m) => m.code)?.code ?? null;
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel('Code').fill(code!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(balance(page)).toBeVisible();
  }

  test('Sms (est, Finland): a new player signs in with the code on the phone and lands back where they started', async ({
    page,
  }) => {
    await smsFlow(page);
    await expect(signOut(page)).toBeVisible();
    await expect(page).toHaveURL(`${EST}${START}`);
  });

  test('Trustly (est, Denmark): the bank, a new player created with the deposit', async ({
    page,
  }) => {
    await startProviderLogin(page, 'DK', '20');
    await page.getByLabel('Bank account (identifies you)').fill(uniqueAccount('DK50'));
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(`${EST}${START}`);
    await expect(signOut(page)).toBeVisible();
    await expect(balance(page)).toHaveText('€20.00');
  });

  test('Piq (est, the Netherlands): the payment provider, a new player', async ({ page }) => {
    await startProviderLogin(page, 'NL', '25');
    await page.getByLabel('Bank account (identifies you)').fill(uniqueAccount('NL91'));
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(`${EST}${START}`);
    await expect(signOut(page)).toBeVisible();
    await expect(balance(page)).toHaveText('€25.00');
  });
});

test.describe('the handlers refuse a state this browser did not store', () => {
  test('login handler: a tampered state is refused, no session; the genuine answer is spent', async ({
    page,
  }) => {
    await startProviderLogin(page, 'DK', '20');
    // The provider's answer, taken before the browser follows it.
    // (Node cannot resolve *.localhost: the payment's id names it, any host of the server will do.)
    const paymentUrl = new URL(new URL(page.url()).pathname, AURORA).toString();
    const answer = await page.request.post(paymentUrl, {
      form: { decision: 'approve', bankAccount: uniqueAccount('DK50') },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const genuine = new URL(answer.headers()['location']!, EST);
    expect(genuine.pathname).toBe('/en/login-handler/');
    const tampered = new URL(genuine);
    tampered.searchParams.set('state', `${genuine.searchParams.get('state')}x`);

    await page.goto(tampered.toString());
    await expect(page.getByRole('alert')).toHaveText('State does not match');
    await shot(page, 'login-handler-tampered');
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await expect(signOut(page)).toHaveCount(0);
    await expect(balance(page)).toHaveCount(0);

    // The stored state is spent by the first answer: the real one, replayed, finds none.
    await page.goto(genuine.toString());
    await expect(page.getByRole('alert')).toHaveText('No matching state found in storage');
    await expect(signOut(page)).toHaveCount(0);
  });

  test('redirection handler: no state, and a state from elsewhere, are refused', async ({
    page,
  }) => {
    await page.goto(`${EST}/en/redirection-handler/?code=forged`);
    await expect(page.getByRole('alert')).toHaveText('No state in response');
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'main');
    await page.goto(`${EST}/en/redirection-handler/?code=forged&state=someone-elses`);
    await expect(page.getByRole('alert')).toHaveText('No matching state found in storage');
    await shot(page, 'redirection-handler-no-state');
    await page.goto(`${EST}/en/redirection-handler/#error=access_denied&state=someone-elses`);
    await expect(page.getByRole('alert')).toHaveText('No matching state found in storage');
    await expect(signOut(page)).toHaveCount(0);
  });
});

test('quick-deposit sign-in: one step gives a session and a balance, back where it started', async ({
  page,
}) => {
  await page.goto(`${EST}/en/quick-deposit-sign-in/?returnTo=${encodeURIComponent(START)}`);
  await expect(page.getByRole('heading', { name: 'Deposit and sign in' })).toBeVisible();
  await expect(page.getByText('Sign in to continue')).toHaveCount(0);
  await shot(page, 'quick-deposit-sign-in');
  await page.locator('input[name="amount"]').fill('30');
  await page.locator('input[name="method"][value="PaymentIQ"]').check();
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByLabel('Bank account (identifies you)').fill(uniqueAccount('FI21'));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`${EST}${START}`);
  await expect(signOut(page)).toBeVisible();
  await expect(balance(page)).toHaveText('€30.00');
  await shot(page, 'quick-deposit-signed-in');
});
