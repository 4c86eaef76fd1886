// The player's live reward list (platform-core §3 "Reward item", §4 reward statuses). The
// list rules are pure functions in reward-list.ts; this machine decides when they apply.
//
// - `idle`: no player; the list is empty and live updates are ignored.
// - `loading`: the named actor `loadRewards` fetches the initial list (Unclaimed and
//   Scheduled, `input.statuses`). `rewards.signIn` or `rewards.load` from `idle` starts it; `rewards.load` from
//   `ready` reloads (after a reconnect, say) while the list stays on screen.
// - `ready`: the list is loaded; live updates, claims and removals apply at once.
// - `failed`: the load failed (`error: 'REWARDS_UNAVAILABLE'`); `rewards.retry` (or `rewards.load`) loads again.
// - `rewards.signOut`, from any state: back to `idle`, the list cleared and running claims stopped.
//
// Updates while loading are never lost: while a load is running (or failed and waiting for a
// retry) every change — live update, claim start and result, removal — applies at once to the
// list shown AND is kept in `pendingChanges`; when the load answers, the list becomes the
// loaded one (entries already shown keep their claim state) with those changes replayed in
// arrival order. Applying only, without the replay, would lose e.g. a Credited update for a
// reward the load brings back as Unclaimed (a Credited reward not in the list is ignored);
// buffering only would hide a new manual reward until the load ends.
//
// Claims: `rewards.claim` sets the entry's loading flag and spawns one `claimReward` actor per claim
// (several run at once; a second rewards.claim of an entry whose claim is running is ignored). The
// actor reports `rewards.claimSucceeded` (the entry takes the returned status) or `rewards.claimFailed`
// (the error code stays on the entry) — build it with `fromClaimReward`. A claim actor runs
// exactly while its entry's loading flag is set: a live update that clears the flag, a
// removal or rewards.signOut stops it, and a result for an entry that is not loading is ignored.
// The machine does not judge claimability by status: the server answers with a typed error
// (RewardNotClaimable…), which lands on the entry.
//
// A reload keeps entries whose claim is running; other entries the load does not return (a
// Credited one the player has not removed yet) leave the list, as after a page reload.
//
// Events follow the machines' `domain.verb` convention (rewards.signIn, rewards.updated,
// rewards.claim…).
import { assign, enqueueActions, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import type { CallbackActorLogic, EventObject, SnapshotFrom } from 'xstate';
import {
  INITIAL_REWARD_STATUSES,
  applyChange,
  canClaim,
  canRemove,
  completeLoad,
  endedClaims,
  findEntry,
  keyOf,
} from './reward-list.ts';
import type {
  ListChange,
  PlayerReward,
  RewardEntry,
  RewardKey,
  RewardStatus,
  RewardUpdate,
} from './reward-list.ts';

export {
  INITIAL_REWARD_STATUSES,
  REWARD_STATUSES,
  compareEntries,
  findEntry,
  keyOf,
} from './reward-list.ts';
export type {
  ListChange,
  PlayerReward,
  Reward,
  RewardClaimType,
  RewardEntry,
  RewardKey,
  RewardStatus,
  RewardUpdate,
} from './reward-list.ts';

/** `error` of the context after a failed load. */
export const REWARDS_UNAVAILABLE = 'REWARDS_UNAVAILABLE';
/** Error code of a failed claim when the failure names none. */
export const CLAIM_FAILED = 'CLAIM_FAILED';

export interface RewardListContext {
  /** The list to render: unique by rewardId + assignationId, sorted by startsAt ascending. */
  rewards: RewardEntry[];
  /** REWARDS_UNAVAILABLE after a failed load; undefined otherwise. */
  error?: string;
  /**
   * Internal: the changes made since the running (or failed) load began, replayed onto its
   * answer; null when no load is outstanding. The UI never needs it.
   */
  pendingChanges: ListChange[] | null;
}

export interface LoadRewardsInput {
  /** Unclaimed and Scheduled (the Rewards query's `statuses`). */
  statuses: readonly RewardStatus[];
}

/** What one claim actor is given: the entry to claim (the mutation takes the assignationId). */
export type ClaimRewardInput = RewardKey;

export type RewardListEvent =
  | { type: 'rewards.signIn' }
  | { type: 'rewards.load' }
  | { type: 'rewards.signOut' }
  | { type: 'rewards.retry' }
  | { type: 'rewards.updated'; update: RewardUpdate }
  | { type: 'rewards.claim'; assignationId: string; rewardId: string }
  | { type: 'rewards.remove'; assignationId: string; rewardId: string }
  // Reported by the claim actors (fromClaimReward), not sent by the UI.
  | {
      type: 'rewards.claimSucceeded';
      assignationId: string;
      rewardId: string;
      reward: PlayerReward;
    }
  | { type: 'rewards.claimFailed'; assignationId: string; rewardId: string; error: string };

/** The spawned claim actor of an entry (one at a time per entry). */
export const claimActorId = (key: RewardKey): string =>
  `claim:${JSON.stringify([key.rewardId, key.assignationId])}`;

const keyOfEvent = (event: { assignationId: string; rewardId: string }): RewardKey => ({
  rewardId: event.rewardId,
  assignationId: event.assignationId,
});

/**
 * The error code of a failed claim, for the entry's `error`: a string as is, the `type` of the
 * app's ApiError (`data.type`: RewardsBlocked, RewardNotClaimable…), else `code`, `type` or
 * `extensions.type`; CLAIM_FAILED when there is none.
 */
export function claimErrorCode(error: unknown): string {
  if (typeof error === 'string') return error || CLAIM_FAILED;
  if (typeof error !== 'object' || error === null) return CLAIM_FAILED;
  const record = error as {
    data?: { type?: unknown };
    code?: unknown;
    type?: unknown;
    extensions?: { type?: unknown };
  };
  for (const candidate of [record.data?.type, record.code, record.type, record.extensions?.type]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return CLAIM_FAILED;
}

/**
 * The `claimReward` actor from a function that runs the claim mutation: it reports
 * rewards.claimSucceeded with the returned entry, or rewards.claimFailed with `claimErrorCode(error)`.
 * Stopped before the answer (the flag cleared meanwhile), it reports nothing.
 *
 *   rewardListMachine.provide({ actors: {
 *     loadRewards: fromPromise(({ input }) => fetchRewards(input.statuses)),
 *     claimReward: fromClaimReward(({ assignationId }) => claimMutation(assignationId)),
 *   } })
 */
export function fromClaimReward(
  claim: (input: ClaimRewardInput) => Promise<PlayerReward>,
): CallbackActorLogic<EventObject, ClaimRewardInput> {
  return fromCallback<EventObject, ClaimRewardInput>(({ input, sendBack }) => {
    let stopped = false;
    const key = keyOfEvent(input);
    // A synchronous throw of `claim` is a failed claim too.
    void Promise.resolve()
      .then(() => claim(key))
      .then(
        (reward) => {
          if (!stopped) sendBack({ type: 'rewards.claimSucceeded', ...key, reward });
        },
        (error: unknown) => {
          if (!stopped)
            sendBack({ type: 'rewards.claimFailed', ...key, error: claimErrorCode(error) });
        },
      );
    return () => {
      stopped = true;
    };
  });
}

export const rewardListMachine = setup({
  types: {
    context: {} as RewardListContext,
    events: {} as RewardListEvent,
  },
  actors: {
    /** Resolves with the player's entries of the given statuses. */
    loadRewards: fromPromise<PlayerReward[], LoadRewardsInput>(async () => {
      throw new Error('loadRewards is provided by src/app');
    }),
    /** One claim; build it with fromClaimReward. */
    claimReward: fromCallback<EventObject, ClaimRewardInput>(() => {
      throw new Error('claimReward is provided by src/app');
    }),
  },
  guards: {
    canClaim: ({ context, event }) =>
      event.type === 'rewards.claim' && canClaim(context.rewards, keyOfEvent(event)),
    canRemove: ({ context, event }) =>
      event.type === 'rewards.remove' && canRemove(context.rewards, keyOfEvent(event)),
    /** A result for an entry whose claim is running (anything else is stale). */
    isClaiming: ({ context, event }) =>
      (event.type === 'rewards.claimSucceeded' || event.type === 'rewards.claimFailed') &&
      findEntry(context.rewards, keyOfEvent(event))?.loading === true,
  },
  actions: {
    /**
     * Applies one change to the list, logs it while a load is outstanding, and stops the
     * claim actors whose entry is no longer loading.
     */
    change: enqueueActions(({ context, enqueue }, change: ListChange) => {
      const rewards = applyChange(context.rewards, change);
      enqueue.assign({
        rewards,
        pendingChanges: context.pendingChanges && [...context.pendingChanges, change],
      });
      for (const key of endedClaims(context.rewards, rewards)) {
        enqueue.stopChild(claimActorId(key));
      }
    }),
    spawnClaim: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'rewards.claim') return;
      const key = keyOfEvent(event);
      enqueue.spawnChild('claimReward', { id: claimActorId(key), input: key });
    }),
    completeLoad: enqueueActions(({ context, enqueue }, loaded: PlayerReward[]) => {
      const rewards = completeLoad(context.rewards, loaded, context.pendingChanges ?? []);
      enqueue.assign({ rewards, pendingChanges: null, error: undefined });
      for (const key of endedClaims(context.rewards, rewards)) {
        enqueue.stopChild(claimActorId(key));
      }
    }),
    clear: enqueueActions(({ context, enqueue }) => {
      for (const entry of context.rewards) {
        if (entry.loading) enqueue.stopChild(claimActorId(keyOf(entry)));
      }
      enqueue.assign({ rewards: [], pendingChanges: null, error: undefined });
    }),
  },
}).createMachine({
  id: 'rewardList',
  context: { rewards: [], pendingChanges: null, error: undefined },
  initial: 'idle',
  on: {
    'rewards.signOut': { target: '.idle', actions: 'clear' },
    // Live updates apply in every state but idle (no player: nothing to merge into).
    'rewards.updated': {
      guard: not(stateIn('idle')),
      actions: {
        type: 'change',
        params: ({ event }) => ({ kind: 'update', update: event.update }),
      },
    },
    // The list is empty in idle, so these guards hold only in loading, ready and failed.
    'rewards.claim': {
      guard: 'canClaim',
      actions: [
        {
          type: 'change',
          params: ({ event }) => ({ kind: 'claim', key: keyOfEvent(event) }),
        },
        'spawnClaim',
      ],
    },
    'rewards.claimSucceeded': {
      guard: 'isClaiming',
      actions: {
        type: 'change',
        params: ({ event }) => ({
          kind: 'claimSucceeded',
          key: keyOfEvent(event),
          status: event.reward.status,
        }),
      },
    },
    'rewards.claimFailed': {
      guard: 'isClaiming',
      actions: {
        type: 'change',
        params: ({ event }) => ({
          kind: 'claimFailed',
          key: keyOfEvent(event),
          error: event.error,
        }),
      },
    },
    'rewards.remove': {
      guard: 'canRemove',
      actions: {
        type: 'change',
        params: ({ event }) => ({ kind: 'remove', key: keyOfEvent(event) }),
      },
    },
  },
  states: {
    idle: {
      on: { 'rewards.signIn': 'loading', 'rewards.load': 'loading' },
    },
    loading: {
      // From idle or ready a new log starts; after a failure the log of the failed load goes on.
      entry: assign({
        pendingChanges: ({ context }) => context.pendingChanges ?? [],
        error: undefined,
      }),
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: { statuses: INITIAL_REWARD_STATUSES },
        onDone: {
          target: 'ready',
          actions: { type: 'completeLoad', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: assign({ error: REWARDS_UNAVAILABLE }) },
      },
    },
    ready: {
      on: { 'rewards.load': 'loading' },
    },
    failed: {
      on: { 'rewards.retry': 'loading', 'rewards.load': 'loading' },
    },
  },
});

export type RewardListSnapshot = SnapshotFrom<typeof rewardListMachine>;
export type RewardListState = 'idle' | 'loading' | 'ready' | 'failed';

/** The list to render. */
export const selectRewards = (snapshot: RewardListSnapshot): readonly RewardEntry[] =>
  snapshot.context.rewards;

export const selectRewardListState = (snapshot: RewardListSnapshot): RewardListState =>
  snapshot.value as RewardListState;

/** REWARDS_UNAVAILABLE after a failed load, else undefined. */
export const selectRewardListError = (snapshot: RewardListSnapshot): string | undefined =>
  snapshot.context.error;
