// A closed account at the identity provider and in the SMS sign-in: after the right
// password (or SMS code) its owner is told it is closed indefinitely — a MultipleAccounts closure
// names the login method — and, where the operator allowed it, "Reopen my account" reopens it
// (audited, actor player) and signs in. A wrong password reveals nothing and reopens nothing.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { hashPassword } from '../../server/players/passwords.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  outbox,
  REQUEST_SMS_CODE,
  SIGN_IN_WITH_SMS_CODE,
} from './helpers/identity-app.ts';
import { authorizationUrl, browser, formAction, pkce } from './helpers/oidc-client.ts';
import { describeStores } from './helpers/postgres.ts';
import { SMS_RESEND_COOLDOWN_MS } from '../../server/identity/auth/sms-codes.ts';
import { createTestPlayer } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

const PASSWORD = 'correct horse battery';

function suite(kind: BackendKind) {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      auth: { notificationLimits: { perClientPerHour: 10_000 } },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  async function closedPlayer(cause: string, reopenByCustomerAllowed: boolean) {
    const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
    const id = await createTestPlayer(server.store, { phoneNumber: phone, phoneVerified: true });
    await server.store.query('update players set password_hash = $2 where id = $1', [
      id,
      await hashPassword(PASSWORD),
    ]);
    const { rows } = await server.store.query<{ email: string }>(
      'select email from players where id = $1',
      [id],
    );
    const response = await fetch(`${server.http}/operator/compliance/players/${id}/close`, {
      method: 'POST',
      headers: { 'x-operator-key': DEV_OPERATOR_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ cause, reopenByCustomerAllowed }),
    });
    expect(response.status).toBe(200);
    return { id, phone, email: rows[0]!.email };
  }

  async function signInPage() {
    const client = browser(server.http);
    const { challenge } = pkce();
    const page = await client.follow(
      authorizationUrl(
        `${server.http}/realms/aurora`,
        { challenge, challengeMethod: 'S256' },
        server.http,
      ),
    );
    return { client, url: page.url, html: await page.response.text() };
  }

  const isClosed = async (id: string) =>
    (
      await server.store.query<{ account_closed: boolean }>(
        'select account_closed from players where id = $1',
        [id],
      )
    ).rows[0]!.account_closed;

  it('MultipleAccounts: the page names the email; reopening, where allowed, takes the right password and signs in', async () => {
    const player = await closedPlayer('MultipleAccounts', true);
    const { client, url, html } = await signInPage();

    // A wrong password says nothing of the account.
    const wrong = await client.submit(url, formAction(html, 'Sign in'), {
      email: player.email,
      password: 'wrong password',
    });
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).not.toContain('closed');

    const closed = await client.submit(url, formAction(html, 'Sign in'), {
      email: player.email,
      password: PASSWORD,
    });
    expect(closed.response.status).toBe(403);
    const page = await closed.response.text();
    expect(page).toContain(
      'Your account has been closed indefinitely because another account was found with this email address.',
    );
    const reopenAction = formAction(page, 'Reopen my account');

    const badReopen = await client.submit(closed.url, reopenAction, {
      email: player.email,
      password: 'wrong password',
    });
    expect(badReopen.response.status).toBe(401);
    expect(await isClosed(player.id)).toBe(true);

    const reopened = await client.submit(closed.url, reopenAction, {
      email: player.email,
      password: PASSWORD,
    });
    expect(reopened.url).toContain('/auth/callback/');
    expect(new URL(reopened.url).searchParams.get('code')).toBeTruthy();
    expect(await isClosed(player.id)).toBe(false);
    const { rows } = await server.store.query<{ actor: string; action: string }>(
      `select actor, action from operator_audit where area = 'compliance' and target = $1
       order by id desc limit 1`,
      [player.id],
    );
    expect(rows[0]).toEqual({ actor: 'player', action: 'reopen' });
  });

  it('without the operator’s leave there is no way back: the plain message, no reopen form, and posting it anyway reopens nothing', async () => {
    const player = await closedPlayer('Fraud', false);
    const { client, url, html } = await signInPage();
    const closed = await client.submit(url, formAction(html, 'Sign in'), {
      email: player.email,
      password: PASSWORD,
    });
    const page = await closed.response.text();
    expect(page).toContain('Your account has been closed indefinitely.');
    expect(page).not.toContain('Reopen my account');
    const forced = await client.submit(closed.url, url.replace(/\/?$/, '') + '/reopen', {
      email: player.email,
      password: PASSWORD,
    });
    expect(forced.response.status).toBe(403);
    expect(await isClosed(player.id)).toBe(true);
  });

  it('SMS sign-in of a closed account: refused with AccountClosed naming the phone number after the right code', async () => {
    const player = await closedPlayer('MultipleAccounts', false);
    server.clock.advance(SMS_RESEND_COOLDOWN_MS);
    await gql(server.http, REQUEST_SMS_CODE, { phone: player.phone });
    const [sms] = await outbox(server.http, { brand: 'aurora', to: player.phone });
    expect(sms?.code).toBeTruthy();
    const wrong = await gql(server.http, SIGN_IN_WITH_SMS_CODE, {
      phone: player.phone,
      code: sms!.code === '000000' ? '111111' : '000000',
    });
    expect(errorType(wrong)).toBe('InvalidSmsCode');
    const refused = await gql(server.http, SIGN_IN_WITH_SMS_CODE, {
      phone: player.phone,
      code: sms!.code,
    });
    expect(errorType(refused)).toBe('AccountClosed');
    expect(refused.errors![0]!.message).toBe(
      'Your account has been closed indefinitely because another account was found with this phone number.',
    );
    expect(refused.errors![0]!.extensions).toMatchObject({
      cause: 'MultipleAccounts',
      reopenByCustomerAllowed: false,
    });
  });
}

describeStores('closed accounts at sign-in', (kind) => suite(kind));
