// Fixtures that reach every state and transition of the low-funds prompt: a bet that leaves
// the balance low and one that does not; the round's win above and below the threshold, a
// deposit while the round settles; the window running out for a lost round.
import {
  lowFundsMachine,
  type LowFundsBalance,
  type LowFundsCheck,
} from '../../machines/low-funds/low-funds.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

/** A €1 bet that left €1.50: at most twice the bet. */
export const LOW_BET: LowFundsCheck = {
  balance: 150,
  bonusBalance: 0,
  lastBet: 100,
  gameHasBonus: false,
  depositDialogFlag: false,
  dialogOpen: false,
  sportsPath: false,
};

const balance = (value: number, settlesRound: boolean): LowFundsBalance => ({
  balance: value,
  bonusBalance: 0,
  settlesRound,
});

export const lowFundsPaths = machinePathEntry(
  'Low-funds prompt: judged after the round (win or window), skip rules, Yes / Go back',
  lowFundsMachine,
  {
    events: {
      'lowFunds.check': [
        { type: 'lowFunds.check', ...LOW_BET },
        { type: 'lowFunds.check', ...LOW_BET, balance: 10_000 },
      ],
      'lowFunds.balance': [
        // The round's win left €5.50: above €2, never a prompt.
        { type: 'lowFunds.balance', ...balance(550, true) },
        // A win of €0.20 left €1.70: still low.
        { type: 'lowFunds.balance', ...balance(170, true) },
        // A deposit while the round settles (not the round's own win).
        { type: 'lowFunds.balance', ...balance(5_150, false) },
      ],
    },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
    // The check's payload is part of the state: keep the graph small by its money alone.
    serializeContext: (context) =>
      context.check ? [context.check.balance, context.check.lastBet] : null,
  },
);
