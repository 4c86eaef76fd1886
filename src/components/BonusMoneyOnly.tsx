// Shows its children only while the signed-in player holds bonus money (the wallet's
// bonusBalance, live): the lobby's bonus games list is for players who can play with a bonus.
// Visitors and players without bonus money see nothing, and nothing waits for the wallet.
import { useSelector } from '@xstate/react';
import { Suspense, use, type ReactNode } from 'react';
import { holdsBonusMoney } from '../../machines/wallet/wallet.machine.ts';
import { usePlayerStatus, useSessionActors } from '../runtime/use-session.ts';

export function BonusMoneyOnly({ children }: { children: ReactNode }) {
  if (usePlayerStatus() !== 'LOGGED_IN') return null;
  return (
    <Suspense fallback={null}>
      <IfBonusMoney>{children}</IfBonusMoney>
    </Suspense>
  );
}

function IfBonusMoney({ children }: { children: ReactNode }) {
  const { wallet } = use(useSessionActors().wallet);
  return useSelector(wallet, holdsBonusMoney) ? children : null;
}
