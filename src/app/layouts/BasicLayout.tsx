import { Trans } from '@lingui/react/macro';
import { useSignInLink } from '../../runtime/navigation.ts';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/LinkButton.tsx';
import { SearchButton } from '../../features/search/SearchButton.tsx';
import { PhoneVerificationGate } from '../../features/registration/PhoneVerificationGate.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useAnyGuardActive } from '../../runtime/use-platform.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './BasicLayout.module.css';
import { QuickMenu } from './QuickMenu.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { LazyAccountMenu, LazyBanners, LazyHelpWidget, LazySiteFooter } from './lazy-chrome.tsx';
import { SkipLink } from './SkipLink.tsx';

// programmes §2 "Basic layout for anonymous visitors": sign-in button (to the login route with
// autoSignIn=1), logo and quick menu; the quick menu is hidden on the login and enter-code
// routes, while a guard is active (platform-core §4) and while a game is playing (the game
// route).
const NO_QUICK_MENU = new Set(['login', 'enterCode', 'game']);

export function BasicLayout({
  signInPrompt,
  children,
}: {
  signInPrompt: boolean;
  children: ReactNode;
}) {
  const { route, settings } = useShell();
  const guardActive = useAnyGuardActive();
  const showQuickMenu =
    settings.featureToggles.QuickMenu && !guardActive && !NO_QUICK_MENU.has(route?.id ?? '');
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const signInLink = useSignInLink();
  const showSignIn = route?.id !== 'login' && !signedIn;
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <SearchButton />
        {showQuickMenu && <QuickMenu />}
        {showSignIn && (
          <LinkButton to={signInLink}>
            <Trans>Sign in</Trans>
          </LinkButton>
        )}
        {signedIn && <LazyAccountMenu />}
      </header>
      <main id="main" className={styles.main}>
        <LazyBanners />
        {signInPrompt && <SignInPrompt />}
        {children}
      </main>
      <LazySiteFooter />
      <LazyHelpWidget />
      <PhoneVerificationGate />
    </div>
  );
}
