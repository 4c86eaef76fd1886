// Fixtures that reach every state and transition of the identity-provider client machine.
import {
  authClientMachine,
  type AuthUser,
} from '../../machines/auth-client/auth-client.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const user: AuthUser = { subject: 'p-1', playerId: 'p-1', sessionId: 's-1', expired: false };
const expired: AuthUser = { ...user, expired: true };

export const authClientPaths = machinePathEntry(
  'Identity-provider client: loading, authenticated, anonymous, error, active navigator',
  authClientMachine,
  {
    events: {
      'auth.userLoaded': [
        { type: 'auth.userLoaded', user },
        { type: 'auth.userLoaded', user: expired },
      ],
      'auth.navigatorInit': [{ type: 'auth.navigatorInit', navigator: 'signinRedirect' }],
      'auth.error': [{ type: 'auth.error', message: 'State does not match' }],
      'auth.signIn': [{ type: 'auth.signIn' }, { type: 'auth.signIn', register: true }],
    },
    outputs: { initialise: [null, user, expired] },
    errors: { initialise: [new Error('No matching state found in storage'), 'opaque'] },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
