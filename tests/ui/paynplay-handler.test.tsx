// The Pay N Play return (/trustly-login-handler/): a deposit the ledger refused still signs the
// player in, and the return names the refusal (`depositRefused`). The handler then stays to say
// the deposit was not taken and why, in the words the cashier uses for the same refusal, with the
// page that resolves it; an accepted deposit goes straight on to the lobby as before.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../machines/routing/routes.ts';
import PayNPlayPage from '../../src/features/cashier/PayNPlayPage.tsx';
import { renderInApp } from './render-in-app.tsx';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
afterEach(cleanup);

const TOKENS = {
  accessToken: 'a.b.c',
  refreshToken: 'r',
  accessTokenExpiresAt: '2030-01-01T00:00:00Z',
};
const LEAD = 'Signed in. Your deposit was not taken.';

/** Shows the router's location, to see where the page navigated. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The handler at `query`, the code exchanged for tokens and handed to the session. */
async function returnTo(query: string) {
  const api = fakeApi({ ExchangePayNPlayCode: () => ({ exchangePayNPlayCode: TOKENS }) });
  const signIn = vi.fn(() => Promise.resolve());
  const { actors } = testAppActors({ api: api.api, signIn });
  await renderInApp(
    <>
      <PayNPlayPage />
      <Where />
    </>,
    actors,
    {
      path: `/en/trustly-login-handler/?${query}`,
      shell: { route: ROUTES.find((entry) => entry.id === 'trustlyLoginHandler') ?? null },
    },
  );
  await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
  expect(api.calls).toEqual([{ operation: 'ExchangePayNPlayCode', variables: { code: 'c0de' } }]);
  return { signIn };
}

/** The refusal notice, once the player is signed in. */
async function notice() {
  const status = await screen.findByText(LEAD);
  return status.closest('[role="status"]')!;
}

describe('the Pay N Play return after a refused deposit', () => {
  it('on a break: signed in, the deposit not taken, and why', async () => {
    await returnTo('loginCode=c0de&depositRefused=PlayerOnBreak');
    expect((await notice()).textContent).toBe(
      `${LEAD}You are taking a break: this is not possible until it ends.`,
    );
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/en/');
    // It stays: the player reads it before going on.
    expect(screen.getByTestId('where').textContent).toBe(
      '/en/trustly-login-handler/?loginCode=c0de&depositRefused=PlayerOnBreak',
    );
  });

  it('past a deposit limit', async () => {
    await returnTo('loginCode=c0de&depositRefused=DepositLimitExceeded');
    expect((await notice()).textContent).toBe(
      `${LEAD}This deposit would go over your deposit limit.`,
    );
  });

  it('the mandatory deposit limit: why, and a link to set one', async () => {
    await returnTo('loginCode=c0de&depositRefused=DepositLimitRequired');
    expect((await notice()).textContent).toBe(
      `${LEAD}Set a deposit limit before your first deposit: it is required here.`,
    );
    expect(
      screen.getByRole('link', { name: 'Set a deposit limit first' }).getAttribute('href'),
    ).toBe('/en/profile/limits/');
  });

  it('a compliance refusal: why, and the page that resolves it', async () => {
    await returnTo('loginCode=c0de&depositRefused=SourceOfWealthOverdue');
    expect((await notice()).textContent).toContain(
      'Deposits are paused because your source-of-wealth declaration is overdue.',
    );
    expect(screen.getByRole('link', { name: 'Go to Source of wealth' }).getAttribute('href')).toBe(
      '/en/source-of-wealth/',
    );
  });

  it('a refusal without words of its own (or a malformed one) says only that it was not taken', async () => {
    await returnTo('loginCode=c0de&depositRefused=DepositRefused');
    expect((await notice()).textContent).toBe(LEAD);
    cleanup();
    // Not a type: ignored, the return is an ordinary sign-in.
    await returnTo('loginCode=c0de&depositRefused=%3Cb%3Ehi%3C%2Fb%3E');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(screen.queryByText(LEAD)).toBeNull();
  });

  it('an accepted deposit goes on to the lobby, no notice', async () => {
    await returnTo('loginCode=c0de');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(screen.queryByText(LEAD)).toBeNull();
  });
});
