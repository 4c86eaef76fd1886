// A token refresh cut off because the page is going away (a reload, a full navigation) does not
// sign the player out: the stored tokens stay for the next page, which restores from them. Seen
// in a loaded e2e run: a reload during the refresh (every 5 s with the e2e server's 35 s tokens)
// aborted it, the dying page signed out and cleared the cookies, and the reloaded page was a
// visitor's. The real session actors of src/app over a fake GraphQL client.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { playerStatus } from '../../machines/session/session.machine.ts';
import { readCookie } from '../../src/adapters/cookie-reader.ts';
import { createNavigationPort } from '../../src/app/navigation-port.ts';
import { startSessionActors } from '../../src/app/session/session-actors.ts';
import { fakeApi } from './rewards-harness.tsx';

const PLAYER = {
  viewer: {
    player: {
      id: 'p-1',
      personalInfo: { firstName: 'Sami' },
      country: { currency: 'EUR' },
      accountStatus: { status: 'Active' },
    },
  },
};
const CUSTOMER = {
  viewer: {
    customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
  },
};

function storeSession() {
  const info = { flow: 'custom', sessionId: 's-1', expiresAt: Date.now() + 10 * 60_000 };
  document.cookie = 'accessToken=a-1; path=/';
  document.cookie = 'refreshToken=r-1; path=/';
  document.cookie = `sessionInfo=${encodeURIComponent(JSON.stringify(info))}; path=/`;
}

/** The player's connection never opens here (no server): its socket stays connecting. */
class IdleSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

beforeEach(() => vi.stubGlobal('WebSocket', IdleSocket));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['accessToken', 'refreshToken', 'sessionInfo'])
    document.cookie = `${name}=; path=/; max-age=0`;
  window.dispatchEvent(new Event('pageshow'));
});

/** A signed-in tab whose next refresh fails when the test says so. */
async function signedInTab() {
  storeSession();
  let failRefresh!: (error: Error) => void;
  const api = fakeApi({
    GetPlayerInfo: () => PLAYER,
    GetCustomerInfo: () => CUSTOMER,
    PlayerBreak: () => {
      throw new Error('no break data here');
    },
    ProtectionLive: () => {
      throw new Error('no protection settings here');
    },
    Rewards: () => ({ viewer: { playerRewards: [] } }),
    RefreshAccessToken: () =>
      new Promise((_, reject) => {
        failRefresh = reject;
      }),
  });
  const session = startSessionActors({
    api: () => api.api,
    brand: () => 'aurora',
    defaultCurrency: () => 'EUR',
    licence: () => 'mga',
    phoneVerification: () => ({ enabled: false, skipped: false }),
    socketUrl: 'ws://localhost/lobby-graphql',
    development: () => false,
    navigation: createNavigationPort(),
    inspect: undefined,
  });
  await waitFor(session.session, (snapshot) => playerStatus(snapshot) === 'LOGGED_IN');
  // What the sign-in loads lazily has arrived (nothing imports after the test).
  await waitFor(session.lobby, (snapshot) => snapshot.matches({ player: { actors: 'running' } }));
  await vi.waitFor(() =>
    expect(api.calls.map((call) => call.operation)).toContain('ProtectionLive'),
  );
  session.tokenRefresh.send({ type: 'token.refreshNow' });
  await vi.waitFor(() =>
    expect(api.calls.map((call) => call.operation)).toContain('RefreshAccessToken'),
  );
  return { session, fail: (error: Error) => failRefresh(error) };
}

describe('a token refresh when the page goes away', () => {
  it('a refresh failing while the page is leaving keeps the player signed in and the tokens stored', async () => {
    const { session, fail } = await signedInTab();
    window.dispatchEvent(new Event('pagehide'));
    fail(new TypeError('Failed to fetch'));
    // The failure travels through promise callbacks only (the effects are loaded): let them run.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(playerStatus(session.session.getSnapshot())).toBe('LOGGED_IN');
    expect(readCookie('refreshToken')).toBe('r-1');
    session.lobby.stop();
  });

  it('the same failure on a page that stays signs out (JWT_EXPIRED, platform-core §8)', async () => {
    const { session, fail } = await signedInTab();
    fail(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(playerStatus(session.session.getSnapshot())).toBe('LOGGED_OUT'));
    expect(session.session.getSnapshot().context.logoutReason).toBe('JWT_EXPIRED');
    // The dying session's clean-up (its lazily loaded cookie writer) has run.
    await vi.waitFor(() => expect(readCookie('refreshToken')).toBeNull());
    session.lobby.stop();
  });
});
