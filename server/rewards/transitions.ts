// The allowed changes of an assignation's status, as a table: anything else is refused with
// InvalidRewardTransition. The scheduler's SQL takes its "from" lists from here (sourcesOf), so
// the job and the table cannot disagree.
//
// Processing has no edge: a claim locks the assignation, credits and marks it Credited in one
// transaction, so no other transaction could ever see a Processing row. The value stays in the
// contract's enum (platform-core §3).
import { rewardError } from './errors.ts';
import type { RewardStatus } from './model.ts';

export type RewardEvent = 'start' | 'claim' | 'expire' | 'remove' | 'fail';

export interface RewardTransition {
  from: RewardStatus;
  to: RewardStatus;
  event: RewardEvent;
  /** Who does it, for the decision record and the tests. */
  by: 'scheduler' | 'player' | 'operator';
}

export const REWARD_TRANSITIONS: readonly RewardTransition[] = [
  { from: 'Scheduled', to: 'Unclaimed', event: 'start', by: 'scheduler' },
  { from: 'Scheduled', to: 'Expired', event: 'expire', by: 'scheduler' },
  { from: 'Scheduled', to: 'Removed', event: 'remove', by: 'operator' },
  { from: 'Unclaimed', to: 'Credited', event: 'claim', by: 'player' },
  { from: 'Unclaimed', to: 'Expired', event: 'expire', by: 'scheduler' },
  { from: 'Unclaimed', to: 'Removed', event: 'remove', by: 'operator' },
  // An automatic claim whose crediting failed; the player (or the next pass) may claim it again.
  { from: 'Unclaimed', to: 'FailedProcessing', event: 'fail', by: 'scheduler' },
  { from: 'FailedProcessing', to: 'Credited', event: 'claim', by: 'player' },
  { from: 'FailedProcessing', to: 'Expired', event: 'expire', by: 'scheduler' },
  { from: 'FailedProcessing', to: 'Removed', event: 'remove', by: 'operator' },
];

export function findRewardTransition(
  from: RewardStatus,
  to: RewardStatus,
): RewardTransition | undefined {
  return REWARD_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

export function assertRewardTransition(from: RewardStatus, to: RewardStatus): void {
  if (!findRewardTransition(from, to)) {
    throw rewardError('InvalidRewardTransition', `A ${from} reward cannot become ${to}.`, {
      from,
      to,
    });
  }
}

/** The statuses that may change to `to`. */
export function sourcesOf(to: RewardStatus): RewardStatus[] {
  return REWARD_TRANSITIONS.filter((t) => t.to === to).map((t) => t.from);
}
