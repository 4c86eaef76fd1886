// The toast queue. platform-core §4 "Feedback notification" (open → closing → deleted,
// auto-close 5000 ms, hover pause, removed 300 ms after closing starts) and §3 notification
// kinds. Each toast is a spawned `toastMachine` child whose id is the toast id; this machine
// keeps the list the UI renders (plain data, oldest first) and forwards the UI's events.
//
// - `notifications.show` adds a toast; an id already in the list (open or closing) is ignored.
//   Without an id one is generated (`toast-<n>`).
// - At most `maxVisible` (default 5) toasts are open: showing one more closes the oldest open
//   one first (it then animates out like any other).
// - `notifications.dismiss` / `hoverStart` / `hoverEnd` for an id not in the list are ignored.
// - The toast reports `notifications.toastClosing` (any reason) and `notifications.toastDeleted`
//   (after the close animation), which removes it from the list and stops the child.

import { and, assign, enqueueActions, setup, stopChild } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { TOAST_KINDS, toastMachine } from './toast.machine.ts';
import type { ToastContent, ToastKind, ToastReport, ToastValues } from './toast.machine.ts';

export { TOAST_AUTO_CLOSE_MS, TOAST_CLOSE_ANIMATION_MS, TOAST_KINDS } from './toast.machine.ts';
export type { ToastContent, ToastKind, ToastValues } from './toast.machine.ts';

export const DEFAULT_MAX_VISIBLE_TOASTS = 5;

export interface ToastEntry extends ToastContent {
  phase: 'open' | 'closing';
}

export interface NotificationsInput {
  maxVisible?: number;
}

export interface NotificationsContext {
  toasts: ToastEntry[];
  maxVisible: number;
  /** Counter behind generated ids. */
  generated: number;
}

export type ShowToastEvent = {
  type: 'notifications.show';
  kind: ToastKind;
  messageId: string;
  values?: ToastValues;
  /** Give one to show a toast only once (e.g. per transaction); a repeat is ignored. */
  id?: string;
};

export type NotificationsEvent =
  | ShowToastEvent
  | { type: 'notifications.dismiss'; id: string }
  | { type: 'notifications.hoverStart'; id: string }
  | { type: 'notifications.hoverEnd'; id: string }
  | ToastReport;

const isListed = (context: NotificationsContext, id: string | undefined): boolean =>
  id !== undefined && context.toasts.some((toast) => toast.id === id);

const openCount = (context: NotificationsContext): number =>
  context.toasts.filter((toast) => toast.phase === 'open').length;

/** The id `notifications.show` gives the toast, and the counter after it. */
function idFor(
  context: NotificationsContext,
  event: ShowToastEvent,
): { id: string; generated: number } {
  if (event.id !== undefined) return { id: event.id, generated: context.generated };
  let generated = context.generated;
  let id: string;
  do {
    generated += 1;
    id = `toast-${generated}`;
  } while (isListed(context, id));
  return { id, generated };
}

const knownKind = (kind: string): ToastKind =>
  (TOAST_KINDS as readonly string[]).includes(kind) ? (kind as ToastKind) : 'info';

/** Keeps plain string and finite number values only. */
function plainValues(values: unknown): ToastValues {
  const result: ToastValues = {};
  if (typeof values !== 'object' || values === null) return result;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      result[key] = value;
    }
  }
  return result;
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    input: {} as NotificationsInput | undefined,
    events: {} as NotificationsEvent,
  },
  actors: { toast: toastMachine },
  guards: {
    isNew: ({ context, event }) =>
      event.type === 'notifications.show' && !isListed(context, event.id),
    isFull: ({ context }) => openCount(context) >= context.maxVisible,
    isListed: ({ context, event }) => 'id' in event && isListed(context, event.id),
  },
  actions: {
    closeOldestOpen: enqueueActions(({ context, enqueue }) => {
      const oldest = context.toasts.find((toast) => toast.phase === 'open');
      if (!oldest) return;
      enqueue.assign({
        toasts: context.toasts.map((toast) =>
          toast.id === oldest.id ? { ...toast, phase: 'closing' as const } : toast,
        ),
      });
      enqueue.sendTo(oldest.id, { type: 'toast.close' });
    }),
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notifications.show') return;
      const { id, generated } = idFor(context, event);
      const content: ToastContent = {
        id,
        kind: knownKind(event.kind),
        messageId: event.messageId,
        values: plainValues(event.values),
      };
      enqueue.assign({
        toasts: [...context.toasts, { ...content, phase: 'open' }],
        generated,
      });
      enqueue.spawnChild('toast', { id, input: content });
    }),
    forward: enqueueActions(
      (
        { event, enqueue },
        params: { type: 'toast.close' | 'toast.hoverStart' | 'toast.hoverEnd' },
      ) => {
        if ('id' in event && event.id !== undefined)
          enqueue.sendTo(event.id, { type: params.type });
      },
    ),
    markClosing: assign({
      toasts: ({ context, event }) =>
        context.toasts.map((toast) =>
          'id' in event && toast.id === event.id ? { ...toast, phase: 'closing' as const } : toast,
        ),
    }),
    remove: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'notifications.toastDeleted') return;
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
      enqueue(stopChild(event.id));
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    toasts: [],
    maxVisible: Math.max(1, Math.floor(input?.maxVisible ?? DEFAULT_MAX_VISIBLE_TOASTS)),
    generated: 0,
  }),
  on: {
    'notifications.show': [
      { guard: and(['isNew', 'isFull']), actions: ['closeOldestOpen', 'addToast'] },
      { guard: 'isNew', actions: 'addToast' },
    ],
    'notifications.dismiss': {
      guard: 'isListed',
      // Marked here too, so the list says `closing` in the same step.
      actions: ['markClosing', { type: 'forward', params: { type: 'toast.close' } }],
    },
    'notifications.hoverStart': {
      guard: 'isListed',
      actions: { type: 'forward', params: { type: 'toast.hoverStart' } },
    },
    'notifications.hoverEnd': {
      guard: 'isListed',
      actions: { type: 'forward', params: { type: 'toast.hoverEnd' } },
    },
    'notifications.toastClosing': { guard: 'isListed', actions: 'markClosing' },
    'notifications.toastDeleted': { guard: 'isListed', actions: 'remove' },
  },
});

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** The toasts to render, oldest first; `phase: 'closing'` plays the close animation. */
export const selectToasts = (snapshot: NotificationsSnapshot): readonly ToastEntry[] =>
  snapshot.context.toasts;
