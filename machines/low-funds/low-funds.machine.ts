// The low-funds prompt (platform-core §4): after a casino bet the player may be asked to
// deposit. The prompt is skipped when the deposit dialog flag is set (the player already
// said "go back"), when the balance — plus the bonus balance if the game plays with bonus
// money — is more than twice the last bet, when a dialog is open, or on the sports path.
// It offers Yes (open the quick-deposit dialog) or Go back; going back or dismissing sets
// the deposit dialog flag (cookie `displayWantToDepositDialog`).
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export const LOW_FUNDS_FACTOR = 2;

export interface LowFundsCheck {
  /** Minor units. */
  balance: number;
  bonusBalance: number;
  lastBet: number;
  gameHasBonus: boolean;
  depositDialogFlag: boolean;
  dialogOpen: boolean;
  sportsPath: boolean;
}

/** Whether the spec's skip rules let the prompt show. */
export function shouldPromptLowFunds(check: LowFundsCheck): boolean {
  if (check.depositDialogFlag || check.dialogOpen || check.sportsPath) return false;
  const available = check.balance + (check.gameHasBonus ? check.bonusBalance : 0);
  return available <= LOW_FUNDS_FACTOR * check.lastBet;
}

export type LowFundsEvent =
  | ({ type: 'lowFunds.check' } & LowFundsCheck)
  | { type: 'lowFunds.yes' }
  | { type: 'lowFunds.goBack' }
  | { type: 'lowFunds.dismiss' };

export const lowFundsMachine = setup({
  types: { events: {} as LowFundsEvent },
  actions: {
    openQuickDeposit: () => {
      throw new Error('openQuickDeposit is provided by src/app');
    },
    setDepositDialogFlag: () => {
      throw new Error('setDepositDialogFlag is provided by src/app');
    },
  },
  guards: {
    promptDue: ({ event }) => event.type === 'lowFunds.check' && shouldPromptLowFunds(event),
  },
}).createMachine({
  id: 'lowFunds',
  initial: 'idle',
  states: {
    idle: {
      on: { 'lowFunds.check': { guard: 'promptDue', target: 'prompting' } },
    },
    prompting: {
      on: {
        'lowFunds.yes': { target: 'idle', actions: 'openQuickDeposit' },
        'lowFunds.goBack': { target: 'idle', actions: 'setDepositDialogFlag' },
        'lowFunds.dismiss': { target: 'idle', actions: 'setDepositDialogFlag' },
      },
    },
  },
});

export type LowFundsSnapshot = SnapshotFrom<typeof lowFundsMachine>;
export const isLowFundsPromptOpen = (snapshot: LowFundsSnapshot) => snapshot.matches('prompting');
