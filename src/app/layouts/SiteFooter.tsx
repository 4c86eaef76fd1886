import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Licence } from '../../../machines/lobby-settings/settings.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { ProtectionLinks } from '../../components/ProtectionLinks.tsx';
import { usePlatformActorsOrNull } from '../../runtime/use-platform.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import styles from './SiteFooter.module.css';

const REGULATOR = {
  anj: msg`Anjouan Offshore Finance Authority`,
  cos: msg`Costa Rica gaming licence`,
  crc: msg`Curaçao Gaming Control Board`,
  est: msg`Estonian Tax and Customs Board`,
  mga: msg`Malta Gaming Authority`,
} satisfies Record<Licence, unknown>;

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const { settings } = useShell();
  const regulator = i18n._(REGULATOR[settings.license]);
  const brand = settings.siteDataName;
  const platform = usePlatformActorsOrNull();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`Legal`} className={styles.links}>
        <LocalLink to="/terms-and-conditions/">
          <Trans>Terms and conditions</Trans>
        </LocalLink>
        <LocalLink to="/bonus-terms-and-conditions/">
          <Trans>Bonus terms</Trans>
        </LocalLink>
        <LocalLink to="/privacy-policy/">
          <Trans>Privacy policy</Trans>
        </LocalLink>
        <button
          type="button"
          className={styles.linkButton}
          disabled={!platform}
          onClick={() => platform?.consent.send({ type: 'consent.reopen' })}
        >
          <Trans>Cookie settings</Trans>
        </button>
      </nav>
      <ProtectionLinks className={styles.links} testId="responsible-gaming" />
      <LanguageSelect />
      <p className={styles.licence}>
        <Trans>
          {brand} is licensed by the {regulator}. Players must be 18 or older. Play responsibly.
        </Trans>
      </p>
    </footer>
  );
}
