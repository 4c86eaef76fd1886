// Fixtures that reach every state and transition of the low-funds prompt.
import { lowFundsMachine, type LowFundsCheck } from '../../machines/low-funds/low-funds.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const low: LowFundsCheck = {
  balance: 150,
  bonusBalance: 0,
  lastBet: 100,
  gameHasBonus: false,
  depositDialogFlag: false,
  dialogOpen: false,
  sportsPath: false,
};

export const lowFundsPaths = machinePathEntry(
  'Low-funds prompt: skip rules, Yes / Go back, dismissing sets the flag',
  lowFundsMachine,
  {
    events: {
      'lowFunds.check': [
        { type: 'lowFunds.check', ...low },
        { type: 'lowFunds.check', ...low, balance: 10_000 },
      ],
    },
    kinds: ['shortest', 'transition'],
  },
);
