import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutRedirect } from '../../machines/session/logout-redirect.ts';
import {
  destroyedReason,
  isRestricted,
  playerStatus,
  sessionMachine,
  type LogoutReason,
  type RestoredSession,
  type SessionPlayer,
} from '../../machines/session/session.machine.ts';
import { restrictionFrom } from '../../machines/session/restriction.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { sessionPaths } from './session.paths.ts';

describeMachinePaths('session', sessionPaths.machine, sessionPaths.options);

const player = {
  id: 'p-1',
  firstName: 'Demo',
  currency: 'EUR',
  isAccountClosed: false,
  customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
};

function startSession() {
  const cleared = vi.fn();
  const redirected = vi.fn<(reason: LogoutReason | null) => void>();
  const ended = vi.fn();
  const scheduled = vi.fn();
  const clearedSchedule = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession | null>(async () => ({
          player,
          flow: 'custom',
          sessionId: 's-1',
        })),
        endSession: fromPromise(async ({ input }) => {
          ended(input);
          throw new Error('session already ended on the server');
        }),
      },
      actions: {
        scheduleTokenRefresh: scheduled,
        clearTokenRefresh: clearedSchedule,
        clearStoredSession: cleared,
        redirectAfterLogout: (_, { reason }) => redirected(reason),
      },
    }),
  ).start();
  return { actor, cleared, redirected, ended, scheduled, clearedSchedule };
}

