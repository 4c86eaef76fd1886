// Shows its children only while the signed-in player holds bonus money (the wallet's
// bonusBalance, live): the lobby's bonus games list is for players who can play with a bonus.
// Visitors and players without bonus money see nothing, and nothing waits for the wallet.
import type { ReactNode } from 'react';
import { useHoldsBonusMoney } from '../runtime/use-wallet.ts';

export function BonusMoneyOnly({ children }: { children: ReactNode }) {
  return useHoldsBonusMoney() ? children : null;
}
