import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CLAIM_FAILED,
  REWARDS_UNAVAILABLE,
  claimActorId,
  claimErrorCode,
  fromClaimReward,
  rewardListMachine,
  selectRewardListError,
  selectRewardListState,
  selectRewards,
  type PlayerReward,
  type Reward,
  type RewardListEvent,
  type RewardStatus,
} from '../../machines/reward-list/reward-list.machine.ts';
import {
  INITIAL_REWARD_STATUSES,
  applyUpdate,
  applyUpdates,
  compareEntries,
  completeLoad,
  endedClaims,
  failClaim,
  mergeLoaded,
  removeCredited,
  settleClaim,
  sortEntries,
  startClaim,
  uniqueSorted,
  updateOutcome,
  type RewardEntry,
  type RewardUpdate,
} from '../../machines/reward-list/reward-list.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { rewardListPaths } from './reward-list.paths.ts';

describeMachinePaths('reward list', rewardListPaths.machine, rewardListPaths.options);

// ---------------------------------------------------------------------------------------------
// Fixtures

const reward = (
  rewardId: string,
  startsAt: string,
  claimType: Reward['claimType'] = 'manual',
): Reward => ({ rewardId, startsAt, claimType, payload: { name: rewardId } });

const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;

const player = (
  rewardId: string,
  assignationId: string,
  status: RewardStatus,
  startsAt = day(1),
  claimType: Reward['claimType'] = 'manual',
): PlayerReward => ({ reward: reward(rewardId, startsAt, claimType), assignationId, status });

const entry = (of: PlayerReward, extra: Partial<RewardEntry> = {}): RewardEntry => ({
  ...of,
  loading: false,
  ...extra,
});

const update = (of: PlayerReward, status: RewardStatus): RewardUpdate => ({
  reward: of.reward,
  assignationId: of.assignationId,
  status,
});

const ids = (list: readonly RewardEntry[]) =>
  list.map((e) => `${e.reward.rewardId}/${e.assignationId}:${e.status}${e.loading ? '*' : ''}`);

const key = (of: PlayerReward) => ({
  rewardId: of.reward.rewardId,
  assignationId: of.assignationId,
});

// ---------------------------------------------------------------------------------------------
// The pure rules (platform-core §4)

