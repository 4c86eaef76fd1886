// /internal/guards/: register, activate and settle a guard or a flag and watch the header's
// quick menu follow "is any guard active".
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { isAnyGuardActive } from '../../../machines/guards/guards.machine.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { Button } from '../../components/Button.tsx';
import styles from '../../components/Page.module.css';
import { GallerySection } from './GallerySection.tsx';

export function GuardGallery() {
  const { guards } = usePlatformActors();
  const entries = useSelector(guards, (snapshot) => snapshot.context.entries);
  const active = useSelector(guards, isAnyGuardActive);
  return (
    <GallerySection id="guard-gallery" title={<Trans>Guards</Trans>}>
      <p data-testid="any-guard-active">
        {active ? <Trans>A guard is active</Trans> : <Trans>No guard is active</Trans>}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => guards.send({ type: 'guards.register', id: 'demo-guard', kind: 'guard' })}
        >
          <Trans>Register guard</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => guards.send({ type: 'guards.activate', id: 'demo-guard' })}
        >
          <Trans>Activate guard</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => guards.send({ type: 'guards.settle', id: 'demo-guard' })}
        >
          <Trans>Settle guard</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            guards.send({
              type: 'guards.register',
              id: 'demo-flag',
              kind: 'flag',
              status: 'active',
            })
          }
        >
          <Trans>Register active flag</Trans>
        </Button>
      </div>
      <dl className={styles.facts}>
        {Object.entries(entries).map(([id, entry]) => (
          <div key={id} style={{ display: 'contents' }}>
            <dt>{id}</dt>
            <dd>
              {entry.kind}: {entry.status}
            </dd>
          </div>
        ))}
      </dl>
    </GallerySection>
  );
}
