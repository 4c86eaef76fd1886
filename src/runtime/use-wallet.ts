// The signed-in player's wallet as components read it (the lobby's `wallet` actor,
// machines/wallet): null for a visitor and until a balance is known.
import { useSelector } from '@xstate/react';
import type { WalletBalance } from '../../machines/wallet/wallet.machine.ts';
import { holdsBonusMoney, walletStatus } from '../../machines/wallet/wallet.selectors.ts';
import { useSystemActor } from './system.ts';

/** The balances as last read or streamed; null while there are none. */
export function useWalletBalances(): WalletBalance | null {
  return useSelector(useSystemActor('wallet'), (snapshot) => snapshot?.context.wallet ?? null);
}

/** The balances while the wallet streams (platform-core §4 STREAMING); null while LOADING. */
export function useStreamingBalances(): WalletBalance | null {
  return useSelector(useSystemActor('wallet'), (snapshot) =>
    snapshot && walletStatus(snapshot) === 'STREAMING' ? snapshot.context.wallet : null,
  );
}

/** The player holds bonus money: bonus games apply. */
export function useHoldsBonusMoney(): boolean {
  return useSelector(useSystemActor('wallet'), (snapshot) =>
    snapshot ? holdsBonusMoney(snapshot) : false,
  );
}
