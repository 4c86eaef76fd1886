// /internal/toasts/: one toast of each kind, and a button's loading state, for QA and the
// end-to-end tests.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ShowToastEvent } from '../../../machines/notifications/notifications.machine.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { Button } from '../../components/Button.tsx';
import styles from '../../components/Page.module.css';
import { GallerySection } from './GallerySection.tsx';

const SAMPLES: readonly Omit<ShowToastEvent, 'type'>[] = [
  { kind: 'success', messageId: 'SUCCESS_DEPOSIT_OF', values: { amount: '€50.00' } },
  { kind: 'info', messageId: 'SUCCESS_INIT_WITHDRAWAL' },
  { kind: 'warning', messageId: 'MAKE_A_DEPOSIT_TEXT' },
  { kind: 'error', messageId: 'LOADING_PAGE_ERROR' },
];

export function ToastGallery() {
  const { notifications } = usePlatformActors();
  const [loading, setLoading] = useState(false);
  return (
    <GallerySection id="toast-gallery" title={<Trans>Toasts</Trans>}>
      <div className={styles.actions}>
        {SAMPLES.map((sample) => (
          <Button
            key={sample.kind}
            variant="secondary"
            onClick={() => notifications.send({ type: 'notifications.show', ...sample })}
          >
            {sample.kind}
          </Button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          loading={loading}
          onClick={() => {
            setLoading(true);
            window.setTimeout(() => setLoading(false), 1500);
          }}
        >
          <Trans>Save</Trans>
        </Button>
      </div>
    </GallerySection>
  );
}
