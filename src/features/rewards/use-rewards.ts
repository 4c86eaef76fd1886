// How the reward pages reach their data: the reward-list actor started with the session
// (src/app/session/reward-list-actors.ts), and one-off queries with their loading and error
// states. A test can hand the pages its own reward-list actors through RewardListProvider.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import {
  rewardListActors,
  toRewardView,
  type RewardListActors,
} from '../../app/session/reward-list-actors.ts';
import {
  selectRewardListState,
  selectRewards,
} from '../../../machines/reward-list/reward-list.machine.ts';
import { rewardErrorMessage } from './error-messages.ts';

const RewardListContext = createContext<RewardListActors | null>(null);
export const RewardListProvider = RewardListContext.Provider;

/** The reward-list actors; suspends until the signed-in session has started them. */
export function useRewardListActors(): RewardListActors {
  const provided = use(RewardListContext);
  return provided ?? use(rewardListActors);
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

export interface RequestState<T> {
  data: T | null;
  /** The translated error message. */
  error: string | null;
  reload: () => void;
  /** Replaces the data (after a mutation answered with the new state). */
  setData: (update: (data: T | null) => T | null) => void;
}

/** One request and its states; it runs again when `deps` change or on reload. */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const { i18n } = useLingui();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then((result) => {
        if (!live) return;
        setData(result);
        setError(null);
      })
      .catch((failure: unknown) => live && setError(i18n._(rewardErrorMessage(failure))));
    return () => {
      live = false;
    };
    // The caller lists what the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, i18n]);
  const reload = useCallback(() => {
    setError(null);
    setRound((value) => value + 1);
  }, []);
  return { data, error, reload, setData };
}
