// The sow overlay's body (the OverlaySourceOfWealth toggle): the same declaration as
// /source-of-wealth/, over the running game, with a link to the full page. The dialog's own
// Close button stays (the overlays machine keeps sow open on Escape).
import { Trans } from '@lingui/react/macro';
import type { JsonValue } from '../../../machines/overlays/overlays.machine.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { PlayerOnly } from '../../components/PlayerOnly.tsx';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import styles from './Compliance.module.css';
import { SourceOfWealthForm } from './SourceOfWealthForm.tsx';

export default function SowOverlayBody(_props: { payload: JsonValue }) {
  const { overlays } = usePlatformActors();
  return (
    <div className={styles.section} data-testid="sow-overlay-body">
      <p className={styles.hint}>
        <Trans>
          We are required to know where the money you play with comes from. Your documents are seen
          only by our compliance team.
        </Trans>
      </p>
      <PlayerOnly>
        <SourceOfWealthForm />
      </PlayerOnly>
      <p className={styles.hint}>
        {/* The dialog would stay over the page it opens: close it on the way. */}
        <LocalLink
          to="/source-of-wealth/"
          onClick={() => overlays.send({ type: 'overlay.close', reason: 'programmatic' })}
        >
          <Trans>Open the source-of-wealth page</Trans>
        </LocalLink>
      </p>
    </div>
  );
}
