// One feedback notification (toast). platform-core §4 "Feedback notification": open, closing,
// deleted; auto-closes after 5000 ms, pauses on hover, removed 300 ms after closing starts
// (§9 Timing: notifications 5000 ms, close animation 300 ms). Kinds: §3 "Notification kinds".
//
// Hover pause: while the pointer is over the toast the auto-close timer does not run;
// when it leaves, a FRESH `autoClose` period (5000 ms) starts, so the player always gets the
// full time to read it again. No timestamps are kept: the context stays plain data and the
// timer stays a named `after` delay.
//
// The toast is spawned by the notifications machine (id = toast id) and reports its phase
// back with `notifications.toastClosing` / `notifications.toastDeleted` through the
// `reportPhase` action (a `sendParent`). Used on its own (path tests), provide `reportPhase`.

import { sendParent, setup } from 'xstate';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_CLOSE_ANIMATION_MS = 300;

export const TOAST_KINDS = ['error', 'info', 'success', 'warning'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Plain values interpolated into the message (never user-facing text of our own). */
export type ToastValues = Record<string, string | number>;

export interface ToastContent {
  id: string;
  kind: ToastKind;
  /** A message catalogue id (e.g. `DEPOSIT_SUCCESS`); the UI translates it. */
  messageId: string;
  values: ToastValues;
}

export type ToastContext = ToastContent;

export type ToastEvent =
  | { type: 'toast.hoverStart' }
  | { type: 'toast.hoverEnd' }
  /** The close button, or the notifications machine making room. */
  | { type: 'toast.close' };

/** What a toast tells the notifications machine that spawned it. */
export type ToastReport =
  | { type: 'notifications.toastClosing'; id: string }
  | { type: 'notifications.toastDeleted'; id: string };

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    input: {} as ToastContent,
    events: {} as ToastEvent,
  },
  actions: {
    reportPhase: sendParent(({ context }, params: { phase: 'closing' | 'deleted' }): ToastReport =>
      params.phase === 'closing'
        ? { type: 'notifications.toastClosing', id: context.id }
        : { type: 'notifications.toastDeleted', id: context.id },
    ),
  },
  delays: {
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeAnimation: TOAST_CLOSE_ANIMATION_MS,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ ...input, values: { ...input.values } }),
  initial: 'open',
  states: {
    open: {
      initial: 'counting',
      states: {
        counting: {
          after: { autoClose: '#toast.closing' },
          on: { 'toast.hoverStart': 'paused' },
        },
        paused: {
          // Re-entering `counting` starts a fresh autoClose period.
          on: { 'toast.hoverEnd': 'counting' },
        },
      },
      on: { 'toast.close': 'closing' },
    },
    closing: {
      entry: { type: 'reportPhase', params: { phase: 'closing' } },
      after: { closeAnimation: 'deleted' },
    },
    deleted: {
      type: 'final',
      entry: { type: 'reportPhase', params: { phase: 'deleted' } },
    },
  },
});
