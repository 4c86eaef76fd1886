import { Trans } from '@lingui/react/macro';
import { setConsentSlot } from '../../runtime/consent-slot.ts';
import styles from './SkipLink.module.css';

/** The skip link, and after it the place of the cookie banner (early in the tab order). */
export function SkipLink() {
  return (
    <>
      <a className={styles.skip} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {/* No box of its own: the layouts' grids must not count it as a row. */}
      <div ref={setConsentSlot} data-consent-slot="" className={styles.slot} />
    </>
  );
}
