// The player's live reward list (platform-core §3 "Reward item", §4 reward statuses). The
// list rules are pure functions in reward-list.ts; this machine decides when they apply.
//
// - `idle`: no player; the list is empty and live updates are ignored.
// - `loading`: the named actor `loadRewards` fetches the initial list (Unclaimed and
//   Scheduled, `input.statuses`). `SIGN_IN` or `LOAD` from `idle` starts it; `LOAD` from
//   `ready` reloads (after a reconnect, say) while the list stays on screen.
// - `ready`: the list is loaded; live updates, claims and removals apply at once.
// - `failed`: the load failed (`error: 'REWARDS_UNAVAILABLE'`); `RETRY` (or `LOAD`) loads again.
// - `SIGN_OUT`, from any state: back to `idle`, the list cleared and running claims stopped.
//
// Updates while loading are never lost: while a load is running (or failed and waiting for a
// retry) every change — live update, claim start and result, removal — applies at once to the
// list shown AND is kept in `pendingChanges`; when the load answers, the list becomes the
// loaded one (entries already shown keep their claim state) with those changes replayed in
// arrival order. Applying only, without the replay, would lose e.g. a Credited update for a
// reward the load brings back as Unclaimed (a Credited reward not in the list is ignored);
// buffering only would hide a new manual reward until the load ends.
//
// Claims: `CLAIM` sets the entry's loading flag and spawns one `claimReward` actor per claim
// (several run at once; a second CLAIM of an entry whose claim is running is ignored). The
// actor reports `CLAIM_SUCCEEDED` (the entry takes the returned status) or `CLAIM_FAILED`
// (the error code stays on the entry) — build it with `fromClaimReward`. A claim actor runs
// exactly while its entry's loading flag is set: a live update that clears the flag, a
// removal or SIGN_OUT stops it, and a result for an entry that is not loading is ignored.
// The machine does not judge claimability by status: the server answers with a typed error
// (RewardNotClaimable…), which lands on the entry.
//
// A reload keeps entries whose claim is running; other entries the load does not return (a
// Credited one the player has not removed yet) leave the list, as after a page reload.
//
// Event names (SIGN_IN, REWARD_UPDATED, CLAIM…) are the API agreed with the reward pages in
// issue #7, not the `domain.verb` convention of the other machines.
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
  | { type: 'SIGN_IN' }
  | { type: 'LOAD' }
  | { type: 'SIGN_OUT' }
  | { type: 'RETRY' }
  | { type: 'REWARD_UPDATED'; update: RewardUpdate }
  | { type: 'CLAIM'; assignationId: string; rewardId: string }
  | { type: 'REMOVE'; assignationId: string; rewardId: string }
  // Reported by the claim actors (fromClaimReward), not sent by the UI.
  | { type: 'CLAIM_SUCCEEDED'; assignationId: string; rewardId: string; reward: PlayerReward }
  | { type: 'CLAIM_FAILED'; assignationId: string; rewardId: string; error: string };

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
 * CLAIM_SUCCEEDED with the returned entry, or CLAIM_FAILED with `claimErrorCode(error)`.
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
          if (!stopped) sendBack({ type: 'CLAIM_SUCCEEDED', ...key, reward });
        },
        (error: unknown) => {
          if (!stopped) sendBack({ type: 'CLAIM_FAILED', ...key, error: claimErrorCode(error) });
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
      event.type === 'CLAIM' && canClaim(context.rewards, keyOfEvent(event)),
    canRemove: ({ context, event }) =>
      event.type === 'REMOVE' && canRemove(context.rewards, keyOfEvent(event)),
    /** A result for an entry whose claim is running (anything else is stale). */
    isClaiming: ({ context, event }) =>
      (event.type === 'CLAIM_SUCCEEDED' || event.type === 'CLAIM_FAILED') &&
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
      if (event.type !== 'CLAIM') return;
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
    SIGN_OUT: { target: '.idle', actions: 'clear' },
    // Live updates apply in every state but idle (no player: nothing to merge into).
    REWARD_UPDATED: {
      guard: not(stateIn('idle')),
      actions: {
        type: 'change',
        params: ({ event }) => ({ kind: 'update', update: event.update }),
      },
    },
    // The list is empty in idle, so these guards hold only in loading, ready and failed.
    CLAIM: {
      guard: 'canClaim',
      actions: [
        {
          type: 'change',
          params: ({ event }) => ({ kind: 'claim', key: keyOfEvent(event) }),
        },
        'spawnClaim',
      ],
    },
    CLAIM_SUCCEEDED: {
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
    CLAIM_FAILED: {
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
    REMOVE: {
      guard: 'canRemove',
      actions: {
        type: 'change',
        params: ({ event }) => ({ kind: 'remove', key: keyOfEvent(event) }),
      },
    },
  },
  states: {
    idle: {
      on: { SIGN_IN: 'loading', LOAD: 'loading' },
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
      on: { LOAD: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading', LOAD: 'loading' },
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
