// /internal/overlays/: opens every overlay variant with a sample payload, for QA and the
// end-to-end tests. A stand-in game frame shows where quick-deposit and sow return focus.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  OVERLAY_VARIANTS,
  type JsonValue,
  type OverlayVariant,
} from '../../../machines/overlays/overlays.machine.ts';
import { useQueryString } from '../../runtime/navigation.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { Button } from '../../components/Button.tsx';
import styles from '../../components/Page.module.css';
import { GallerySection } from './GallerySection.tsx';

/** Where a cashier link with deposit parameters lands. */
const DEPOSIT_LINK = '/internal/overlays/?amount=50&currency=EUR&paymentMethod=card&keep=1';

const SAMPLE_PAYLOADS: Partial<Record<OverlayVariant, JsonValue>> = {
  'jackpot-win': { amount: 1_234_567, currency: 'EUR' },
  'raffle-win': { prize: 'Weekend trip to Lapland' },
  'reality-check': { minutes: 60 },
  default: { title: 'About this page', message: 'A dialog with a title and a message.' },
};

type Overlays = PlatformActors['overlays'];

const openSample = (overlays: Overlays, variant: OverlayVariant) =>
  overlays.send({ type: 'overlay.open', variant, payload: SAMPLE_PAYLOADS[variant] ?? null });

export function OverlayGallery() {
  const { overlays } = usePlatformActors();
  const navigate = useNavigate();
  const open = (variant: OverlayVariant) => openSample(overlays, variant);

  // The dialog opens once the link's query is on the page and the overlay host has seen it:
  // opened earlier (a fixed 100 ms did, on a loaded machine), the query's arrival closed it.
  const onDepositLink = DEPOSIT_LINK.endsWith(`?${useQueryString()}`);
  const followingDepositLink = useRef(false);
  useEffect(() => {
    if (!followingDepositLink.current || !onDepositLink) return;
    followingDepositLink.current = false;
    // After this commit's effects, the host's among them.
    const timer = window.setTimeout(() => openSample(overlays, 'quick-deposit'), 0);
    return () => window.clearTimeout(timer);
  }, [onDepositLink, overlays]);
  return (
    <GallerySection id="overlay-gallery" title={<Trans>Overlays</Trans>}>
      <div className={styles.actions}>
        {OVERLAY_VARIANTS.map((variant) => (
          <Button key={variant} variant="secondary" onClick={() => open(variant)}>
            {variant}
          </Button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            // As a cashier link would arrive: deposit parameters in the query, then the dialog.
            if (onDepositLink) return open('quick-deposit');
            followingDepositLink.current = true;
            void navigate(DEPOSIT_LINK, { replace: true });
          }}
        >
          <Trans>quick-deposit with deposit query</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => window.postMessage('closeQuickDepositEvent', window.location.origin)}
        >
          <Trans>post closeQuickDepositEvent</Trans>
        </Button>
      </div>
      <iframe
        data-game-frame
        title="Game frame stand-in"
        srcDoc="<p style='font-family:sans-serif'>Game frame stand-in</p>"
        style={{ width: '100%', height: '8rem', border: '1px dashed currentColor' }}
      />
    </GallerySection>
  );
}
