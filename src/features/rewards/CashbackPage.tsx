// /cashback/: the player's Cashback-kind rewards (playerRewards(kind: Cashback)), as the same
// cards as /rewards/. Claiming and removing go through the reward-list machine (the one claim
// path); an entry the machine holds shows its live state, older ones (Credited, Expired) come
// from the query.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { RewardsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import type { RewardView } from '../../runtime/reward-list.ts';
import { useSessionPlayer } from '../../runtime/use-session.ts';
import { RewardCard, type RewardEntryView } from './RewardCard.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { Empty, LoadError, RewardsFrame } from './RewardsLayout.tsx';
import styles from './Rewards.module.css';
import { useRequest, useRewardList } from './use-rewards.ts';

const keyOf = (entry: { assignationId: string; reward: { rewardId: string } }) =>
  `${entry.reward.rewardId}/${entry.assignationId}`;

/**
 * The query's entries with the live ones laid over them (same rewardId + assignationId), plus
 * live Cashback entries the query did not have yet; sorted by startsAt, newest first.
 */
export function mergeCashback(
  loaded: readonly RewardEntryView[],
  live: readonly RewardView[],
): RewardEntryView[] {
  const liveCashback = live.filter((entry) => entry.reward.kind === 'Cashback');
  const byKey = new Map<string, RewardEntryView>(loaded.map((entry) => [keyOf(entry), entry]));
  for (const entry of liveCashback) byKey.set(keyOf(entry), entry);
  return [...byKey.values()].sort(
    (a, b) => Date.parse(b.reward.startsAt) - Date.parse(a.reward.startsAt),
  );
}

export default function CashbackPage() {
  const { t } = useLingui();
  return (
    <RewardsFrame
      routeId="cashback"
      lead={t`Cashback gives you back part of what you played. Claim it here when it is ready.`}
      playerOnly
    >
      <CashbackList />
    </RewardsFrame>
  );
}

function CashbackList() {
  const { t } = useLingui();
  const { api } = useApiServices();
  const player = useSessionPlayer();
  const { rewards, claim, remove } = useRewardList();
  const { data, error, reload } = useRequest(
    () =>
      api
        .request(RewardsDocument, { kind: 'Cashback', sortBy: 'assignedAt', ascending: true })
        .then(({ viewer }) => viewer.playerRewards),
    [api],
  );
  const entries = useMemo(() => (data ? mergeCashback(data, rewards) : null), [data, rewards]);
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!entries) return <Loading />;
  if (entries.length === 0)
    return (
      <Empty>
        <Trans>You have no cashback yet.</Trans>
      </Empty>
    );
  return (
    <ul className={styles.cards} aria-label={t`Your cashback`}>
      {entries.map((entry) => {
        // Only entries the machine holds can be claimed or removed through it.
        const live = rewards.some((other) => keyOf(other) === keyOf(entry));
        return (
          <li key={keyOf(entry)}>
            <RewardCard
              entry={entry}
              currency={player?.currency ?? null}
              onClaim={live ? claim : undefined}
              onRemove={live ? remove : undefined}
              headingLevel={2}
            />
          </li>
        );
      })}
    </ul>
  );
}
