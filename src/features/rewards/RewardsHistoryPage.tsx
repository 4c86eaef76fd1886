// /profile/rewards-history/: every reward of the player, whatever its status, in a table sorted
// by one of the spec's reward sort fields (assignedAt, rewardId, status, updatedAt), ascending
// or descending (Viewer.playerRewards with sortBy and ascending).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  RewardsDocument,
  type RewardSortField,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import {
  REWARD_STATUS_LABELS,
  REWARD_TYPE_LABELS,
  formatRewardDate,
  rewardSummary,
} from './reward-details.ts';
import { Loading } from '../../components/PlayerOnly.tsx';
import { Empty, LoadError, RewardsFrame } from './RewardsLayout.tsx';
import styles from './Rewards.module.css';
import { useRequest } from './use-rewards.ts';

export const SORT_FIELDS: readonly { field: RewardSortField; label: MessageDescriptor }[] = [
  { field: 'assignedAt', label: msg`Date assigned` },
  { field: 'updatedAt', label: msg`Last change` },
  { field: 'status', label: msg`Status` },
  { field: 'rewardId', label: msg`Reward` },
];

export default function RewardsHistoryPage() {
  return (
    <RewardsFrame routeId="profile.rewards-history" playerOnly>
      <RewardsHistory />
    </RewardsFrame>
  );
}

export function RewardsHistory() {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const [sortBy, setSortBy] = useState<RewardSortField>('assignedAt');
  const [ascending, setAscending] = useState(false);
  const sortId = useId();
  const orderId = useId();
  const { data, error, reload } = useRequest(
    () =>
      api
        .request(RewardsDocument, { sortBy, ascending, last: 500 })
        .then(({ viewer }) => viewer.playerRewards),
    [api, sortBy, ascending],
  );
  const sortLabel = SORT_FIELDS.find((option) => option.field === sortBy)!.label;
  const direction = ascending ? t`ascending` : t`descending`;
  const sortedBy = i18n._(sortLabel);
  const statusLabel = t`Status`;
  const assignedLabel = t`Assigned`;
  const changedLabel = t`Last change`;

  let content;
  if (error) content = <LoadError message={error} onRetry={reload} />;
  else if (!data) content = <Loading />;
  else if (data.length === 0) content = <Empty>{t`You have not had any rewards yet.`}</Empty>;
  else
    content = (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t`Sorted by ${sortedBy}, ${direction}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Reward`}</th>
              <th scope="col">{statusLabel}</th>
              <th scope="col">{assignedLabel}</th>
              <th scope="col">{changedLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr
                key={`${entry.reward.rewardId}/${entry.assignationId}`}
                data-status={entry.status}
                data-reward-id={entry.reward.rewardId}
              >
                <td>
                  {entry.reward.name}
                  <small>
                    {i18n._(REWARD_TYPE_LABELS[entry.reward.__typename])} ·{' '}
                    {rewardSummary(entry.reward, i18n)}
                  </small>
                </td>
                <td data-label={statusLabel}>{i18n._(REWARD_STATUS_LABELS[entry.status])}</td>
                <td data-label={assignedLabel} className={styles.nowrap}>
                  {formatRewardDate(entry.assignedAt, i18n.locale)}
                </td>
                <td data-label={changedLabel} className={styles.nowrap}>
                  {formatRewardDate(entry.updatedAt, i18n.locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className={styles.section}>
      <div className={styles.controls}>
        <label className={styles.field} htmlFor={sortId}>
          {t`Sort by`}
          <select
            id={sortId}
            value={sortBy}
            onChange={(event) => setSortBy(event.currentTarget.value as RewardSortField)}
          >
            {SORT_FIELDS.map((option) => (
              <option key={option.field} value={option.field}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={orderId}>
          {t`Order`}
          <select
            id={orderId}
            value={ascending ? 'ascending' : 'descending'}
            onChange={(event) => setAscending(event.currentTarget.value === 'ascending')}
          >
            <option value="descending">{t`Descending`}</option>
            <option value="ascending">{t`Ascending`}</option>
          </select>
        </label>
      </div>
      {content}
    </section>
  );
}
