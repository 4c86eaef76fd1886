import { Trans } from '@lingui/react/macro';
import { useSignInLink } from '../../runtime/navigation.ts';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/LinkButton.tsx';
import { SearchButton } from '../../features/search/SearchButton.tsx';
import { PhoneVerificationGate } from '../../features/registration/PhoneVerificationGate.tsx';
import { Logo } from '../../components/Logo.tsx';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './LoggedInLayout.module.css';
import { PrimaryNav } from './PrimaryNav.tsx';
import {
  LazyAccountMenu,
  LazyBanners,
  LazyHelpWidget,
  LazySessionClock,
  LazySiteFooter,
  LazySiteMenu,
} from './lazy-chrome.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * The lobby's full chrome. The brand's lobby layout setting picks the variant: `default` has
 * the navigation in the header, `layout1` a 24rem side menu on desktop, `layout2` a centred
 * logo above a tab row. Visitors see sign-in and account creation, players the account menu
 * (balance, Deposit). On phones every variant has the same one-row header (≤ 64 px): logo,
 * account controls, and the navigation inside a menu.
 */
export function LoggedInLayout({ children }: { children: ReactNode }) {
  const { settings, route } = useShell();
  const variant = settings.lobbyLayout;
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const signInLink = useSignInLink();
  const actions = (
    <div className={styles.actions}>
      <SearchButton />
      <LazySessionClock />
      {signedIn ? (
        <LazyAccountMenu />
      ) : (
        <>
          <LinkButton to={signInLink} variant="secondary">
            <Trans>Sign in</Trans>
          </LinkButton>
          {route?.id !== 'register' && (
            <LinkButton to="/register/">
              {/* Phones show a short word; the full text stays the link's accessible name. */}
              <span className={styles.longLabel}>
                <Trans>Create account</Trans>
              </span>
              <span className={styles.shortLabel} aria-hidden="true">
                <Trans>Join</Trans>
              </span>
            </LinkButton>
          )}
          <span className={styles.phoneOnly}>
            <LazySiteMenu />
          </span>
        </>
      )}
    </div>
  );
  return (
    <div className={`${styles.page} ${styles[variant]}`}>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <div className={styles.headerNav}>
          <PrimaryNav orientation="horizontal" />
        </div>
        {actions}
      </header>
      {variant === 'layout1' && (
        <aside className={styles.sideMenu}>
          <PrimaryNav orientation="vertical" />
        </aside>
      )}
      <main id="main" className={styles.main}>
        <LazyBanners />
        {children}
      </main>
      <div className={styles.footer}>
        <LazySiteFooter />
      </div>
      <LazyHelpWidget />
      <PhoneVerificationGate />
    </div>
  );
}
