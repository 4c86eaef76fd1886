// Fixtures that reach every state and transition of the jackpot opt-in status: the status
// loaded opted in, opted out (with and without a stored contribution, by the player or by the
// operator's withdrawal of their option) or failing; toggles both ways, a valid and an invalid
// contribution, reload.
import { jackpotOptInMachine } from '../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const JACKPOT_SETTINGS = {
  operatorId: 'lobby-demo',
  instanceId: 'nordlys-eur',
  brand: 'nordlys',
  contributionOptions: [0.1, 0.2, 0.5],
  initialContributionValue: 0.2,
};

export const jackpotOptInPaths = machinePathEntry(
  'Jackpot opt-in status: loading → opted in / opted out / failed (reload), toggles and contribution choice',
  jackpotOptInMachine,
  {
    input: { settings: JACKPOT_SETTINGS, playerId: 'p-1' },
    events: {
      'optIn.toggle': [
        { type: 'optIn.toggle', optIn: true },
        { type: 'optIn.toggle', optIn: false },
      ],
      'optIn.contribution': [
        { type: 'optIn.contribution', value: 0.5 },
        { type: 'optIn.contribution', value: 0.3 },
      ],
      'optIn.statusReceived': [
        {
          type: 'optIn.statusReceived',
          status: { optedIn: true, preferredContribution: 0.1, optedOutReason: null },
        },
        {
          type: 'optIn.statusReceived',
          status: { optedIn: false, preferredContribution: null, optedOutReason: null },
        },
        // The operator withdrew the player's option: opted out, with the reason as a code.
        {
          type: 'optIn.statusReceived',
          status: {
            optedIn: false,
            preferredContribution: 0.2,
            optedOutReason: 'ContributionWithdrawn',
          },
        },
      ],
    },
    outputs: {
      loadStatus: [
        { optedIn: true, preferredContribution: 0.5, optedOutReason: null },
        { optedIn: false, preferredContribution: null, optedOutReason: null },
        { optedIn: false, preferredContribution: 0.2, optedOutReason: 'ContributionWithdrawn' },
      ],
    },
    errors: { loadStatus: ['HTTP 503'] },
    kinds: ['shortest', 'transition'],
    exclude: {
      transitions: {
        'jackpotOptIn.loading on always [0]':
          'decided by the input (settings, operator id, player id missing): jackpot-opt-in.test.ts starts actors without them',
      },
    },
    compareContext: (context) => ({
      contribution: context.contribution,
      error: context.error,
      optedOutReason: context.optedOutReason,
    }),
  },
);
