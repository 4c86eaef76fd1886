// Toasts (platform-core §4 "Feedback notification"): the notifications machine owns timing
// (5000 ms, paused while hovered or focused, removed 300 ms after closing starts); this
// component shows its list and reports hover, focus and the close button.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectToasts,
  type ToastEntry,
} from '../../../machines/notifications/notifications.machine.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import styles from './ToastHost.module.css';
import { toastMessage } from './toast-messages.ts';

type Notifications = PlatformActors['notifications'];

export function ToastHost({ notifications }: { notifications: Notifications }) {
  const { t } = useLingui();
  const toasts = useSelector(notifications, selectToasts);
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} notifications={notifications} />
      ))}
    </section>
  );
}

function Toast({ toast, notifications }: { toast: ToastEntry; notifications: Notifications }) {
  const { t, i18n } = useLingui();
  const descriptor = useMemo(() => toastMessage(toast.messageId), [toast.messageId]);
  const pause = () => notifications.send({ type: 'notifications.hoverStart', id: toast.id });
  const resume = () => notifications.send({ type: 'notifications.hoverEnd', id: toast.id });
  return (
    <div
      className={styles.toast}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      data-phase={toast.phase}
      data-toast-id={toast.id}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <p className={styles.text}>{i18n._(descriptor.id, toast.values, descriptor)}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Dismiss notification`}
        onClick={() => notifications.send({ type: 'notifications.dismiss', id: toast.id })}
      >
        ×
      </button>
    </div>
  );
}
