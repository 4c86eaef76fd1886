import { Trans } from '@lingui/react/macro';
import styles from './SkipLink.module.css';

export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}