describe('session', () => {
  it('keeps the token schedule for as long as the player is signed in', async () => {
    const { actor, scheduled, clearedSchedule } = startSession();
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
    expect(scheduled).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.playerUpdated', isAccountClosed: false });
    expect(scheduled).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_OUT'));
    expect(clearedSchedule).toHaveBeenCalledTimes(1);
  });

  it('restores a stored session as LOGGED_IN', async () => {
    const { actor } = startSession();
    expect(playerStatus(actor.getSnapshot())).toBe('LOADING');
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
    expect(actor.getSnapshot().context.player?.id).toBe('p-1');
  });

  it('signing in elsewhere ends this session with LOGGED_IN_FROM_ANOTHER_DEVICE, once', async () => {
    const { actor, cleared, redirected, ended } = startSession();
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
    actor.send({
      type: 'session.destroyed',
      sessionId: 'other-session',
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN');
    actor.send({
      type: 'session.destroyed',
      sessionId: 's-1',
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_OUT'));
    expect(ended).toHaveBeenCalledWith({ flow: 'custom', reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE' });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(redirected).toHaveBeenCalledWith('LOGGED_IN_FROM_ANOTHER_DEVICE');
    expect(actor.getSnapshot().context.player).toBeNull();
  });

  it.each(['SESSION_LIMIT', 'TIMEOUT', 'SELF_EXCLUSION'] as const)(
    'SessionDestroyed %s ends this session and reaches the login page as its reason',
    async (reason) => {
      const { actor, redirected, cleared } = startSession();
      await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
      actor.send({ type: 'session.destroyed', sessionId: 's-1', reason });
      await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_OUT'));
      expect(redirected).toHaveBeenCalledWith(reason);
      expect(cleared).toHaveBeenCalledTimes(1);
      expect(logoutRedirect({ localeSlug: 'en', productMode: 'CASINO', search: '', reason })).toBe(
        `/en/login/?logoutReason=${reason}`,
      );
    },
  );

  it('keeps the break the server reports, and its updates (restricted state)', async () => {
    const { actor } = startSession();
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
    expect(isRestricted(actor.getSnapshot().context.player, Date.now())).toBe(false);
    const restriction = {
      kind: 'SelfExclusion' as const,
      endsAt: null,
      canRequestLift: false,
      liftsAt: null,
    };
    actor.send({ type: 'session.restrictionUpdated', restriction });
    expect(actor.getSnapshot().context.player?.restriction).toEqual(restriction);
    expect(isRestricted(actor.getSnapshot().context.player, Date.now())).toBe(true);
    actor.send({ type: 'session.restrictionUpdated', restriction: null });
    expect(isRestricted(actor.getSnapshot().context.player, Date.now())).toBe(false);
  });

  it("the player's own sign-out redirects without a reason", async () => {
    const { actor, redirected } = startSession();
    await vi.waitFor(() => expect(playerStatus(actor.getSnapshot())).toBe('LOGGED_IN'));
    actor.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(redirected).toHaveBeenCalledWith(null));
  });
});

describe('restricted (on break)', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const player = (restriction: SessionPlayer['restriction']) => ({
    id: 'p-1',
    firstName: null,
    currency: 'EUR',
    isAccountClosed: false,
    customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
    restriction,
  });
  const timeout = (endsAt: string) => ({
    kind: 'Timeout' as const,
    endsAt,
    canRequestLift: false,
    liftsAt: null,
  });
  it('a time-out restricts until its end', () => {
    expect(isRestricted(player(timeout('2026-03-01T12:00:01Z')), now)).toBe(true);
    expect(isRestricted(player(timeout('2026-03-01T12:00:00Z')), now)).toBe(false);
  });
  it('a self-exclusion restricts until it is lifted, even past its end date', () => {
    const ended = {
      kind: 'SelfExclusion' as const,
      endsAt: '2026-02-01T00:00:00Z',
      canRequestLift: true,
      liftsAt: null,
    };
    expect(isRestricted(player(ended), now)).toBe(true);
    expect(isRestricted(player({ ...ended, endsAt: null, canRequestLift: false }), now)).toBe(true);
  });
  it('nobody else is restricted', () => {
    expect(isRestricted(null, now)).toBe(false);
    expect(isRestricted(player(null), now)).toBe(false);
    expect(isRestricted(player(undefined), now)).toBe(false);
  });
  it('reads the break from activeBreak, else from future time-out and exclusion dates', () => {
    const none = { activeBreak: null, timeoutEndsAt: null, exclusionEndsAt: null };
    expect(restrictionFrom(none, now)).toBeNull();
    expect(restrictionFrom({ ...none, timeoutEndsAt: '2026-03-02T00:00:00Z' }, now)).toEqual(
      timeout('2026-03-02T00:00:00Z'),
    );
    expect(restrictionFrom({ ...none, timeoutEndsAt: '2026-02-28T00:00:00Z' }, now)).toBeNull();
    expect(
      restrictionFrom(
        {
          ...none,
          timeoutEndsAt: '2026-03-02T00:00:00Z',
          exclusionEndsAt: '2027-03-02T00:00:00Z',
        },
        now,
      )?.kind,
    ).toBe('SelfExclusion');
    const activeBreak = {
      kind: 'SelfExclusion' as const,
      endsAt: null,
      canRequestLift: false,
      liftsAt: null,
    };
    expect(restrictionFrom({ ...none, activeBreak }, now)).toEqual(activeBreak);
  });
});

describe('destroyed session reasons', () => {
  it('maps the server reason to the logout reason', () => {
    expect(destroyedReason('LOGGED_IN_FROM_ANOTHER_DEVICE')).toBe('LOGGED_IN_FROM_ANOTHER_DEVICE');
    expect(destroyedReason('LOGOUT')).toBeNull();
    expect(destroyedReason('TOKEN_REUSE')).toBe('SESSION_EXPIRED');
    expect(destroyedReason('ACCOUNT_CLOSED')).toBe('ACCOUNT_CLOSED');
    // Responsible gambling: the login page says why.
    expect(destroyedReason('SESSION_LIMIT')).toBe('SESSION_LIMIT');
    expect(destroyedReason('TIMEOUT')).toBe('TIMEOUT');
    expect(destroyedReason('SELF_EXCLUSION')).toBe('SELF_EXCLUSION');
    expect(destroyedReason(undefined)).toBe('SESSION_EXPIRED');
  });
});

describe('logout redirect', () => {
  it('casino → the login page, sports → the sports page, query kept, reason added', () => {
    expect(
      logoutRedirect({
        localeSlug: 'en',
        productMode: 'CASINO',
        search: '?a=1',
        reason: 'JWT_EXPIRED',
      }),
    ).toBe('/en/login/?a=1&logoutReason=JWT_EXPIRED');
    expect(
      logoutRedirect({
        localeSlug: 'fi',
        productMode: 'SPORTS',
        search: 'logoutReason=JWT_EXPIRED&b=2',
        reason: 'SESSION_EXPIRED',
      }),
    ).toBe('/fi/sports/?b=2&logoutReason=SESSION_EXPIRED');
    expect(
      logoutRedirect({ localeSlug: 'en', productMode: 'CASINO', search: '', reason: null }),
    ).toBe('/en/login/');
  });
});
