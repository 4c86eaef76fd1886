// Fixtures that reach every state and transition of the token-refresh machine. Time is the
// `now` of `clock.tick` events: the token expires at T; ticks at T−90 s (nothing to do),
// T−45 s (the 60 s notice) and T−20 s (within the 30 s lead: refresh).
import {
  InvalidTokenFailure,
  tokenRefreshMachine,
} from '../../machines/token-refresh/token-refresh.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const T = 1_800_000_000_000;

export const tokenRefreshPaths = machinePathEntry(
  'Access-token refresh: 30 s lead, 60 s notice, ticks at most every 5 s, failures',
  tokenRefreshMachine,
  {
    events: {
      'token.updated': [
        { type: 'token.updated', expiresAt: T },
        { type: 'token.updated', expiresAt: Number.NaN },
      ],
      'clock.tick': [
        { type: 'clock.tick', now: T - 90_000 },
        { type: 'clock.tick', now: T - 45_000 },
        { type: 'clock.tick', now: T - 20_000 },
      ],
    },
    outputs: { refreshTokens: [T + 300_000] },
    errors: { refreshTokens: [new InvalidTokenFailure('refresh token reused'), 'network down'] },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
