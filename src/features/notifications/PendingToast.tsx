// Shows a toast that waited for this page load (src/adapters/pending-toast.ts), once.
import { useEffect } from 'react';
import { takePendingToast } from '../../adapters/pending-toast.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export function PendingToast({ notifications }: Pick<PlatformActors, 'notifications'>) {
  useEffect(() => {
    const messageId = takePendingToast(window.location.search);
    if (messageId) notifications.send({ type: 'notifications.show', kind: 'info', messageId });
  }, [notifications]);
  return null;
}
