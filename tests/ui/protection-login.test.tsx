// The login page after a session ended for responsible-gambling reasons: the
// daily session limit, a time-out and a self-exclusion each have a clear message (the
// `logoutReason` the session machine put in the URL); a sign-in refused by the session limit
// (SessionLimitReached {until}) says from when the player can sign in again.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';
import { ApiError } from '../../src/adapters/graphql/api-error.ts';
import { LOGOUT_REASON_MESSAGES, errorMessageOf } from '../../src/components/error-messages.ts';
import LoginPage from '../../src/features/session/pages/LoginPage.tsx';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import { renderLive } from './protection-session-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const UNTIL = '2099-05-06T22:00:00.000Z';
const untilText = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
}).format(new Date(UNTIL));

const sessionLimitReached = () =>
  new ApiError({
    message: '[GraphQL] Daily session limit reached',
    type: 'SessionLimitReached',
    keys: [],
    traceId: null,
    status: 200,
    details: { until: UNTIL },
  });

async function renderLogin(search: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    FlowSettings: () => ({ flowSettings: { countryCode: 'FI', loginFlow: 'Sms' } }),
    ...handlers,
  });
  const { actors } = testAppActors({ api: api.api });
  await renderLive(<LoginPage />, actors, `/en/login/${search}`);
  return api;
}

describe('login page after a responsible-gambling logout', () => {
  it.each([
    ['SESSION_LIMIT', /^You reached your daily session limit, so you were signed out\./],
    ['TIMEOUT', /^Your break has started.*you can still sign in to withdraw your balance\.$/],
    [
      'SELF_EXCLUSION',
      /^Your self-exclusion has started.*you can still sign in to withdraw your balance\.$/,
    ],
  ])('%s has its own message', async (reason, text) => {
    await renderLogin(`?logoutReason=${reason}`);
    const notice = await screen.findByRole('status');
    expect(notice.getAttribute('data-logout-reason')).toBe(reason);
    expect(notice.textContent).toMatch(text);
  });

  it('every logout reason of the session machine has a message', async () => {
    const { LOGOUT_REASONS } = await import('../../machines/session/session.machine.ts');
    for (const reason of LOGOUT_REASONS) expect(LOGOUT_REASON_MESSAGES[reason]).toBeDefined();
  });

  it('a sign-in refused by the session limit says from when', async () => {
    const api = await renderLogin('', {
      RequestSmsCode: () => {
        throw sessionLimitReached();
      },
    });
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '+358401234567' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Send code' }).closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `You reached your daily session limit. You can sign in again from ${untilText}.`,
    );
    // The country's flow read, then one code request: no sign-in.
    expect(api.calls.map((call) => call.operation)).toEqual(['FlowSettings', 'RequestSmsCode']);
  });

  it('SessionLimitReached from the code step reads the same; without a time, tomorrow', () => {
    expect(i18n._(errorMessageOf(sessionLimitReached()))).toBe(
      `You reached your daily session limit. You can sign in again from ${untilText}.`,
    );
    const noTime = new ApiError({
      message: 'x',
      type: 'SessionLimitReached',
      keys: [],
      traceId: null,
      status: 200,
    });
    expect(i18n._(errorMessageOf(noTime))).toBe(
      'You reached your daily session limit. You can sign in again tomorrow.',
    );
  });
});
