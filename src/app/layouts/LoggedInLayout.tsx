import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/LinkButton.tsx';
import { Logo } from '../../components/Logo.tsx';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { SignOutButton } from './SignOutButton.tsx';
import styles from './LoggedInLayout.module.css';
import { PrimaryNav } from './PrimaryNav.tsx';
import { LazyBanners, LazySessionClock, LazySiteFooter } from './lazy-chrome.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * The lobby's full chrome. The brand's lobby layout setting picks the variant: `default` has
 * the navigation in the header, `layout1` a 24rem side menu on desktop, `layout2` a centred
 * logo above a tab row. Visitors see sign-in and account creation, players their name and
 * the sign-out button.
 */
export function LoggedInLayout({ children }: { children: ReactNode }) {
  const { settings, route } = useShell();
  const variant = settings.lobbyLayout;
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const actions = (
    <div className={styles.actions}>
      <LazySessionClock />
      {signedIn ? (
        <SignOutButton />
      ) : (
        <>
          <LinkButton to="/login/?autoSignIn=1" variant="secondary">
            <Trans>Sign in</Trans>
          </LinkButton>
          {route?.id !== 'register' && (
            <LinkButton to="/register/">
              <Trans>Create account</Trans>
            </LinkButton>
          )}
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
    </div>
  );
}
