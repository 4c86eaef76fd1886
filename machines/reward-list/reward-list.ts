// The rules of the player's reward list (platform-core §3 "Reward item", §4 reward statuses),
// as pure functions over plain data so that they are unit- and property-testable on their own.
// The machine (reward-list.machine.ts) only decides WHEN they apply.
//
// - The initial list holds Unclaimed and Scheduled entries (INITIAL_REWARD_STATUSES).
// - An entry is identified by rewardId + assignationId (the same reward can be assigned twice).
// - A live update: a Credited reward not in the list is ignored; a manual-claim reward not in
//   the list is added; otherwise the matching entry takes the new status and its loading flag
//   clears (an automatic-claim reward not in the list has no matching entry: nothing changes).
// - The list is unique by key and sorted by startsAt ascending; equal startsAt are ordered by
//   assignationId, then rewardId, so the order never depends on arrival order.
// - Only Credited entries can be removed.
//
// Every function returns a new array (or the same one when nothing changes) and never mutates.

/** platform-core §3 reward statuses, as spelt. */
export const REWARD_STATUSES = [
  'Credited',
  'Expired',
  'FailedProcessing',
  'Processing',
  'Removed',
  'Scheduled',
  'Unclaimed',
] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The statuses the initial list loads (the Rewards query's `statuses` argument). */
export const INITIAL_REWARD_STATUSES: readonly RewardStatus[] = ['Unclaimed', 'Scheduled'];

/** `manual`: the player claims it; anything else (`automatic`) is credited by the server. */
export type RewardClaimType = 'manual' | 'automatic';

/** The reward definition, as far as the list's rules need it. */
export interface Reward {
  rewardId: string;
  /** ISO 8601 date-time (the API's DateTime). */
  startsAt: string;
  claimType: RewardClaimType;
  /**
   * What the UI renders (name, amounts, game, expiry…), as the API sent it. The machine
   * carries it untouched and never reads it; keep it plain JSON data.
   */
  payload?: unknown;
}

/** One assignation of a reward to the player (the API's PlayerReward). */
export interface PlayerReward {
  reward: Reward;
  assignationId: string;
  status: RewardStatus;
}

/** The live `rewardUpdated` event (the API's RewardUpdate). */
export interface RewardUpdate {
  reward: Reward;
  status: RewardStatus;
  assignationId: string;
}

/** An entry of the local list: the player reward plus its claim state. */
export interface RewardEntry extends PlayerReward {
  /** A claim is running (the claim button shows a spinner and is disabled). */
  loading: boolean;
  /** Error code of the last failed claim (e.g. `RewardsBlocked`), until the next claim or status change. */
  error?: string;
}

/** What identifies an entry. */
export interface RewardKey {
  rewardId: string;
  assignationId: string;
}

export const keyOf = (entry: PlayerReward): RewardKey => ({
  rewardId: entry.reward.rewardId,
  assignationId: entry.assignationId,
});

export const matchesKey = (entry: PlayerReward, key: RewardKey): boolean =>
  entry.reward.rewardId === key.rewardId && entry.assignationId === key.assignationId;

export function findEntry(list: readonly RewardEntry[], key: RewardKey): RewardEntry | undefined {
  return list.find((entry) => matchesKey(entry, key));
}

/** Milliseconds since the epoch; an unparsable date sorts after every valid one. */
function startsAtTime(entry: PlayerReward): number {
  const time = Date.parse(entry.reward.startsAt);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Code-unit order: the same in every locale and runtime. */
const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** startsAt ascending, then assignationId, then rewardId. */
export function compareEntries(a: PlayerReward, b: PlayerReward): number {
  const ta = startsAtTime(a);
  const tb = startsAtTime(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return (
    compareStrings(a.assignationId, b.assignationId) ||
    compareStrings(a.reward.rewardId, b.reward.rewardId)
  );
}

export function sortEntries<T extends PlayerReward>(list: readonly T[]): T[] {
  return [...list].sort(compareEntries);
}

/** One entry per key; a later occurrence replaces an earlier one. Sorted. */
export function uniqueSorted<T extends PlayerReward>(list: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const entry of list) {
    const { rewardId, assignationId } = keyOf(entry);
    // JSON keeps the two ids apart whatever characters they hold.
    byKey.set(JSON.stringify([rewardId, assignationId]), entry);
  }
  return sortEntries([...byKey.values()]);
}

const toEntry = (reward: PlayerReward): RewardEntry => ({
  reward: reward.reward,
  assignationId: reward.assignationId,
  status: reward.status,
  loading: false,
});

/** Without the claim error (the key is dropped, not set to undefined). */
function withoutError(entry: RewardEntry): RewardEntry {
  if (entry.error === undefined) return entry;
  const { error: _error, ...rest } = entry;
  return rest;
}

/**
 * The list after the initial load (or a reload): the loaded Unclaimed and Scheduled entries,
 * unique and sorted. An entry of `current` with the same key keeps its claim state (loading,
 * error); a `current` entry whose claim is still running stays even if the load omits it, so
 * that the claim's result still has an entry to land on.
 */
export function mergeLoaded(
  current: readonly RewardEntry[],
  loaded: readonly PlayerReward[],
): RewardEntry[] {
  const initial = loaded.filter((reward) => INITIAL_REWARD_STATUSES.includes(reward.status));
  const fresh = uniqueSorted(initial.map(toEntry)).map((entry) => {
    const previous = findEntry(current, keyOf(entry));
    if (!previous) return entry;
    return previous.error === undefined
      ? { ...entry, loading: previous.loading }
      : { ...entry, loading: previous.loading, error: previous.error };
  });
  const claiming = current.filter(
    (entry) => entry.loading && !fresh.some((other) => matchesKey(other, keyOf(entry))),
  );
  return claiming.length === 0 ? fresh : sortEntries([...fresh, ...claiming]);
}

/** What a live update does to the list (platform-core §4). */
export type UpdateOutcome = 'ignored' | 'added' | 'updated';

export function updateOutcome(list: readonly RewardEntry[], update: RewardUpdate): UpdateOutcome {
  if (findEntry(list, keyOf(update))) return 'updated';
  if (update.status === 'Credited') return 'ignored';
  if (update.reward.claimType === 'manual') return 'added';
  return 'ignored';
}

/** Applies one live update (see the rules at the top of this file). */
export function applyUpdate(list: readonly RewardEntry[], update: RewardUpdate): RewardEntry[] {
  const key = keyOf(update);
  switch (updateOutcome(list, update)) {
    case 'ignored':
      return [...list];
    case 'added':
      return sortEntries([...list, toEntry(update)]);
    case 'updated':
      return list.map((entry) => {
        if (!matchesKey(entry, key)) return entry;
        // A new status ends what the claim error was about; a repeat of the same one does not.
        const kept = entry.status === update.status ? entry : withoutError(entry);
        return { ...kept, status: update.status, loading: false };
      });
  }
}

/** Applies updates in the order they arrived. */
export function applyUpdates(
  list: readonly RewardEntry[],
  updates: readonly RewardUpdate[],
): RewardEntry[] {
  return updates.reduce<RewardEntry[]>((acc, update) => applyUpdate(acc, update), [...list]);
}

/** Whether rewards.claim starts a claim: the entry is listed and no claim of it is running. */
export function canClaim(list: readonly RewardEntry[], key: RewardKey): boolean {
  const entry = findEntry(list, key);
  return entry !== undefined && !entry.loading;
}

/** A claim started: the loading flag is set and the previous claim error cleared. */
export function startClaim(list: readonly RewardEntry[], key: RewardKey): RewardEntry[] {
  return list.map((entry) =>
    matchesKey(entry, key) ? { ...withoutError(entry), loading: true } : entry,
  );
}

/** The claim succeeded: the entry takes the returned status and loading clears. */
export function settleClaim(
  list: readonly RewardEntry[],
  key: RewardKey,
  status: RewardStatus,
): RewardEntry[] {
  return list.map((entry) =>
    matchesKey(entry, key) ? { ...withoutError(entry), status, loading: false } : entry,
  );
}

/** The claim failed: loading clears and the error code stays on the entry for the UI. */
export function failClaim(
  list: readonly RewardEntry[],
  key: RewardKey,
  error: string,
): RewardEntry[] {
  return list.map((entry) =>
    matchesKey(entry, key) ? { ...entry, loading: false, error } : entry,
  );
}

/** Whether rewards.remove removes something: only a listed Credited entry. */
export function canRemove(list: readonly RewardEntry[], key: RewardKey): boolean {
  return findEntry(list, key)?.status === 'Credited';
}

/** Removes the entry if it is Credited; any other entry stays unchanged. */
export function removeCredited(list: readonly RewardEntry[], key: RewardKey): RewardEntry[] {
  return list.filter((entry) => !(matchesKey(entry, key) && entry.status === 'Credited'));
}

/** One change of the list, as the machine applies it (and logs it while a load is running). */
export type ListChange =
  | { kind: 'update'; update: RewardUpdate }
  | { kind: 'claim'; key: RewardKey }
  | { kind: 'claimSucceeded'; key: RewardKey; status: RewardStatus }
  | { kind: 'claimFailed'; key: RewardKey; error: string }
  | { kind: 'remove'; key: RewardKey };

export function applyChange(list: readonly RewardEntry[], change: ListChange): RewardEntry[] {
  switch (change.kind) {
    case 'update':
      return applyUpdate(list, change.update);
    case 'claim':
      return startClaim(list, change.key);
    case 'claimSucceeded':
      return settleClaim(list, change.key, change.status);
    case 'claimFailed':
      return failClaim(list, change.key, change.error);
    case 'remove':
      return removeCredited(list, change.key);
  }
}

/**
 * The list when a load finishes: the loaded entries (mergeLoaded) with every change made
 * while the load was running replayed in order, so that an update that arrived before the
 * load's answer is never lost, and one the answer already reflects changes nothing.
 */
export function completeLoad(
  current: readonly RewardEntry[],
  loaded: readonly PlayerReward[],
  changes: readonly ListChange[],
): RewardEntry[] {
  return changes.reduce<RewardEntry[]>(applyChange, mergeLoaded(current, loaded));
}

/** Keys whose claim was running in `before` and is not in `after` (settled, cleared or removed). */
export function endedClaims(
  before: readonly RewardEntry[],
  after: readonly RewardEntry[],
): RewardKey[] {
  return before
    .filter((entry) => entry.loading && !findEntry(after, keyOf(entry))?.loading)
    .map(keyOf);
}
