// The consent banner and settings dialog (platform-core §3 consent categories, §9 storage).
// The consent machine holds the answer; the banner shows while it is unanswered, the settings
// dialog while the machine's settings state is open (from the banner or the footer link).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  OPTIONAL_CONSENT_CATEGORIES,
  consentCategories,
  isConsentBannerVisible,
  isConsentSettingsOpen,
  type ConsentCategory,
} from '../../../machines/consent/consent.machine.ts';
import { usePublishBottomOverlay } from '../../runtime/bottom-overlay.ts';
import { useConsentSlot } from '../../runtime/consent-slot.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import { Button } from '../../components/Button.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import styles from './ConsentBanner.module.css';
import { useCategoryTexts } from './category-texts.ts';

type Consent = PlatformActors['consent'];

export function ConsentBanner({ consent }: { consent: Consent }) {
  const visible = useSelector(consent, isConsentBannerVisible);
  const settingsOpen = useSelector(consent, isConsentSettingsOpen);
  // In the document right after the skip link: the first stop of the tab order
  // after it, although the banner shows at the bottom of the screen.
  const slot = useConsentSlot();
  const banner = visible && !settingsOpen && (
    <BannerBar>
      <div className={styles.text}>
        <h2 id="consent-title" className={styles.title}>
          <Trans>Cookies on this site</Trans>
        </h2>
        <p>
          <Trans>
            We use necessary cookies to run the site. With your permission we also remember your
            preferences and measure how the site is used.
          </Trans>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => consent.send({ type: 'consent.reopen' })}>
          <Trans>Cookie settings</Trans>
        </Button>
        <Button variant="secondary" onClick={() => consent.send({ type: 'consent.rejectAll' })}>
          <Trans>Necessary only</Trans>
        </Button>
        <Button onClick={() => consent.send({ type: 'consent.acceptAll' })}>
          <Trans>Accept all</Trans>
        </Button>
      </div>
    </BannerBar>
  );
  return (
    <>
      {banner && (slot ? createPortal(banner, slot) : banner)}
      {settingsOpen && <ConsentSettings consent={consent} />}
    </>
  );
}

/** The bar fixed to the bottom of the screen; the page keeps its height free (bottom-overlay). */
function BannerBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  usePublishBottomOverlay(ref);
  return (
    <section ref={ref} className={styles.banner} aria-labelledby="consent-title">
      {children}
    </section>
  );
}

function ConsentSettings({ consent }: { consent: Consent }) {
  const { t } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const texts = useCategoryTexts();
  const [chosen, setChosen] = useState<ReadonlySet<ConsentCategory>>(
    () => new Set(consentCategories(consent.getSnapshot())),
  );

  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });
  const save = (event: FormEvent) => {
    event.preventDefault();
    consent.send({ type: 'consent.save', categories: [...chosen] });
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        consent.send({ type: 'consent.closeSettings' });
      }}
    >
      <form className={styles.form} onSubmit={save}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Cookie settings</Trans>
        </h2>
        <label className={styles.category}>
          <input type="checkbox" checked disabled />
          <span>
            <strong>{texts.necessary.name}</strong>
            <small>{texts.necessary.description}</small>
          </span>
        </label>
        {OPTIONAL_CONSENT_CATEGORIES.map((category) => (
          <label key={category} className={styles.category}>
            <input
              type="checkbox"
              name={category}
              checked={chosen.has(category)}
              onChange={(event) => toggle(category, event.currentTarget.checked)}
            />
            <span>
              <strong>{texts[category].name}</strong>
              <small>{texts[category].description}</small>
            </span>
          </label>
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => consent.send({ type: 'consent.closeSettings' })}
          >
            {t`Cancel`}
          </Button>
          <Button type="submit">
            <Trans>Save choices</Trans>
          </Button>
        </div>
      </form>
    </dialog>
  );
}
