// The jackpot opt-in status (programmes §4 "Jackpot opt-in status", §5, §8): loading, then opted
// in or opted out, or failed ("Error fetching the status" with a Reload action). Toggling or
// choosing another contribution sends a new PlayerOptInRequest through the jackpot socket; a
// contribution must be one of the configured options; without the settings, the operator id or
// the player id nothing is sent and "Jackpot settings are missing" is the error. The service's
// answer to a request (PlayerOptInResponse) is the truth: it replaces the status shown.
// A status may say why the player is opted out without having asked (`optedOutReason`, a code:
// the view words it): the operator withdrew the contribution option they were at. The player's
// own next opt-in clears it, as the service does.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { JackpotOptOutReason } from '../jackpot/opt-out-reasons.ts';

export type { JackpotOptOutReason };

export const STATUS_FAILED = 'Error fetching the status';
export const SETTINGS_MISSING = 'Jackpot settings are missing';

export interface JackpotOptInSettings {
  operatorId: string | null;
  instanceId: string;
  brand: string;
  contributionOptions: readonly number[];
  initialContributionValue: number;
}

export interface OptInStatus {
  optedIn: boolean;
  /** The player's stored choice, or null (then the settings' initial value applies). */
  preferredContribution: number | null;
  /** Set when the service opted the player out without their asking; null otherwise. */
  optedOutReason: JackpotOptOutReason | null;
}

export interface JackpotOptInInput {
  settings: JackpotOptInSettings | null;
  playerId: string | null;
}

export interface JackpotOptInContext extends JackpotOptInInput {
  contribution: number | null;
  error: string | null;
  /** Why the player is opted out without having asked, until their own next opt-in. */
  optedOutReason: JackpotOptOutReason | null;
}

export type JackpotOptInEvent =
  | { type: 'optIn.toggle'; optIn: boolean }
  | { type: 'optIn.contribution'; value: number }
  | { type: 'optIn.reload' }
  /** The service's answer to an opt-in request (PlayerOptInResponse): the stored status. */
  | { type: 'optIn.statusReceived'; status: OptInStatus };

/** programmes §5: a contribution is valid only if it equals one of the configured options. */
export function isContributionOption(settings: JackpotOptInSettings, value: number): boolean {
  return settings.contributionOptions.includes(value);
}

const settingsComplete = (context: JackpotOptInContext) =>
  context.settings !== null && Boolean(context.settings.operatorId) && Boolean(context.playerId);

export const jackpotOptInMachine = setup({
  types: {
    context: {} as JackpotOptInContext,
    events: {} as JackpotOptInEvent,
    input: {} as JackpotOptInInput,
  },
  actors: {
    // GET /v1/thrillpots/instances/source/{sourceId}/brand/{provider}:{brand}?player_id=…
    loadStatus: fromPromise<OptInStatus, JackpotOptInInput>(async () => {
      throw new Error('loadStatus is provided by the app');
    }),
  },
  actions: {
    /** Sends PlayerOptInRequest through the jackpot socket's outbox. */
    sendOptIn: (_, _params: { optIn: boolean; contribution: number }) => {},
    adoptStatus: assign(({ context, event }) =>
      event.type === 'optIn.statusReceived'
        ? {
            contribution:
              event.status.preferredContribution ??
              context.contribution ??
              context.settings?.initialContributionValue ??
              null,
            optedOutReason: event.status.optedIn ? null : event.status.optedOutReason,
          }
        : {},
    ),
    /** The player opts in again: the service's reason for the opt-out no longer applies. */
    clearReason: assign({ optedOutReason: null }),
  },
  guards: {
    statusOptedIn: ({ event }) => event.type === 'optIn.statusReceived' && event.status.optedIn,
    settingsComplete: ({ context }) => settingsComplete(context),
    validContribution: ({ context, event }) =>
      event.type === 'optIn.contribution' &&
      context.settings !== null &&
      isContributionOption(context.settings, event.value),
  },
}).createMachine({
  id: 'jackpotOptIn',
  context: ({ input }) => ({ ...input, contribution: null, error: null, optedOutReason: null }),
  initial: 'loading',
  states: {
    loading: {
      always: {
        guard: ({ context }) => !settingsComplete(context),
        target: 'failed',
        actions: assign({ error: SETTINGS_MISSING }),
      },
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ settings: context.settings, playerId: context.playerId }),
        onDone: [
          {
            guard: ({ event }) => event.output.optedIn,
            target: 'optedIn',
            actions: assign(({ context, event }) => ({
              contribution:
                event.output.preferredContribution ?? context.settings!.initialContributionValue,
              error: null,
              optedOutReason: null,
            })),
          },
          {
            target: 'optedOut',
            actions: assign(({ context, event }) => ({
              contribution:
                event.output.preferredContribution ?? context.settings!.initialContributionValue,
              error: null,
              optedOutReason: event.output.optedOutReason,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: STATUS_FAILED }) },
      },
    },
    optedIn: {
      on: {
        // The service's answer is the truth (nothing is sent back).
        'optIn.statusReceived': [
          { guard: 'statusOptedIn', target: 'optedIn', actions: 'adoptStatus' },
          { target: 'optedOut', actions: 'adoptStatus' },
        ],
        'optIn.toggle': {
          guard: ({ event }) => !event.optIn,
          target: 'optedOut',
          actions: {
            type: 'sendOptIn',
            params: ({ context }) => ({ optIn: false, contribution: context.contribution! }),
          },
        },
        'optIn.contribution': {
          guard: 'validContribution',
          actions: [
            assign(({ event }) => ({ contribution: event.value })),
            {
              type: 'sendOptIn',
              params: ({ event }) => ({ optIn: true, contribution: event.value }),
            },
          ],
        },
      },
    },
    optedOut: {
      on: {
        // The service's answer is the truth (nothing is sent back).
        'optIn.statusReceived': [
          { guard: 'statusOptedIn', target: 'optedIn', actions: 'adoptStatus' },
          { target: 'optedOut', actions: 'adoptStatus' },
        ],
        'optIn.toggle': {
          guard: ({ event }) => event.optIn,
          target: 'optedIn',
          actions: [
            'clearReason',
            {
              type: 'sendOptIn',
              params: ({ context }) => ({ optIn: true, contribution: context.contribution! }),
            },
          ],
        },
        // The choice is kept for the next opt-in; nothing is sent while opted out (a reason
        // stays until the opt-in is sent: the service keeps it until then too).
        'optIn.contribution': {
          guard: 'validContribution',
          actions: assign(({ event }) => ({ contribution: event.value })),
        },
      },
    },
    failed: {
      on: { 'optIn.reload': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type JackpotOptInSnapshot = SnapshotFrom<typeof jackpotOptInMachine>;
