// The signed-in session's live protection (systemId 'protection'): the reality check and the
// daily session limit, with the settings they run on and the reality check's dialog. The lobby
// spawns it while a player is signed in (its logic loads lazily) and stops it with the session.
//
// - `loading` reads the settings (the ProtectionLive query: the reality check's period, the
//   Session limit, the server's session); `running` invokes `realityCheck` and `sessionLimit`
//   with them (each with its systemId). Settings that cannot be read: `unavailable`, no check and
//   nothing for games, until something asks to read them again.
// - Read again when the player changes a setting in this tab (`protection.refresh`, which tells
//   the other tabs), when another tab did (`protection.changedElsewhere`) or the tab comes back;
//   the running actors are reconfigured, not restarted. A newer request restarts the read: an
//   older answer is never applied after a newer one.
// - The dialog follows the check: a check falling due opens the `reality-check` dialog whatever
//   was open; if another dialog took its place and closed, it opens again while the check is
//   due (also while Continue or Log out runs); it closes when the check is answered, here or in
//   another tab (`protection.acknowledgedElsewhere`). The dialog is an invoked actor: stopping
//   this machine (sign-out) closes it. The game behind keeps running: nothing here touches it.
// - What a game launched now is told (realityCheckInterval, realityCheckStartedAt) is
//   `context.settings.launch` once the settings are read (`gameLaunch` waits for that).
import { assign, fromCallback, fromPromise, sendParent, sendTo, setup, waitFor } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { realityCheckMachine, type RealityCheckInput } from './reality-check.machine.ts';
import { sessionLimitMachine, type SessionLimitInput } from './session-limit.machine.ts';

/** The reality check a game launched now receives. */
export interface RealityCheckLaunch {
  periodSeconds: number;
  /** ISO time of the server's session start. */
  startedAt: string;
}

export interface ProtectionSettings {
  realityCheck: Omit<RealityCheckInput, 'now'>;
  sessionLimit: Omit<SessionLimitInput, 'now'>;
  /** Null while the reality check is off. */
  launch: RealityCheckLaunch | null;
}

/** What the machine tells its dialog actor. */
export type RealityCheckDialogCommand =
  { type: 'dialog.show'; index: number; startedAt: number } | { type: 'dialog.hide' };

/** What it tells the session's other tabs. */
export type ProtectionTabsCommand = { type: 'tabs.settingsChanged' };

export type ProtectionEvent =
  /** The player changed a setting in this tab: read again, and tell the other tabs. */
  | { type: 'protection.refresh' }
  /** Another tab changed one, or this tab came back into view: read again. */
  | { type: 'protection.changedElsewhere' }
  /** Another tab answered check `index`. */
  | { type: 'protection.acknowledgedElsewhere'; index: number }
  /** The page's dialog closed (whichever it was). */
  | { type: 'protection.dialogClosed' }
  /** The reality check's dialog is due (check `index`), or not any more. */
  | { type: 'protection.check'; shown: boolean; index: number; startedAt: number };

export interface ProtectionInput {
  /** Epoch ms; the app passes Date.now, tests a simulated clock. */
  now: () => number;
}

export interface ProtectionContext {
  now: () => number;
  settings: ProtectionSettings | null;
  /** The check the dialog shows (or last showed). */
  check: { index: number; startedAt: number } | null;
}

/** The reality check as this machine runs it: it reports its dialog here. */
export const protectionRealityCheckMachine = realityCheckMachine.provide({
  actions: {
    reportDialog: sendParent(({ context }, { shown }: { shown: boolean }) => ({
      type: 'protection.check',
      shown,
      index: context.index,
      startedAt: context.startedAt,
    })),
  },
});