describe('reward list rules', () => {
  const early = player('r1', 'a1', 'Unclaimed', day(1));
  const late = player('r2', 'a2', 'Scheduled', day(5));

  describe('initial list', () => {
    it('loads Unclaimed and Scheduled entries only', () => {
      expect(INITIAL_REWARD_STATUSES).toEqual(['Unclaimed', 'Scheduled']);
      const loaded = [
        early,
        late,
        player('r3', 'a3', 'Credited'),
        player('r4', 'a4', 'Expired'),
        player('r5', 'a5', 'Processing'),
      ];
      expect(ids(mergeLoaded([], loaded))).toEqual(['r1/a1:Unclaimed', 'r2/a2:Scheduled']);
    });

    it('is unique by rewardId + assignationId (a later duplicate wins) and sorted', () => {
      const loaded = [
        late,
        early,
        { ...early, status: 'Scheduled' as const },
        // Same reward, other assignation; same assignation id, other reward: both distinct.
        player('r1', 'a9', 'Unclaimed', day(3)),
        player('r8', 'a1', 'Unclaimed', day(2)),
      ];
      expect(ids(mergeLoaded([], loaded))).toEqual([
        'r1/a1:Scheduled',
        'r8/a1:Unclaimed',
        'r1/a9:Unclaimed',
        'r2/a2:Scheduled',
      ]);
    });

    it('keeps the claim state of entries already shown, and running claims the load omits', () => {
      const current = [
        entry(early, { loading: true }),
        entry(late, { error: 'RewardsBlocked' }),
        entry(player('r7', 'a7', 'Unclaimed', day(9)), { loading: true }),
        entry(player('r6', 'a6', 'Credited', day(8))),
      ];
      const merged = mergeLoaded(current, [early, late]);
      expect(merged).toEqual([
        entry(early, { loading: true }),
        entry(late, { error: 'RewardsBlocked' }),
        entry(player('r7', 'a7', 'Unclaimed', day(9)), { loading: true }),
      ]);
    });
  });

  describe('sort order', () => {
    it('is startsAt ascending, whatever the offset in which the date is written', () => {
      const a = player('r1', 'a1', 'Unclaimed', '2025-01-01T12:00:00+02:00'); // 10:00Z
      const b = player('r2', 'a2', 'Unclaimed', '2025-01-01T11:00:00Z');
      const c = player('r3', 'a3', 'Unclaimed', '2025-01-01T09:00:00Z');
      expect(sortEntries([b, a, c]).map((e) => e.assignationId)).toEqual(['a3', 'a1', 'a2']);
    });

    it('breaks ties by assignationId then rewardId, so arrival order never matters', () => {
      const list = [
        player('r2', 'b', 'Unclaimed'),
        player('r1', 'b', 'Unclaimed'),
        player('r9', 'a', 'Unclaimed'),
      ];
      const sorted = sortEntries(list).map((e) => `${e.assignationId}/${e.reward.rewardId}`);
      expect(sorted).toEqual(['a/r9', 'b/r1', 'b/r2']);
      expect(sortEntries([...list].reverse())).toEqual(sortEntries(list));
    });

    it('puts an unparsable startsAt last', () => {
      const bad = player('r1', 'a1', 'Unclaimed', 'not a date');
      const good = player('r2', 'a2', 'Unclaimed', day(30));
      expect(compareEntries(bad, good)).toBeGreaterThan(0);
      expect(uniqueSorted([bad, good]).map((e) => e.assignationId)).toEqual(['a2', 'a1']);
    });
  });

  describe('live update', () => {
    const list = mergeLoaded([], [early, late]);

    it('ignores a Credited reward that is not in the list (even a manual one)', () => {
      const stranger = player('r9', 'a9', 'Unclaimed', day(2), 'manual');
      expect(updateOutcome(list, update(stranger, 'Credited'))).toBe('ignored');
      expect(applyUpdate(list, update(stranger, 'Credited'))).toEqual(list);
    });

    it('adds a manual-claim reward that is not in the list, in startsAt order', () => {
      const fresh = player('r3', 'a3', 'Unclaimed', day(3), 'manual');
      expect(updateOutcome(list, update(fresh, 'Unclaimed'))).toBe('added');
      expect(ids(applyUpdate(list, update(fresh, 'Unclaimed')))).toEqual([
        'r1/a1:Unclaimed',
        'r3/a3:Unclaimed',
        'r2/a2:Scheduled',
      ]);
      // Scheduled manual rewards are added too.
      expect(ids(applyUpdate(list, update(fresh, 'Scheduled')))).toContain('r3/a3:Scheduled');
    });

    it('ignores an automatic-claim reward that is not in the list (no matching entry)', () => {
      const automatic = player('r4', 'a4', 'Unclaimed', day(2), 'automatic');
      expect(updateOutcome(list, update(automatic, 'Unclaimed'))).toBe('ignored');
      expect(applyUpdate(list, update(automatic, 'Unclaimed'))).toEqual(list);
    });

    it('gives the matching entry the new status and clears its loading flag', () => {
      const claiming = startClaim(list, key(early));
      expect(ids(claiming)).toEqual(['r1/a1:Unclaimed*', 'r2/a2:Scheduled']);
      const after = applyUpdate(claiming, update(early, 'Credited'));
      expect(ids(after)).toEqual(['r1/a1:Credited', 'r2/a2:Scheduled']);
      // Automatic entries in the list match too (Scheduled → Unclaimed when it starts).
      expect(ids(applyUpdate(list, update(late, 'Unclaimed')))).toContain('r2/a2:Unclaimed');
    });

    it('matches on rewardId AND assignationId', () => {
      const sameReward = update(player('r1', 'a2', 'Unclaimed', day(1), 'automatic'), 'Credited');
      const sameAssignation = update(
        player('r2', 'a1', 'Unclaimed', day(1), 'automatic'),
        'Credited',
      );
      expect(applyUpdate(list, sameReward)).toEqual(list);
      expect(applyUpdate(list, sameAssignation)).toEqual(list);
    });

    it('keeps the payload of the listed entry and only takes the status', () => {
      const renamed: RewardUpdate = {
        ...update(early, 'Processing'),
        reward: { ...early.reward, payload: { name: 'other' } },
      };
      expect(applyUpdate(list, renamed)[0]?.reward.payload).toEqual({ name: 'r1' });
    });

    it('drops a claim error when the status changes, keeps it on a repeat of the same status', () => {
      const failed = failClaim(list, key(early), 'RewardsBlocked');
      expect(applyUpdate(failed, update(early, 'Unclaimed'))[0]?.error).toBe('RewardsBlocked');
      expect(applyUpdate(failed, update(early, 'Expired'))[0]).not.toHaveProperty('error');
    });

    it('applies updates in arrival order', () => {
      const steps = [update(early, 'Processing'), update(early, 'Credited')];
      expect(ids(applyUpdates(list, steps))[0]).toBe('r1/a1:Credited');
      expect(ids(applyUpdates(list, [...steps].reverse()))[0]).toBe('r1/a1:Processing');
    });
  });

  describe('claim', () => {
    const list = mergeLoaded([], [early, late]);

    it('sets the loading flag and clears the previous error', () => {
      const failed = failClaim(startClaim(list, key(early)), key(early), 'RewardsBlocked');
      expect(failed[0]).toEqual(entry(early, { error: 'RewardsBlocked' }));
      expect(startClaim(failed, key(early))[0]).toEqual(entry(early, { loading: true }));
    });

    it('success: the entry takes the returned status and loading clears', () => {
      const done = settleClaim(startClaim(list, key(early)), key(early), 'Credited');
      expect(done[0]).toEqual(entry({ ...early, status: 'Credited' }));
    });

    it('failure: loading clears and the error code stays on the entry', () => {
      const failed = failClaim(startClaim(list, key(early)), key(early), 'RewardsBlocked');
      expect(failed[0]).toEqual(entry(early, { error: 'RewardsBlocked' }));
      expect(failed[1]).toEqual(list[1]);
    });

    it('names the claims that ended between two lists', () => {
      const claiming = startClaim(startClaim(list, key(early)), key(late));
      const settled = settleClaim(claiming, key(late), 'Credited');
      expect(endedClaims(claiming, settled)).toEqual([key(late)]);
      expect(endedClaims(claiming, [])).toEqual([key(early), key(late)]);
      expect(endedClaims(list, claiming)).toEqual([]);
    });
  });

  describe('remove', () => {
    it('removes a Credited entry only; others stay unchanged', () => {
      const list = mergeLoaded([], [early, late]);
      const credited = applyUpdate(list, update(early, 'Credited'));
      expect(ids(removeCredited(credited, key(early)))).toEqual(['r2/a2:Scheduled']);
      expect(removeCredited(credited, key(late))).toEqual(credited);
      expect(removeCredited(list, key(early))).toEqual(list);
      expect(removeCredited(list, { rewardId: 'nope', assignationId: 'nope' })).toEqual(list);
    });
  });

  describe('completing a load', () => {
    it('replays what happened while loading onto the loaded list', () => {
      // A Credited update for a reward the load still returns as Unclaimed (the load's answer
      // was computed before the credit): applied to the empty list it is ignored, replayed on
      // the loaded list it marks the entry Credited.
      const loaded = [early, late];
      const during = [update(early, 'Credited')];
      const shown = applyUpdates([], during);
      expect(shown).toEqual([]);
      const result = completeLoad(
        shown,
        loaded,
        during.map((u) => ({ kind: 'update' as const, update: u })),
      );
      expect(ids(result)).toEqual(['r1/a1:Credited', 'r2/a2:Scheduled']);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The machine on a live actor, with its effects stubbed

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets promise stubs settle and their events reach the actor. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function startList() {
  const loads: Deferred<PlayerReward[]>[] = [];
  const loadInputs: unknown[] = [];
  const claims = new Map<string, Deferred<PlayerReward>>();
  const claimCalls: string[] = [];
  const actor = createActor(
    rewardListMachine.provide({
      actors: {
        loadRewards: fromPromise(({ input }) => {
          loadInputs.push(input);
          const load = deferred<PlayerReward[]>();
          loads.push(load);
          return load.promise;
        }),
        claimReward: fromClaimReward(({ assignationId }) => {
          claimCalls.push(assignationId);
          const claim = deferred<PlayerReward>();
          claims.set(assignationId, claim);
          return claim.promise;
        }),
      },
    }),
  ).start();
  const send = (event: RewardListEvent) => actor.send(event);
  const list = () => ids(selectRewards(actor.getSnapshot()));
  const state = () => selectRewardListState(actor.getSnapshot());
  const children = () => Object.keys(actor.getSnapshot().children);
  return { actor, send, list, state, children, loads, loadInputs, claims, claimCalls };
}

const updated = (of: PlayerReward, status: RewardStatus): RewardListEvent => ({
  type: 'rewards.updated',
  update: update(of, status),
});

describe('reward list machine', () => {
  const money = player('r1', 'a1', 'Unclaimed', day(2));
  const spins = player('r2', 'a2', 'Scheduled', day(1), 'automatic');
  const bonus = player('r3', 'a3', 'Unclaimed', day(3));

  async function ready() {
    const t = startList();
    t.send({ type: 'rewards.signIn' });
    t.loads[0]?.resolve([money, spins]);
    await flush();
    return t;
  }

  it('idle → loading (Unclaimed and Scheduled) → ready with the sorted list', async () => {
    const t = startList();
    expect(t.state()).toBe('idle');
    t.send({ type: 'rewards.signIn' });
    expect(t.state()).toBe('loading');
    expect(t.loadInputs).toEqual([{ statuses: ['Unclaimed', 'Scheduled'] }]);
    t.loads[0]?.resolve([money, spins, player('r9', 'a9', 'Credited')]);
    await flush();
    expect(t.state()).toBe('ready');
    expect(t.list()).toEqual(['r2/a2:Scheduled', 'r1/a1:Unclaimed']);
    expect(t.actor.getSnapshot().context.pendingChanges).toBeNull();
  });

  it('rewards.load starts from idle like rewards.signIn; live updates in idle are ignored', async () => {
    const t = startList();
    t.send(updated(bonus, 'Unclaimed'));
    expect(t.list()).toEqual([]);
    t.send({ type: 'rewards.load' });
    expect(t.state()).toBe('loading');
  });

  it('a failed load → failed with REWARDS_UNAVAILABLE; rewards.retry loads again', async () => {
    const t = startList();
    t.send({ type: 'rewards.signIn' });
    t.loads[0]?.reject(new Error('network down'));
    await flush();
    expect(t.state()).toBe('failed');
    expect(selectRewardListError(t.actor.getSnapshot())).toBe(REWARDS_UNAVAILABLE);
    t.send({ type: 'rewards.retry' });
    expect(t.state()).toBe('loading');
    expect(selectRewardListError(t.actor.getSnapshot())).toBeUndefined();
    t.loads[1]?.resolve([money]);
    await flush();
    expect(t.state()).toBe('ready');
    expect(t.list()).toEqual(['r1/a1:Unclaimed']);
  });

  it('never loses an update that arrives while loading or after a failed load', async () => {
    const t = startList();
    t.send({ type: 'rewards.signIn' });
    // Shown at once: a new manual reward. Not shown yet (no entry): the Credited update of a
    // reward the load will return, and the start of the scheduled one.
    t.send(updated(bonus, 'Unclaimed'));
    t.send(updated(money, 'Credited'));
    expect(t.list()).toEqual(['r3/a3:Unclaimed']);
    t.loads[0]?.reject(new Error('network down'));
    await flush();
    t.send(updated(spins, 'Unclaimed'));
    t.send({ type: 'rewards.retry' });
    // The load's answer predates all three updates.
    t.loads[1]?.resolve([money, spins]);
    await flush();
    expect(t.list()).toEqual(['r2/a2:Unclaimed', 'r1/a1:Credited', 'r3/a3:Unclaimed']);
  });

  it('rewards.load from ready reloads with the list on screen, keeping running claims', async () => {
    const t = await ready();
    t.send({ type: 'rewards.claim', ...key(money) });
    t.send({ type: 'rewards.load' });
    expect(t.state()).toBe('loading');
    expect(t.list()).toEqual(['r2/a2:Scheduled', 'r1/a1:Unclaimed*']);
    t.loads[1]?.resolve([money, bonus]);
    await flush();
    expect(t.list()).toEqual(['r1/a1:Unclaimed*', 'r3/a3:Unclaimed']);
    t.claims.get('a1')?.resolve({ ...money, status: 'Credited' });
    await flush();
    expect(t.list()).toEqual(['r1/a1:Credited', 'r3/a3:Unclaimed']);
  });

  it('a claim that starts while loading is not undone by an earlier update replayed', async () => {
    const t = startList();
    t.send({ type: 'rewards.signIn' });
    t.send(updated(bonus, 'Unclaimed'));
    t.send({ type: 'rewards.claim', ...key(bonus) });
    t.loads[0]?.resolve([money]);
    await flush();
    expect(t.list()).toEqual(['r1/a1:Unclaimed', 'r3/a3:Unclaimed*']);
    expect(t.children()).toEqual([claimActorId(key(bonus))]);
  });

  it('claim: loading flag, one claim actor per entry, the returned status applies', async () => {
    const t = await ready();
    t.send({ type: 'rewards.claim', ...key(money) });
    t.send({ type: 'rewards.claim', ...key(money) }); // a double click
    t.send({ type: 'rewards.claim', ...key(spins) });
    expect(t.list()).toEqual(['r2/a2:Scheduled*', 'r1/a1:Unclaimed*']);
    await flush();
    expect(t.claimCalls).toEqual(['a1', 'a2']);
    expect(t.children().sort()).toEqual(
      [claimActorId(key(money)), claimActorId(key(spins))].sort(),
    );

    t.claims.get('a1')?.resolve({ ...money, status: 'Credited' });
    await flush();
    expect(t.list()).toEqual(['r2/a2:Scheduled*', 'r1/a1:Credited']);
    expect(t.children()).toEqual([claimActorId(key(spins))]);
  });

  it('claim failure: loading clears and the error code stays on the entry', async () => {
    const t = await ready();
    t.send({ type: 'rewards.claim', ...key(money) });
    await flush();
    t.claims.get('a1')?.reject({
      name: 'ApiError',
      message: '[GraphQL] blocked',
      data: { type: 'RewardsBlocked' },
    });
    await flush();
    const claimed = selectRewards(t.actor.getSnapshot()).find((e) => e.assignationId === 'a1');
    expect(claimed).toMatchObject({ status: 'Unclaimed', loading: false, error: 'RewardsBlocked' });
    expect(t.children()).toEqual([]);
    // Claiming again clears the error.
    t.send({ type: 'rewards.claim', ...key(money) });
    expect(selectRewards(t.actor.getSnapshot())[1]).toEqual(entry(money, { loading: true }));
  });

  it('a live update for a claiming entry clears its flag and stops its claim actor', async () => {
    const t = await ready();
    t.send({ type: 'rewards.claim', ...key(money) });
    await flush();
    t.send(updated(money, 'Credited'));
    expect(t.list()).toEqual(['r2/a2:Scheduled', 'r1/a1:Credited']);
    expect(t.children()).toEqual([]);
    // The stopped claim's late answer changes nothing.
    t.claims.get('a1')?.reject(new Error('late'));
    await flush();
    expect(t.list()).toEqual(['r2/a2:Scheduled', 'r1/a1:Credited']);
    expect(selectRewards(t.actor.getSnapshot())[1]).not.toHaveProperty('error');
  });

  it('ignores a claim result for an entry that is not claiming', async () => {
    const t = await ready();
    const before = t.actor.getSnapshot().context;
    t.send({ type: 'rewards.claimFailed', ...key(money), error: 'RewardsBlocked' });
    t.send({
      type: 'rewards.claimSucceeded',
      ...key(money),
      reward: { ...money, status: 'Credited' },
    });
    expect(t.actor.getSnapshot().context).toEqual(before);
  });

  it('rewards.remove removes Credited entries only', async () => {
    const t = await ready();
    t.send({ type: 'rewards.remove', ...key(money) });
    expect(t.list()).toEqual(['r2/a2:Scheduled', 'r1/a1:Unclaimed']);
    t.send(updated(money, 'Credited'));
    t.send({ type: 'rewards.remove', ...key(money) });
    expect(t.list()).toEqual(['r2/a2:Scheduled']);
  });

  it('rewards.signOut from anywhere → idle, list cleared, running claims stopped', async () => {
    const t = await ready();
    t.send({ type: 'rewards.claim', ...key(money) });
    await flush();
    t.send({ type: 'rewards.signOut' });
    expect(t.state()).toBe('idle');
    expect(t.actor.getSnapshot().context).toEqual({
      rewards: [],
      pendingChanges: null,
      error: undefined,
    });
    expect(t.children()).toEqual([]);
    t.claims.get('a1')?.resolve({ ...money, status: 'Credited' });
    await flush();
    expect(t.list()).toEqual([]);

    // Signing out while loading drops the load's answer.
    t.send({ type: 'rewards.signIn' });
    t.send({ type: 'rewards.signOut' });
    t.loads[1]?.resolve([money]);
    await flush();
    expect(t.state()).toBe('idle');
    expect(t.list()).toEqual([]);
  });

  it('without a provided loadRewards the load fails (the placeholder throws)', async () => {
    const actor = createActor(rewardListMachine).start();
    actor.send({ type: 'rewards.signIn' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('claimErrorCode', () => {
  it('reads the code of a claim failure', () => {
    expect(claimErrorCode('RewardsBlocked')).toBe('RewardsBlocked');
    expect(claimErrorCode({ data: { type: 'RewardNotClaimable' } })).toBe('RewardNotClaimable');
    expect(claimErrorCode({ code: 'PhoneVerificationRequired' })).toBe('PhoneVerificationRequired');
    expect(claimErrorCode({ extensions: { type: 'RewardNotFound' } })).toBe('RewardNotFound');
    expect(claimErrorCode(new Error('boom'))).toBe(CLAIM_FAILED);
    expect(claimErrorCode(undefined)).toBe(CLAIM_FAILED);
    expect(claimErrorCode('')).toBe(CLAIM_FAILED);
  });

  it('a claim function that throws synchronously is a failed claim', async () => {
    const actor = createActor(
      rewardListMachine.provide({
        actors: {
          loadRewards: fromPromise(async () => [player('r1', 'a1', 'Unclaimed')]),
          claimReward: fromClaimReward(() => {
            throw { code: 'RewardsBlocked' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'rewards.signIn' });
    await flush();
    actor.send({ type: 'rewards.claim', rewardId: 'r1', assignationId: 'a1' });
    await flush();
    expect(selectRewards(actor.getSnapshot())[0]).toMatchObject({
      loading: false,
      error: 'RewardsBlocked',
    });
  });
});
