// Fixtures that reach every state and transition of the reward list: a load of one manual
// Unclaimed and one automatic Scheduled reward (or a failure), live updates that match, add or
// are ignored, a claim of the manual reward that succeeds or fails, and removals. The claim
// actors' reports (`rewards.claimSucceeded` / `rewards.claimFailed`) are path events here: the spawned claim
// stub never answers by itself.
import { fromCallback } from 'xstate';
import type { EventObject } from 'xstate';
import {
  rewardListMachine,
  type ClaimRewardInput,
  type PlayerReward,
  type Reward,
  type RewardListEvent,
  type RewardStatus,
} from '../../machines/reward-list/reward-list.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const reward = (rewardId: string, startsAt: string, claimType: Reward['claimType']): Reward => ({
  rewardId,
  startsAt,
  claimType,
  payload: { name: `Reward ${rewardId}` },
});

/** Manual, Unclaimed: the one the player claims. */
const moneyDrop = reward('r1', '2025-01-02T10:00:00.000Z', 'manual');
/** Automatic, Scheduled: credited by the server when it starts. */
const scheduled = reward('r2', '2025-01-01T10:00:00.000Z', 'automatic');
/** Manual, not loaded: arrives live. */
const freeSpins = reward('r3', '2025-01-03T10:00:00.000Z', 'manual');
/** Never in the list. */
const unknown = reward('r9', '2025-01-04T10:00:00.000Z', 'manual');

const entry = (of: Reward, assignationId: string, status: RewardStatus): PlayerReward => ({
  assignationId,
  status,
  reward: of,
});

export const initialRewards: PlayerReward[] = [
  entry(moneyDrop, 'a1', 'Unclaimed'),
  entry(scheduled, 'a2', 'Scheduled'),
];

const updated = (
  of: Reward,
  assignationId: string,
  status: RewardStatus,
): Extract<RewardListEvent, { type: 'rewards.updated' }> => ({
  type: 'rewards.updated',
  // Ids and status first: the path titles show the start of the payload.
  update: { assignationId, status, reward: of },
});

const claimed = { assignationId: 'a1', rewardId: 'r1' } as const;

/** Events that change the list: while a load is running each one is also logged for replay. */
const LIST_CHANGES = new Set<string>([
  'rewards.updated',
  'rewards.claim',
  'rewards.claimSucceeded',
  'rewards.claimFailed',
  'rewards.remove',
]);

export const rewardListPaths = machinePathEntry(
  'Reward list: load (retry), live merge by rewardId + assignationId, claim, remove Credited, sign out',
  rewardListMachine,
  {
    events: {
      'rewards.updated': [
        updated(moneyDrop, 'a1', 'Credited'),
        updated(scheduled, 'a2', 'Unclaimed'),
        updated(freeSpins, 'a3', 'Unclaimed'),
        updated(unknown, 'a9', 'Credited'),
      ],
      'rewards.claim': [{ type: 'rewards.claim', ...claimed }],
      'rewards.claimSucceeded': [
        { type: 'rewards.claimSucceeded', ...claimed, reward: entry(moneyDrop, 'a1', 'Credited') },
      ],
      'rewards.claimFailed': [{ type: 'rewards.claimFailed', ...claimed, error: 'RewardsBlocked' }],
      'rewards.remove': [
        { type: 'rewards.remove', ...claimed },
        { type: 'rewards.remove', assignationId: 'a2', rewardId: 'r2' },
      ],
    },
    outputs: { loadRewards: [initialRewards] },
    errors: { loadRewards: ['network down'] },
    // Claims are spawned, not invoked: a stub that never answers, the answer is a path event.
    provide: {
      actors: { claimReward: fromCallback<EventObject, ClaimRewardInput>(() => () => {}) },
    },
    // While a load is outstanding every change is logged; one logged change per load is
    // enough to reach the replay and keeps the graph finite.
    filterEvents: (state, event) =>
      !(LIST_CHANGES.has(event.type) && (state.context.pendingChanges?.length ?? 0) >= 1),
    compareContext: (context) => context,
    kinds: ['shortest', 'transition'],
  },
);
