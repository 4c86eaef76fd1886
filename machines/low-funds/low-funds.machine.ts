// The low-funds prompt (platform-core §4, §9): after a casino bet the player may be asked to
// deposit. The prompt is skipped when the deposit dialog flag is set (the player already
// said "go back"), when the balance — plus the bonus balance if the game plays with bonus
// money — is more than twice the last bet, when a dialog is open, or on the sports path.
// It offers Yes (open the quick-deposit dialog) or Go back; going back or dismissing sets
// the deposit dialog flag (cookie `displayWantToDepositDialog`).
//
// Games: a bet is only half a round. The wallet announces the bet (balance after the
// stake) and, for a winning round, the win a moment later; judging the bet alone prompted
// after winning spins. So a bet opens a short `settling` window: the round's win (or its
// rollback) ends it at once with the balance after the win, a lost round (no win is
// announced) ends it when the window runs out, and any other credit in between (a deposit, a
// reward) updates the balance it is judged on. A prompt already showing closes by itself when
// a later win or credit lifts the balance above the threshold (a table game's win can come
// long after its bet), without setting the flag: the player never said no.
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export const LOW_FUNDS_FACTOR = 2;

export { DEPOSIT_DIALOG_FLAG_COOKIE } from './deposit-dialog-flag.ts';

/** How long a bet waits for its round's win before the rule judges it (ms). */
export const LOW_FUNDS_SETTLE_MS = 1_500;

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
  return isBelowThreshold(check);
}

/** The money rule alone: balance (+ bonus for a bonus game) at most twice the last bet. */
export function isBelowThreshold(
  check: Pick<LowFundsCheck, 'balance' | 'bonusBalance' | 'lastBet' | 'gameHasBonus'>,
): boolean {
  const available = check.balance + (check.gameHasBonus ? check.bonusBalance : 0);
  return available <= LOW_FUNDS_FACTOR * check.lastBet;
}

export interface LowFundsBalance {
  /** Minor units, after the update. */
  balance: number;
  bonusBalance: number;
  /** The update settles the open round (a casino win or rollback). */
  settlesRound: boolean;
}

export type LowFundsEvent =
  /** A casino bet, with what the page knows at that moment. */
  | ({ type: 'lowFunds.check' } & LowFundsCheck)
  /** Any other balance update (win, rollback, deposit, reward…). */
  | ({ type: 'lowFunds.balance' } & LowFundsBalance)
  | { type: 'lowFunds.yes' }
  | { type: 'lowFunds.goBack' }
  | { type: 'lowFunds.dismiss' };

export interface LowFundsContext {
  /** The bet being judged, with the latest balance seen since. */
  check: LowFundsCheck | null;
}

export const lowFundsMachine = setup({
  types: { context: {} as LowFundsContext, events: {} as LowFundsEvent },
  actions: {
    openQuickDeposit: () => {
      throw new Error('openQuickDeposit is provided by src/app');
    },
    setDepositDialogFlag: () => {
      throw new Error('setDepositDialogFlag is provided by src/app');
    },
    rememberBet: assign(({ event }) =>
      event.type === 'lowFunds.check' ? { check: withoutType(event) } : {},
    ),
    updateBalance: assign(({ context, event }) =>
      event.type === 'lowFunds.balance' && context.check
        ? {
            check: { ...context.check, balance: event.balance, bonusBalance: event.bonusBalance },
          }
        : {},
    ),
    forget: assign({ check: null }),
  },
  guards: {
    promptDue: ({ context }) => context.check !== null && shouldPromptLowFunds(context.check),
    settlesRound: ({ event }) => event.type === 'lowFunds.balance' && event.settlesRound,
    // The prompt's reason is gone: the balance after this update is above the threshold.
    fundsRecovered: ({ context, event }) =>
      event.type === 'lowFunds.balance' &&
      context.check !== null &&
      !isBelowThreshold({ ...context.check, ...event }),
  },
  delays: { roundSettles: LOW_FUNDS_SETTLE_MS },
}).createMachine({
  id: 'lowFunds',
  context: { check: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'lowFunds.check': { target: 'settling', actions: 'rememberBet' } },
    },
    settling: {
      after: { roundSettles: 'deciding' },
      on: {
        // Autoplay: the next bet replaces this one and waits again for its own round.
        'lowFunds.check': { target: 'settling', reenter: true, actions: 'rememberBet' },
        'lowFunds.balance': [
          { guard: 'settlesRound', target: 'deciding', actions: 'updateBalance' },
          { actions: 'updateBalance' },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'promptDue', target: 'prompting' },
        // The judged bet stays in the context (the inspector shows why nothing was asked).
        { target: 'idle' },
      ],
    },
    prompting: {
      on: {
        'lowFunds.yes': { target: 'idle', actions: ['openQuickDeposit', 'forget'] },
        'lowFunds.goBack': { target: 'idle', actions: ['setDepositDialogFlag', 'forget'] },
        'lowFunds.dismiss': { target: 'idle', actions: ['setDepositDialogFlag', 'forget'] },
        'lowFunds.balance': { guard: 'fundsRecovered', target: 'idle', actions: 'forget' },
      },
    },
  },
});

function withoutType({
  type: _type,
  ...check
}: Extract<LowFundsEvent, { type: 'lowFunds.check' }>) {
  return check;
}

export type LowFundsSnapshot = SnapshotFrom<typeof lowFundsMachine>;
export const isLowFundsPromptOpen = (snapshot: LowFundsSnapshot) => snapshot.matches('prompting');