export const protectionMachine = setup({
  types: {
    context: {} as ProtectionContext,
    events: {} as ProtectionEvent,
    input: {} as ProtectionInput,
    children: {} as {
      realityCheck: 'realityCheck';
      sessionLimit: 'sessionLimit';
      dialog: 'realityCheckDialog';
      tabs: 'tabs';
      settings: 'loadSettings';
    },
  },
  actors: {
    realityCheck: protectionRealityCheckMachine,
    sessionLimit: sessionLimitMachine,
    /** The ProtectionLive query, as settings (the app: off while the player is on a break). */
    loadSettings: fromPromise<ProtectionSettings>(async () => {
      throw new Error('loadSettings is provided by the app');
    }),
    /** The page's `reality-check` dialog: shown and hidden on command, hidden when stopped. */
    realityCheckDialog: fromCallback<RealityCheckDialogCommand>(() => {
      throw new Error('realityCheckDialog is provided by the app');
    }),
    /** The session's other tabs and this tab's visibility: reports their news, tells them ours. */
    tabs: fromCallback<ProtectionTabsCommand>(() => {
      throw new Error('tabs is provided by the app');
    }),
  },
  actions: {
    adoptSettings: assign((_, settings: ProtectionSettings) => ({ settings })),
    warnSettings: (_, _params: { error: unknown }) => {},
    showDialog: sendTo('dialog', ({ context }): RealityCheckDialogCommand => {
      if (!context.check) throw new Error('showDialog without a check');
      return { type: 'dialog.show', ...context.check };
    }),
    hideDialog: sendTo('dialog', { type: 'dialog.hide' } satisfies RealityCheckDialogCommand),
    rememberCheck: assign({
      check: ({ event }) =>
        event.type === 'protection.check'
          ? { index: event.index, startedAt: event.startedAt }
          : null,
    }),
  },
  guards: {
    checkShown: ({ event }) => event.type === 'protection.check' && event.shown,
    checkHidden: ({ event }) => event.type === 'protection.check' && !event.shown,
  },
}).createMachine({
  id: 'protection',
  context: ({ input }) => ({ now: input.now, settings: null, check: null }),
  invoke: { id: 'tabs', src: 'tabs' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'settings',
        src: 'loadSettings',
        onDone: {
          target: 'running',
          actions: { type: 'adoptSettings', params: ({ event }) => event.output },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'warnSettings', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The settings could not be read: no check, games get none; a later read may work. */
    unavailable: {
      on: { 'protection.refresh': 'loading', 'protection.changedElsewhere': 'loading' },
    },
    running: {
      invoke: [
        {
          id: 'realityCheck',
          systemId: 'realityCheck',
          src: 'realityCheck',
          input: ({ context }) => ({ ...context.settings!.realityCheck, now: context.now }),
        },
        {
          id: 'sessionLimit',
          systemId: 'sessionLimit',
          src: 'sessionLimit',
          input: ({ context }) => ({ ...context.settings!.sessionLimit, now: context.now }),
        },
        { id: 'dialog', src: 'realityCheckDialog' },
      ],
      on: {
        'protection.acknowledgedElsewhere': {
          actions: sendTo('realityCheck', ({ event }) => ({
            type: 'rc.acknowledgedElsewhere' as const,
            index: event.index,
          })),
        },
      },
      type: 'parallel',
      states: {
        settings: {
          initial: 'read',
          on: {
            'protection.refresh': {
              target: '.reading',
              reenter: true,
              actions: sendTo('tabs', { type: 'tabs.settingsChanged' } as ProtectionTabsCommand),
            },
            'protection.changedElsewhere': { target: '.reading', reenter: true },
          },
          states: {
            read: {},
            reading: {
              invoke: {
                id: 'settings',
                src: 'loadSettings',
                onDone: {
                  target: 'read',
                  actions: [
                    { type: 'adoptSettings', params: ({ event }) => event.output },
                    sendTo('realityCheck', ({ context }) => ({
                      type: 'rc.configure' as const,
                      ...context.settings!.realityCheck,
                    })),
                    sendTo('sessionLimit', ({ context }) => ({
                      type: 'sl.configure' as const,
                      ...context.settings!.sessionLimit,
                    })),
                  ],
                },
                onError: {
                  target: 'read',
                  actions: {
                    type: 'warnSettings',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        dialog: {
          initial: 'hidden',
          states: {
            hidden: {
              on: {
                // A check falling due takes the dialog's place, whatever was open.
                'protection.check': {
                  guard: 'checkShown',
                  target: 'shown',
                  actions: ['rememberCheck', 'showDialog'],
                },
              },
            },
            shown: {
              on: {
                'protection.check': [
                  { guard: 'checkHidden', target: 'hidden', actions: 'hideDialog' },
                  { actions: 'rememberCheck' },
                ],
                // Another dialog took its place and closed: the check is still due.
                'protection.dialogClosed': { actions: 'showDialog' },
              },
            },
          },
        },
      },
    },
  },
});

export type ProtectionActor = ActorRefFrom<typeof protectionMachine>;
export type ProtectionSnapshot = SnapshotFrom<typeof protectionMachine>;

/** What a game launched now is told: waits for the settings; null while the check is off. */
export async function gameLaunch(protection: ProtectionActor): Promise<RealityCheckLaunch | null> {
  try {
    const settled = await waitFor(protection, (snapshot) => !snapshot.matches('loading'));
    return settled.status === 'active' ? (settled.context.settings?.launch ?? null) : null;
  } catch {
    // Stopped first (signed out): nothing to tell.
    return null;
  }
}
