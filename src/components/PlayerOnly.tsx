// The body of a logged-in page for signed-in players only: visitors get the sign-in prompt of the
// logged-in pages, the session's start and a suspended body a loading line. Shared by the
// rewards and the protection pages.
import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { usePlayerStatus } from '../runtime/use-session.ts';
import styles from './Page.module.css';
import { SignInPrompt } from './SignInPrompt.tsx';

export function PlayerOnly({ children }: { children: ReactNode }) {
  const status = usePlayerStatus();
  if (status === 'LOGGED_OUT') return <SignInPrompt />;
  if (status === 'LOADING') return <Loading />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export function Loading() {
  return (
    <p className={styles.lead} role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
