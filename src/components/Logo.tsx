import { useShell } from '../runtime/shell-context.ts';
import styles from './Logo.module.css';
import { LocalLink } from './LocalLink.tsx';

/** The brand logo (mobile and desktop artwork from the theme), linking home. */
export function Logo() {
  const { settings } = useShell();
  return (
    <LocalLink to="/" className={styles.logo}>
      <picture>
        <source media="(min-width: 768px)" srcSet={settings.theme.logoDesktop} />
        <img src={settings.theme.logo} alt={settings.siteDataName} height={36} />
      </picture>
    </LocalLink>
  );
}
