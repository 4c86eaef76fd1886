// How the reward pages reach their data: the lobby's reward-list actor (machines/lobby, running
// while a player is signed in), the player's live balance updates (wagering progress), and
// one-off queries with their loading and error states.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { BalanceUpdate } from '../../../machines/wallet/wallet.machine.ts';
import { toRewardView } from '../../runtime/reward-list.ts';
import { useSystemActor } from '../../runtime/system.ts';
import { useSessionActors } from '../../runtime/use-session.ts';
import {
  selectRewardListState,
  selectRewards,
} from '../../../machines/reward-list/reward-list.machine.ts';
import { useRequest as useSharedRequest, type RequestState } from '../../components/use-request.ts';
import { rewardErrorMessage } from './error-messages.ts';

/** The player's live balance updates while `onUpdate` is set (the lobby emits them). */
export function useBalanceUpdates(onUpdate: ((update: BalanceUpdate) => void) | null): void {
  const { lobby } = useSessionActors();
  useEffect(() => {
    if (!onUpdate) return;
    const subscription = lobby.on('player.balanceUpdated', onUpdate);
    return () => subscription.unsubscribe();
  }, [lobby, onUpdate]);
}

const NONE: ReturnType<typeof selectRewards> = [];

/** What identifies an entry of the list (rewardId + assignationId). */
interface EntryKey {
  assignationId: string;
  reward: { rewardId: string };
}

/** The live list (Unclaimed and Scheduled, plus what changed since) and its claim actions. */
export function useRewardList() {
  const rewardList = useSystemActor('rewardList');
  // The player's actors' code could not load (offline at sign-in): only a reload brings it.
  const { lobby } = useSessionActors();
  const unavailable = useSelector(lobby, (snapshot) =>
    snapshot.matches({ player: { actors: 'unavailable' } }),
  );
  const entries = useSelector(rewardList, (snapshot) =>
    snapshot ? selectRewards(snapshot) : NONE,
  );
  // Until the player's actors run (their code loads with the sign-in): loading.
  const listPhase = useSelector(rewardList, (snapshot) =>
    snapshot ? selectRewardListState(snapshot) : 'loading',
  );
  const phase = unavailable ? 'failed' : listPhase;
  const rewards = useMemo(() => entries.map(toRewardView), [entries]);
  const claim = useCallback(
    (entry: EntryKey) =>
      rewardList?.send({
        type: 'rewards.claim',
        assignationId: entry.assignationId,
        rewardId: entry.reward.rewardId,
      }),
    [rewardList],
  );
  const remove = useCallback(
    (entry: EntryKey) =>
      rewardList?.send({
        type: 'rewards.remove',
        assignationId: entry.assignationId,
        rewardId: entry.reward.rewardId,
      }),
    [rewardList],
  );
  const retry = useCallback(() => {
    if (unavailable) window.location.reload();
    else rewardList?.send({ type: 'rewards.retry' });
  }, [rewardList, unavailable]);
  return { rewardList, rewards, phase, claim, remove, retry };
}

/** One request of a reward page, its failures in the rewards' words. */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  return useSharedRequest(load, deps, rewardErrorMessage);
}
