import type { BrowserContext, Page } from '@playwright/test';
import { AURORA, cookieValue, signOut, TEST_PASSWORD } from './support/players.ts';
import { PLAYER_SUBSCRIPTIONS, lobbySockets, serverSubscription } from './support/sockets.ts';
import { createPlayer, expect, signInContext, test } from './support/test.ts';

// Account compliance end to end on the mga brand (Aurora), in Chromium: account compliance as the
// operator sets it and the player meets it in an open lobby. The operator requires source of
// wealth → the banner appears live; the player declares and uploads a PDF on /source-of-wealth/
// → pending on /profile/documents/; the operator approves → the banner goes. An overdue source of
// wealth refuses a deposit with the reason. A terms pop-up shows at once and its acceptance is
// recorded. Closing the account for MultipleAccounts shows why and ends play. Every test has its
// own fresh player: compliance state of a shared account would leak into other specs.
const OPERATOR_KEY = 'dev-operator-key';
const DAY_MS = 24 * 60 * 60_000;

const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page, type: string) => page.locator(`[data-banner="${type}"]`);

/** A minimal valid one-page PDF (header, catalog, pages, page, xref, trailer). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The pub/sub topic each of the lobby's live subscriptions listens to on the server. */
const TOPIC_OF: Record<string, string> = {
  PlayerUpdated: 'playerUpdated',
  CustomerPopUpAdded: 'customerPopUpAdded',
};

/**
 * Call before the page loads: resolves once the page has sent the subscription naming
 * `operation` and the server listens for it, so an operator change published after reaches the
 * open lobby.
 */
async function subscribed(page: Page, operation: string): Promise<() => Promise<void>> {
  return serverSubscription(page, TOPIC_OF[operation]!);
}

/** The operator API (x-operator-key): the answer's JSON, after checking it succeeded. */
async function operator<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`${AURORA}/operator/compliance${path}`, {
    method,
    headers: {
      'x-operator-key': OPERATOR_KEY,
      'x-operator-name': 'e2e-compliance',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The lobby API as the signed-in player of `context` (its identity-provider bearer). */
async function asPlayer(
  page: Page,
  context: BrowserContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { type?: string } }[];
}> {
  const token = await cookieValue(context, 'accessToken');
  expect(token).toBeTruthy();
  const response = await page.request.post(`${AURORA}/lobby-graphql`, {
    headers: {
      'content-type': 'application/json',
      brand: 'aurora',
      authorization: `Bearer ${token}`,
    },
    data: { query, variables },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { type?: string } }[];
  };
}

/**
 * A new Aurora player from Malta (the edge's country header, as production gets it), past
 * sign-up and signed in (the fixture), on the lobby with the cookie notice answered: their id.
 */
async function newSignedInPlayer(
  page: Page,
  context: BrowserContext,
  prefix: string,
): Promise<{ email: string; playerId: string }> {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'MT' });
  const player = await createPlayer(context.request, {
    host: 'localhost',
    country: 'MT',
    emailPrefix: prefix,
  });
  await signInContext(context, player);
  await page.goto(`${AURORA}/en/`);
  await expect(signOut(page)).toBeVisible();
  // The cookie notice would cover the bottom of the screenshots.
  await page.getByRole('button', { name: 'Necessary only' }).click();
  return { email: player.email, playerId: player.playerId };
}

interface OperatorPlayer {
  accountStatus: { closed: boolean; cause: string | null; reopenByCustomerAllowed: boolean };
  compliance: { sowState: string; sowDueDate: string | null };
  popUpsNeeded: { id: string; version: number }[];
}

