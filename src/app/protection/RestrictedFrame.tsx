// The page frame of a player on a break: on every logged-in page the shell renders
// this instead of the route's layout and page — the logo, the restricted view (when the break
// ends, the balance, Withdraw, Sign out) and the footer with the responsible-gaming links. No
// navigation, games, deposit or rewards. /withdraw/ opens the withdrawal at once.
import { Suspense } from 'react';
import { Logo } from '../../components/Logo.tsx';
import { Splash } from '../../components/Splash.tsx';
import { useSessionPlayer } from '../../runtime/use-session.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { LazySiteFooter } from '../layouts/lazy-chrome.tsx';
import { SkipLink } from '../layouts/SkipLink.tsx';
import styles from '../layouts/BasicLayout.module.css';

const RestrictedView = lazyWithMessages(
  () => import('../../features/protection/live/RestrictedView.tsx'),
);

export default function RestrictedFrame({ routeId }: { routeId: string | null }) {
  const firstName = useSessionPlayer()?.firstName;
  return (
    <div className={styles.page} data-restricted-frame>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        {/* The last item sits at the far end of the header. */}
        <span>{firstName}</span>
      </header>
      <main id="main" className={styles.main}>
        <Suspense fallback={<Splash inline />}>
          <RestrictedView openWithdrawal={routeId === 'withdraw'} />
        </Suspense>
      </main>
      <LazySiteFooter />
    </div>
  );
}
