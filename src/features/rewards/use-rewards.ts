// How the reward pages reach their data: the reward-list actor the signed-in session starts
// (src/runtime/session-actors.ts `rewards`), and one-off queries with their loading and error
// states. A test can hand the pages its own reward-list actors through RewardListProvider.
import { useSelector } from '@xstate/react';
import { createContext, use, useCallback, useMemo } from 'react';
import { useSessionActors } from '../../runtime/use-session.ts';
import { toRewardView, type RewardListActors } from '../../runtime/reward-list.ts';
import {
  selectRewardListState,
  selectRewards,
} from '../../../machines/reward-list/reward-list.machine.ts';
import { useRequest as useSharedRequest, type RequestState } from '../../components/use-request.ts';
import { rewardErrorMessage } from './error-messages.ts';

const RewardListContext = createContext<RewardListActors | null>(null);
export const RewardListProvider = RewardListContext.Provider;

/** The reward-list actors; suspends until the signed-in session has started them. */
export function useRewardListActors(): RewardListActors {
  const provided = use(RewardListContext);
  const { rewards } = useSessionActors();
  return provided ?? use(rewards);
}

/** What identifies an entry of the list (rewardId + assignationId). */
interface EntryKey {
  assignationId: string;
  reward: { rewardId: string };
}

/** The live list (Unclaimed and Scheduled, plus what changed since) and its claim actions. */
export function useRewardList() {
  const actors = useRewardListActors();
  const { rewardList } = actors;
  const entries = useSelector(rewardList, selectRewards);
  const phase = useSelector(rewardList, selectRewardListState);
  const rewards = useMemo(() => entries.map(toRewardView), [entries]);
  const claim = useCallback(
    (entry: EntryKey) =>
      rewardList.send({
        type: 'rewards.claim',
        assignationId: entry.assignationId,
        rewardId: entry.reward.rewardId,
      }),
    [rewardList],
  );
  const remove = useCallback(
    (entry: EntryKey) =>
      rewardList.send({
        type: 'rewards.remove',
        assignationId: entry.assignationId,
        rewardId: entry.reward.rewardId,
      }),
    [rewardList],
  );
  const retry = useCallback(() => rewardList.send({ type: 'rewards.retry' }), [rewardList]);
  return { actors, rewards, phase, claim, remove, retry };
}

/** One request of a reward page, its failures in the rewards' words. */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  return useSharedRequest(load, deps, rewardErrorMessage);
}
