// Opens the quick-deposit dialog for a link with autoSubmit, amount and paymentMethod
// (machines/overlays/quick-deposit-rules.ts): for a signed-in player, not over an active guard
// or another dialog. Closing the dialog strips those parameters, so it does not reopen.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useQueryString } from '../../runtime/navigation.ts';
import { isAnyGuardActive } from '../../../machines/guards/guards.machine.ts';
import {
  quickDepositFromLink,
  shouldAutoOpenQuickDeposit,
} from '../../../machines/overlays/quick-deposit-rules.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';

export function QuickDepositAutoOpen({
  overlays,
  guards,
}: Pick<PlatformActors, 'overlays' | 'guards'>) {
  const search = useQueryString();
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const guardActive = useSelector(guards, isAnyGuardActive);
  useEffect(() => {
    const request = quickDepositFromLink(`?${search}`);
    const dialogOpen = overlays.getSnapshot().context.variant !== null;
    if (request && shouldAutoOpenQuickDeposit({ request, signedIn, guardActive, dialogOpen }))
      overlays.send({ type: 'overlay.open', variant: 'quick-deposit', payload: { ...request } });
  }, [search, signedIn, guardActive, overlays]);
  return null;
}
