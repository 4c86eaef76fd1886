// Fixtures that reach every state and transition of the wallet machine: each money type
// with an effect, and one without.
import { walletMachine, type BalanceUpdate } from '../../machines/wallet/wallet.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const update = (moneyType: string, amount: number, balance: number): BalanceUpdate => ({
  balance,
  bonusBalance: 0,
  currency: 'EUR',
  amount,
  moneyType,
  wageringProgress: null,
});

export const walletPaths = machinePathEntry(
  'Wallet: NOT_AVAILABLE / LOADING (with retry) / STREAMING, money-type effects',
  walletMachine,
  {
    events: {
      'wallet.balanceUpdated': [
        { type: 'wallet.balanceUpdated', ...update('Deposit', 5_000, 15_000) },
        { type: 'wallet.balanceUpdated', ...update('CasinoBet', 100, 14_900) },
      ],
    },
    outputs: { loadWallet: [{ balance: 10_000, bonusBalance: 0, currency: 'EUR' }] },
    errors: { loadWallet: ['network down'] },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
