// Fixtures that reach every state and transition of the session machine.
import { sessionMachine, type SessionPlayer } from '../../machines/session/session.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const player: SessionPlayer = {
  id: 'p-1',
  firstName: 'Demo',
  currency: 'EUR',
  isAccountClosed: false,
  customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
};

export const sessionPaths = machinePathEntry(
  'Player session: LOADING / LOGGED_IN / LOGGED_OUT, logout with reasons, destroyed elsewhere',
  sessionMachine,
  {
    events: {
      'session.signedIn': [
        { type: 'session.signedIn', player, flow: 'custom', sessionId: 's-1' },
        { type: 'session.signedIn', player, flow: 'identityProvider', sessionId: 's-2' },
      ],
      'session.playerUpdated': [{ type: 'session.playerUpdated', isAccountClosed: true }],
      'session.restrictionUpdated': [
        {
          type: 'session.restrictionUpdated',
          restriction: {
            kind: 'SelfExclusion',
            endsAt: '2026-01-01T00:00:00.000Z',
            canRequestLift: false,
            liftsAt: '2026-01-02T00:00:00.000Z',
          },
        },
        // A time-out that ends later: the session waits for its end, then reads the break.
        {
          type: 'session.restrictionUpdated',
          restriction: {
            kind: 'Timeout',
            endsAt: '2099-01-01T00:00:00.000Z',
            canRequestLift: false,
            liftsAt: null,
          },
        },
        { type: 'session.restrictionUpdated', restriction: null },
      ],
      'session.logout': [
        { type: 'session.logout' },
        { type: 'session.logout', reason: 'JWT_EXPIRED' },
        { type: 'session.logout', reason: 'SESSION_EXPIRED' },
        { type: 'session.logout', reason: 'SESSION_LIMIT' },
      ],
      'session.destroyed': [
        { type: 'session.destroyed', sessionId: 's-1', reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE' },
        { type: 'session.destroyed', sessionId: 's-1', reason: 'LOGOUT' },
        { type: 'session.destroyed', sessionId: 's-1', reason: 'SESSION_LIMIT' },
        { type: 'session.destroyed', sessionId: 's-1', reason: 'TIMEOUT' },
        { type: 'session.destroyed', sessionId: 's-1', reason: 'SELF_EXCLUSION' },
        { type: 'session.destroyed', sessionId: 'someone-else' },
      ],
    },
    outputs: {
      restoreSession: [null, { player, flow: 'custom', sessionId: 's-1' }],
      endSession: [undefined],
      readRestriction: [null],
    },
    errors: {
      restoreSession: ['storage unreadable'],
      endSession: ['already ended'],
      readRestriction: ['HTTP 503'],
    },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
