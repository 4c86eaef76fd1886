// Fixtures that reach every state and transition of the notifications queue and of one toast.
// The queue is driven with three ids and room for two open toasts, so showing a third closes
// the oldest. The toasts' own reports (`notifications.toastClosing` / `toastDeleted`) are
// path events here: the spawned toasts run on a clock the queue's paths never advance.
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import type { NotificationsContext } from '../../machines/notifications/notifications.machine.ts';
import { toastMachine } from '../../machines/notifications/toast.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const ids = ['t1', 't2', 't3'] as const;

const listProjection = (context: NotificationsContext) =>
  context.toasts.map((toast) => `${toast.id}:${toast.phase}`);

export const notificationsPaths = machinePathEntry(
  'Toast queue: show (deduplicated by id, at most N open, the oldest closes first), dismiss, hover, removal',
  notificationsMachine,
  {
    input: { maxVisible: 2 },
    events: {
      'notifications.show': [
        {
          type: 'notifications.show',
          id: 't1',
          kind: 'success',
          messageId: 'DEPOSIT_SUCCESS',
          values: { amount: '€20.00' },
        },
        { type: 'notifications.show', id: 't2', kind: 'error', messageId: 'ERROR' },
        { type: 'notifications.show', id: 't3', kind: 'warning', messageId: 'LOW_BALANCE' },
      ],
      'notifications.dismiss': ids.map((id) => ({ type: 'notifications.dismiss', id })),
      'notifications.hoverStart': [{ type: 'notifications.hoverStart', id: 't1' }],
      'notifications.hoverEnd': [{ type: 'notifications.hoverEnd', id: 't1' }],
      'notifications.toastClosing': ids.map((id) => ({ type: 'notifications.toastClosing', id })),
      'notifications.toastDeleted': ids.map((id) => ({ type: 'notifications.toastDeleted', id })),
    },
    // The list (ids in order, with their phase) is the whole state; the counter for generated
    // ids is not used by these fixtures.
    serializeContext: listProjection,
    compareContext: listProjection,
    // Simple paths through ~80 list contents are far too many; shortest paths plus every
    // missing edge cover all transitions.
    kinds: ['shortest', 'transition'],
  },
);

export const toastPaths = machinePathEntry(
  'One toast: open (counting, paused on hover) → closing (300 ms) → deleted; auto-close after 5000 ms',
  toastMachine,
  {
    input: { id: 't1', kind: 'info', messageId: 'WELCOME', values: {} },
    // On its own a toast has no parent to report to.
    provide: { actions: { reportPhase: () => {} } },
  },
);
