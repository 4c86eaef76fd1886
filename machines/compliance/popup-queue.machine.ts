// The pop-ups the operator added for the player (Customer.popUpsNeeded → Viewer.popUps), one
// content-accept dialog at a time, oldest first.
//
// - `popups.loaded` hands over the list (after the compliance query, on PlayerUpdated and
//   CustomerPopUpAdded). The one on screen stays until it is answered, unless it left the list
//   (accepted in another tab, or retired by a newer version): then the next one shows.
// - Accept sends acceptPopUp(id, version) (the named actor `acceptPopUp`); the next one shows
//   once it is recorded. PopUpVersionOutdated / PopUpNotFound drop it and ask for the list again
//   (`reloadPopUps`): the newer version comes with it. Another failure keeps it on screen with
//   the error.
// - Closing the dialog (Escape, the backdrop, Close) of a pop-up that requires acceptance opens
//   it again: it cannot be dismissed. Closing one that does not require acceptance dismisses it,
//   which acceptPopUp records too (the server answers both the same way).
// - Another dialog may take the place for a while (a reality check, the cashier): when the
//   place is free again (`popups.overlayFree`) the pop-up comes back.
// The dialog itself is the overlays actor's: `showPopUp` and `closePopUp` are provided by src/app.

import { assign, fromPromise, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export interface QueuedPopUp {
  id: string;
  kind: string;
  version: number;
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
  requiresAcceptance: boolean;
}

export interface PopUpQueueContext {
  /** Waiting pop-ups, oldest first (the one on screen included). */
  queue: QueuedPopUp[];
  /** The pop-up on screen (or being recorded); null while idle. */
  current: QueuedPopUp | null;
  /** The error type of the last failed answer, for the dialog; null when none. */
  error: string | null;
}

export type PopUpQueueEvent =
  | { type: 'popups.loaded'; popUps: readonly QueuedPopUp[] }
  | { type: 'popups.accept' }
  /** The player closed the dialog without accepting. */
  | { type: 'popups.overlayClosed' }
  /** Another dialog that had taken the place closed. */
  | { type: 'popups.overlayFree' }
  /** A dialog closed: this queue's (`popUpId` on screen) or another that had taken the place. */
  | { type: 'popups.dialogClosed'; variant: string; popUpId: string | null };

export interface ShowPopUpParams {
  popUp: QueuedPopUp;
}

/** Answers that mean "this pop-up, at this version, is not waiting any more". */
export const STALE_POPUP_ERRORS: readonly string[] = ['PopUpVersionOutdated', 'PopUpNotFound'];

/** The typed error of a failed request: `type`, or the API error's `data.type`. */
export function popUpErrorType(error: unknown): string {
  if (error && typeof error === 'object') {
    const own = (error as { type?: unknown }).type;
    if (typeof own === 'string') return own;
    const data = (error as { data?: { type?: unknown } }).data;
    if (data && typeof data.type === 'string') return data.type;
  }
  return 'Unknown';
}

const sameVersion = (a: QueuedPopUp, b: QueuedPopUp) => a.id === b.id && a.version === b.version;

export const popUpQueueMachine = setup({
  types: {
    context: {} as PopUpQueueContext,
    events: {} as PopUpQueueEvent,
  },
  actors: {
    acceptPopUp: fromPromise<void, { id: string; version: number }>(async () => {
      throw new Error('acceptPopUp is provided by src/app');
    }),
  },
  actions: {
    showPopUp: (_, _params: ShowPopUpParams) => {
      throw new Error('showPopUp is provided by src/app');
    },
    closePopUp: () => {
      throw new Error('closePopUp is provided by src/app');
    },
    reloadPopUps: () => {
      throw new Error('reloadPopUps is provided by src/app');
    },
    takeList: assign(({ context, event }) => {
      if (event.type !== 'popups.loaded') return {};
      const queue = [...event.popUps];
      // The one on screen stays first while it is still waiting.
      const current = context.current;
      if (current && queue.some((popUp) => sameVersion(popUp, current)))
        return { queue: [current, ...queue.filter((popUp) => !sameVersion(popUp, current))] };
      return { queue };
    }),
    dropCurrent: assign(({ context }) => ({
      queue: context.queue.filter(
        (popUp) => !(context.current && sameVersion(popUp, context.current)),
      ),
      current: null,
      error: null,
    })),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, error: null })),
    clearCurrent: assign({ current: null, error: null }),
    rememberError: assign(({ event }) => ({
      error: popUpErrorType((event as { error?: unknown }).error),
    })),
  },
  guards: {
    anyWaiting: ({ context }) => context.queue.length > 0,
    /** The new list (`popups.loaded`) no longer holds the pop-up on screen. */
    currentLeft: ({ context, event }) =>
      event.type === 'popups.loaded' &&
      context.current !== null &&
      !event.popUps.some((popUp) => sameVersion(popUp, context.current!)),
    mustAccept: ({ context }) => context.current?.requiresAcceptance === true,
    ownDialog: ({ context, event }) =>
      event.type === 'popups.dialogClosed' &&
      event.variant === 'content-accept' &&
      event.popUpId === context.current?.id,
    isStale: ({ event }) =>
      STALE_POPUP_ERRORS.includes(popUpErrorType((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'popUpQueue',
  context: { queue: [], current: null, error: null },
  initial: 'idle',
  states: {
    /** Nothing waiting (or not told yet). */
    idle: {
      on: { 'popups.loaded': { target: 'next', actions: 'takeList' } },
    },
    /** Transient: the first waiting pop-up shows, or nothing does. */
    next: {
      always: [
        { guard: 'anyWaiting', target: 'showing', actions: 'takeNext' },
        { target: 'idle', actions: ['clearCurrent', 'closePopUp'] },
      ],
    },
    /** The dialog shows `current`. */
    showing: {
      entry: {
        type: 'showPopUp',
        params: ({ context }) => ({ popUp: context.current! }),
      },
      on: {
        'popups.accept': 'accepting',
        'popups.overlayClosed': [
          { guard: 'mustAccept', target: 'showing', reenter: true },
          { target: 'accepting' },
        ],
        'popups.overlayFree': { target: 'showing', reenter: true },
        'popups.dialogClosed': [
          { guard: 'ownDialog', actions: raise({ type: 'popups.overlayClosed' }) },
          { actions: raise({ type: 'popups.overlayFree' }) },
        ],
        'popups.loaded': [
          {
            guard: 'currentLeft',
            target: 'next',
            actions: ['takeList', 'clearCurrent'],
          },
          { actions: 'takeList' },
        ],
      },
    },
    /** acceptPopUp(id, version) is on its way; the dialog stays. */
    accepting: {
      invoke: {
        id: 'acceptPopUp',
        src: 'acceptPopUp',
        input: ({ context }) => ({ id: context.current!.id, version: context.current!.version }),
        onDone: { target: 'next', actions: 'dropCurrent' },
        onError: [
          { guard: 'isStale', target: 'next', actions: ['dropCurrent', 'reloadPopUps'] },
          { target: 'showing', actions: 'rememberError' },
        ],
      },
      on: {
        // The list may still hold it until the server's answer: keep it first meanwhile.
        'popups.loaded': { actions: 'takeList' },
      },
    },
  },
});

export type PopUpQueueSnapshot = SnapshotFrom<typeof popUpQueueMachine>;

/** The pop-up on screen with its state, for the dialog's body. */
export const selectPopUp = (snapshot: PopUpQueueSnapshot) => ({
  popUp: snapshot.context.current,
  accepting: snapshot.matches('accepting'),
  error: snapshot.context.error,
});
