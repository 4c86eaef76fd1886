// The low-funds rule over whole rounds (platform-core §4, §9: no prompt after a
// winning spin that left the balance above twice the bet). Path tests walk every state and
// transition; the cases below replay the rounds a player sees, on a live actor and a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  isLowFundsPromptOpen,
  LOW_FUNDS_SETTLE_MS,
  lowFundsMachine,
  type LowFundsCheck,
} from '../../machines/low-funds/low-funds.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { LOW_BET, lowFundsPaths } from './low-funds.paths.ts';

describeMachinePaths('low funds (rounds)', lowFundsPaths.machine, lowFundsPaths.options);

function start() {
  const effects: string[] = [];
  const actor = createActor(
    lowFundsMachine.provide({
      actions: {
        openQuickDeposit: () => effects.push('quick-deposit'),
        setDepositDialogFlag: () => effects.push('flag'),
      },
    }),
  ).start();
  const open = () => isLowFundsPromptOpen(actor.getSnapshot());
  const bet = (check: Partial<LowFundsCheck> = {}) =>
    actor.send({ type: 'lowFunds.check', ...LOW_BET, ...check });
  const win = (balance: number, bonusBalance = 0) =>
    actor.send({ type: 'lowFunds.balance', balance, bonusBalance, settlesRound: true });
  const credit = (balance: number) =>
    actor.send({ type: 'lowFunds.balance', balance, bonusBalance: 0, settlesRound: false });
  return { actor, effects, open, bet, win, credit };
}

describe('low-funds rule over a round', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a winning spin that leaves the balance above twice the bet never prompts', () => {
    const { open, bet, win } = start();
    bet(); // €1 bet leaves €1.50
    win(550); // the spin paid €4
    expect(open()).toBe(false);
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS * 2);
    expect(open()).toBe(false);
  });

  it('a lost round prompts once the window for its win has passed', () => {
    const { open, bet } = start();
    bet();
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS - 1);
    expect(open()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(open()).toBe(true);
  });

  it('a small win that still leaves the balance at most twice the bet prompts at once', () => {
    const { open, bet, win } = start();
    bet();
    win(200); // exactly the threshold: ≤ prompts
    expect(open()).toBe(true);
  });

  it('the threshold is twice the last bet, not the first', () => {
    const { open, bet } = start();
    bet({ lastBet: 50, balance: 150 }); // 150 > 100
    bet({ lastBet: 100, balance: 150 }); // autoplay: the next bet replaces it; 150 ≤ 200
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
    expect(open()).toBe(true);
  });

  it('the next bet restarts the window: autoplay is judged on its last round', () => {
    const { open, bet, win } = start();
    bet();
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS - 100);
    bet({ balance: 100 });
    vi.advanceTimersByTime(200);
    expect(open()).toBe(false);
    win(900);
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
    expect(open()).toBe(false);
  });

  it('a deposit while the round settles is counted', () => {
    const { open, bet, credit } = start();
    bet();
    credit(5_150);
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
    expect(open()).toBe(false);
  });

  it('counts the bonus balance only for a game with bonus enabled', () => {
    const withBonus = start();
    withBonus.bet({ bonusBalance: 1_000, gameHasBonus: true });
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
    expect(withBonus.open()).toBe(false);
    const without = start();
    without.bet({ bonusBalance: 1_000, gameHasBonus: false });
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
    expect(without.open()).toBe(true);
  });

  it.each([['depositDialogFlag'], ['dialogOpen'], ['sportsPath']] as const)(
    'is skipped with %s',
    (flag) => {
      const { open, bet } = start();
      bet({ [flag]: true });
      vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
      expect(open()).toBe(false);
    },
  );

  it('an open prompt closes by itself when a later win lifts the balance above, without the flag', () => {
    const { open, bet, win, effects } = start();
    bet();
    vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS); // a table game: the win comes after decisions
    expect(open()).toBe(true);
    win(180); // still low: stays
    expect(open()).toBe(true);
    win(900);
    expect(open()).toBe(false);
    expect(effects).toEqual([]);
  });

  it('Yes opens the quick deposit; Go back and dismissing set the flag', () => {
    for (const [event, effect] of [
      ['lowFunds.yes', 'quick-deposit'],
      ['lowFunds.goBack', 'flag'],
      ['lowFunds.dismiss', 'flag'],
    ] as const) {
      const { actor, open, bet, effects } = start();
      bet();
      vi.advanceTimersByTime(LOW_FUNDS_SETTLE_MS);
      actor.send({ type: event });
      expect(open()).toBe(false);
      expect(effects).toEqual([effect]);
      expect(actor.getSnapshot().context.check).toBeNull();
    }
  });
});
