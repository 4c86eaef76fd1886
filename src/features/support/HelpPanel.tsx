// The help widget's panel (loaded on first open): the brand's support contact and the help pages
// players ask for most. Escape or the close button closes it; the focus starts on its heading.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useShell } from '../../runtime/shell-context.ts';
import { supportEmailOf } from './support-contact.ts';
import styles from './HelpWidget.module.css';

export default function HelpPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { settings } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  const email = supportEmailOf(settings.brand);
  const brand = settings.siteDataName;

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section
      id="help-panel"
      className={styles.panel}
      role="dialog"
      aria-labelledby="help-panel-title"
      data-testid="help-panel"
    >
      <header className={styles.panelHeader}>
        <h2 id="help-panel-title" ref={heading} tabIndex={-1}>
          <Trans>How can we help?</Trans>
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close help`}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.contact}>
        <p>
          <Trans>
            Questions about your account, a payment or a game? Write to {brand} support:
          </Trans>
        </p>
        <p>
          <a href={`mailto:${email}`} data-testid="support-email">
            {email}
          </a>
        </p>
      </div>
      <nav aria-label={t`Help topics`}>
        <ul className={styles.links}>
          <li>
            <LocalLink to="/profile/limits/" onClick={onClose}>
              <Trans>Set deposit and play limits</Trans>
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/profile/dashboard/" onClick={onClose}>
              <Trans>Your account and verification</Trans>
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/bonus-terms-and-conditions/" onClick={onClose}>
              <Trans>How bonuses work</Trans>
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/terms-and-conditions/" onClick={onClose}>
              <Trans>Terms and conditions</Trans>
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/privacy-policy/" onClick={onClose}>
              <Trans>Privacy policy</Trans>
            </LocalLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}