test.describe('account compliance (mga)', () => {
  test('source of wealth: the banner appears live, a PDF uploaded is pending, approval removes the banner live', async ({
    page,
    context,
  }) => {
    const live = await subscribed(page, 'PlayerUpdated');
    const sockets = lobbySockets(page);
    const { playerId } = await newSignedInPlayer(page, context, 'sow-banner');
    await live();
    await expect(banner(page, 'SowRequired')).toHaveCount(0);
    // One live connection carries every player subscription (compliance's among them); the
    // catalogue's change feed is the only other lobby socket.
    await expect.poll(() => sockets.player()).toEqual([[...PLAYER_SUBSCRIPTIONS].sort()]);
    expect(sockets.all()).toBeLessThanOrEqual(2);

    // The operator asks, due in two weeks: the open lobby shows the banner without a reload.
    const due = new Date(Date.now() + 14 * DAY_MS);
    await operator(page, 'PUT', `/players/${playerId}/source-of-wealth`, {
      state: 'Required',
      dueDate: due.toISOString(),
      comment: 'Please show us where your deposits come from.',
    });
    const dueText = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      due.toISOString(),
    );
    await expect(banner(page, 'SowRequired')).toContainText(
      `Please tell us where the money you play with comes from by ${dueText}. After that, deposits are paused until you do.`,
    );
    await expect(page).toHaveURL(`${AURORA}/en/`);
    await page.screenshot({ path: 'test-results/compliance-banner.png' });

    // The banner's link: the declaration page, with the operator's comment.
    await banner(page, 'SowRequired')
      .getByRole('link', { name: 'Declare your source of wealth' })
      .click();
    await expect(page).toHaveURL(`${AURORA}/en/source-of-wealth/`);
    await expect(page.getByTestId('sow-comment')).toHaveText(
      'Please show us where your deposits come from.',
    );
    const salary = page.locator('[data-category="Salary"]');
    await salary.locator('summary').click();
    await salary.getByRole('checkbox', { name: 'Employed', exact: true }).check();
    await salary.getByRole('button', { name: 'Declare Salary' }).click();
    await expect(salary.getByRole('status')).toHaveText('Saved.');
    await salary.getByLabel('Upload a document for Salary').setInputFiles({
      name: 'payslip.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await expect(salary.getByText('payslip.pdf uploaded. We will review it soon.')).toBeVisible();
    await expect(salary.locator('[data-document]')).toContainText('Awaiting review');

    // Pending on the documents page: the request and the upload.
    await page.goto(`${AURORA}/en/profile/documents/`);
    const request = page.locator('[data-request="Salary"]');
    await expect(request).toHaveAttribute('data-status', 'Pending');
    await expect(request).toContainText('Source of wealth');
    const upload = page.getByRole('row').filter({ hasText: 'payslip.pdf' });
    await expect(upload).toContainText('Salary');
    await expect(upload.locator('[data-status]')).toHaveAttribute('data-status', 'Pending');
    await expect(upload).toContainText('Awaiting review');
    await page.screenshot({ path: 'test-results/compliance-documents.png', fullPage: true });

    // The operator finds the upload and approves it: source of wealth is done (every declared
    // category has an approved document), and the open lobby's banner goes without a reload.
    const { documents } = await operator<{
      documents: { documentId: string; fileName: string; status: string; purpose: string }[];
    }>(page, 'GET', `/players/${playerId}/documents`);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      fileName: 'payslip.pdf',
      status: 'Pending',
      purpose: 'Salary',
    });
    const listening = await subscribed(page, 'PlayerUpdated');
    await page.goto(`${AURORA}/en/`);
    await expect(banner(page, 'SowRequired')).toBeVisible();
    await listening();
    await operator(page, 'POST', `/documents/${documents[0]!.documentId}/review`, {
      decision: 'approve',
    });
    await expect(banner(page, 'SowRequired')).toHaveCount(0);
    await expect(page).toHaveURL(`${AURORA}/en/`);
    const after = await operator<OperatorPlayer>(page, 'GET', `/players/${playerId}`);
    expect(after.compliance.sowState).toBe('Done');

    // The documents page says approved, the declaration page verified.
    await page.goto(`${AURORA}/en/profile/documents/`);
    await expect(
      page.getByRole('row').filter({ hasText: 'payslip.pdf' }).locator('[data-status]'),
    ).toHaveAttribute('data-status', 'Approved');
    await page.goto(`${AURORA}/en/source-of-wealth/`);
    await expect(page.locator('[data-check-state]')).toContainText(
      'Your source of wealth is verified. Thank you.',
    );
  });

  test('source of wealth overdue: a deposit is refused with the reason, and the cashier says why and where to fix it', async ({
    page,
    context,
  }) => {
    const live = await subscribed(page, 'PlayerUpdated');
    const { playerId } = await newSignedInPlayer(page, context, 'sow-overdue');
    await live();
    // mga asks for a deposit limit before the first deposit: this player sets one.
    const limit = await asPlayer(
      page,
      context,
      'mutation { setLimit(input: { kind: Deposit, period: Day, amount: 100000, currency: "EUR" }) { kind } }',
    );
    expect(limit.errors).toBeUndefined();

    // Due yesterday.
    const due = new Date(Date.now() - DAY_MS);
    await operator(page, 'PUT', `/players/${playerId}/source-of-wealth`, {
      state: 'Required',
      dueDate: due.toISOString(),
    });
    await expect(banner(page, 'SowRequired')).toBeVisible();

    // The lobby API refuses the deposit with the typed reason.
    const refused = await asPlayer(
      page,
      context,
      `mutation ($key: String) { initDeposit(amount: 2000, currency: "EUR", paymentMethod: "card", returnUrl: "/cashier-return.html", idempotencyKey: $key) { paymentUrl } }`,
      { key: crypto.randomUUID() },
    );
    expect(refused.errors?.[0]?.extensions?.type).toBe('SourceOfWealthOverdue');

    // So does the cashier, in words, with the due date and the page that resolves it.
    const dueDay = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso)),
      due.toISOString(),
    );
    await page.goto(`${AURORA}/en/deposit/`);
    await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('20');
    await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      `Deposits are paused because your source-of-wealth declaration was due on ${dueDay}. Tell us where your money comes from and upload a document on the Source of wealth page.`,
    );
    const fix = dialog(page).getByRole('link', { name: 'Go to Source of wealth' });
    await expect(fix).toBeVisible();
    await expect(dialog(page).locator('iframe[title="Payment"]')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/compliance-deposit-refused.png' });
    await fix.click();
    await expect(page).toHaveURL(`${AURORA}/en/source-of-wealth/`);
    await expect(page.locator('[data-check-state="Required"]')).toContainText(
      'Your source-of-wealth declaration is overdue',
    );
  });

  test('a terms pop-up: the open lobby shows it at once, Accept records it', async ({
    page,
    context,
  }) => {
    const live = await subscribed(page, 'CustomerPopUpAdded');
    const { playerId } = await newSignedInPlayer(page, context, 'popup');
    await live();
    await expect(dialog(page)).toHaveCount(0);

    // For this player only: a brand-wide pop-up would reach the other specs' Aurora players.
    const { popUp } = await operator<{ popUp: { id: string; version: number } }>(
      page,
      'POST',
      '/popups',
      {
        brand: 'aurora',
        playerId,
        kind: 'TermsAndConditions',
        title: 'Our terms have changed',
        body: 'We have updated our terms and conditions.\n\nPlease read and accept them to go on playing.',
        requiresAcceptance: true,
      },
    );
    expect(popUp.version).toBe(1);

    await expect(dialog(page)).toHaveAccessibleName('Our terms have changed');
    await expect(dialog(page)).toContainText('We have updated our terms and conditions.');
    await expect(dialog(page)).toContainText('Please read and accept them to go on playing.');
    const body = dialog(page).locator(`[data-popup="${popUp.id}"]`);
    await expect(body).toHaveAttribute('data-popup-version', '1');
    // Acceptance is required: Accept is the only answer.
    await expect(body.getByRole('button')).toHaveText(['Accept']);
    await expect(page).toHaveURL(`${AURORA}/en/`);
    await page.screenshot({ path: 'test-results/compliance-popup.png' });

    // Closing it another way brings it back.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveAccessibleName('Our terms have changed');

    await body.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog(page)).toHaveCount(0);

    // Recorded: nothing is needed any more, for the operator and for the player.
    await expect
      .poll(
        async () =>
          (await operator<OperatorPlayer>(page, 'GET', `/players/${playerId}`)).popUpsNeeded,
      )
      .toEqual([]);
    const customer = await asPlayer(page, context, '{ viewer { customer { popUpsNeeded } } }');
    expect(customer).toEqual({ data: { viewer: { customer: { popUpsNeeded: [] } } } });
    const { changes } = await operator<{
      changes: { action: string; target: string }[];
    }>(page, 'GET', '/audit?first=50');
    expect(changes.some((change) => change.action === 'popup' && change.target === playerId)).toBe(
      true,
    );
    // Not shown again after a reload.
    await page.reload();
    await expect(signOut(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('closing the account for MultipleAccounts: the lobby says why and play ends', async ({
    page,
    context,
  }) => {
    // The session guard ends every subscription of the session, this one too: once it listens,
    // the session's end reaches the lobby.
    const live = await subscribed(page, 'PlayerUpdated');
    const { email, playerId } = await newSignedInPlayer(page, context, 'closed');
    await live();

    const closed = await operator<{ closed: boolean }>(page, 'POST', `/players/${playerId}/close`, {
      cause: 'MultipleAccounts',
      reopenByCustomerAllowed: false,
    });
    expect(closed.closed).toBe(true);

    const message =
      'Your account has been closed indefinitely because another account was found with this email address.';
    // Signed out at once, onto the sign-in page: the notice of the sign-out, and the banner the
    // closing brought (it stays through that sign-out) naming the login method.
    await expect(page).toHaveURL(`${AURORA}/en/login/?logoutReason=ACCOUNT_CLOSED`);
    await expect(page.locator('[data-logout-reason="ACCOUNT_CLOSED"]')).toHaveText(
      'Your account is closed, so deposits and play are not possible. Contact customer support if you have questions.',
    );
    await expect(banner(page, 'AccountClosed')).toHaveText(message);
    await expect(signOut(page)).toHaveCount(0);
    await expect.poll(() => cookieValue(context, 'accessToken')).toBeUndefined();
    await page.screenshot({ path: 'test-results/compliance-closed.png' });

    // The account cannot sign in to play: the identity provider says why, and offers no reopening.
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: /Reopen/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/compliance-closed-sign-in.png' });

    const status = await operator<OperatorPlayer>(page, 'GET', `/players/${playerId}`);
    expect(status.accountStatus).toMatchObject({
      closed: true,
      cause: 'MultipleAccounts',
      reopenByCustomerAllowed: false,
    });
  });
});
