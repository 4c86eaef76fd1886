import { Trans, useLingui } from '@lingui/react/macro';
import { LocalLink } from '../../components/LocalLink.tsx';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './QuickMenu.module.css';

/** Casino (lobby with productMode=casino) and, with the Sportsbook toggle, Sports. */
export function QuickMenu() {
  const { t } = useLingui();
  const { settings, productMode } = useShell();
  return (
    <nav className={styles.menu} aria-label={t`Product`}>
      <LocalLink
        to="/?productMode=casino"
        className={styles.item}
        aria-current={productMode.mode === 'CASINO' ? 'true' : undefined}
      >
        <Trans>Casino</Trans>
      </LocalLink>
      {settings.featureToggles.Sportsbook && (
        <LocalLink
          to="/sports/"
          className={styles.item}
          aria-current={productMode.mode === 'SPORTS' ? 'true' : undefined}
        >
          <Trans>Sports</Trans>
        </LocalLink>
      )}
    </nav>
  );
}
