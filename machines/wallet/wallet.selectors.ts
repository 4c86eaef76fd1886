// What views read of the wallet (machines/wallet): in a module of their own, so that a view that
// only reads (the header's balance) does not bundle the machine, which loads with the player.
import type { WalletBalance } from './wallet.machine.ts';

/** What the selectors read of a wallet snapshot. */
interface WalletView {
  matches(state: 'notAvailable' | { available: 'streaming' }): boolean;
  context: { wallet: WalletBalance | null };
}

/** platform-core §4: LOADING, STREAMING, NOT_AVAILABLE. */
export type WalletStatus = 'LOADING' | 'STREAMING' | 'NOT_AVAILABLE';
export function walletStatus(snapshot: WalletView): WalletStatus {
  if (snapshot.matches('notAvailable')) return 'NOT_AVAILABLE';
  if (snapshot.matches({ available: 'streaming' })) return 'STREAMING';
  return 'LOADING';
}

/** The player holds bonus money (a claimed bonus not yet wagered or lost): bonus games apply. */
export function holdsBonusMoney(snapshot: WalletView): boolean {
  return (snapshot.context.wallet?.bonusBalance ?? 0) > 0;
}
