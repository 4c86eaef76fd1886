// One reward as a card (/rewards/ and /cashback/): what it is, when it can be claimed, and the
// Claim or Remove button. The card only asks: claiming and removing are the reward-list
// machine's events (rewards.claim, rewards.remove), sent by the page.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerRewardFieldsFragment } from '../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { rewardErrorMessage } from './error-messages.ts';
import {
  REWARD_STATUS_LABELS,
  REWARD_TYPE_LABELS,
  formatRewardDate,
  freeSpinGame,
  isClaimable,
  rewardDetail,
  rewardSummary,
} from './reward-details.ts';
import styles from './Rewards.module.css';

/** A player reward as the pages show it: the machine's entries add loading and error. */
export type RewardEntryView = PlayerRewardFieldsFragment & {
  loading?: boolean;
  /** An error code (the server's type) from the last claim. */
  error?: string | null;
};

const TONES: Partial<Record<string, string>> = {
  Credited: 'good',
  Unclaimed: 'good',
  Scheduled: 'wait',
  Processing: 'wait',
  Expired: 'off',
  Removed: 'off',
};

/**
 * When an Unclaimed reward stops being claimable: endsAt, or expiresIn after it became
 * claimable (assignment, or startsAt when it started later), whichever comes first.
 */
export function claimDeadline(entry: RewardEntryView): string | null {
  const { endsAt, expiresIn, startsAt } = entry.reward;
  const claimableFrom = Math.max(Date.parse(entry.assignedAt), Date.parse(startsAt));
  const byExpiry = expiresIn === null ? null : claimableFrom + expiresIn * 1000;
  const byEnd = endsAt ? Date.parse(endsAt) : null;
  const deadline =
    byExpiry === null ? byEnd : byEnd === null ? byExpiry : Math.min(byEnd, byExpiry);
  return deadline === null || Number.isNaN(deadline) ? null : new Date(deadline).toISOString();
}

export function RewardCard({
  entry,
  currency,
  onClaim,
  onRemove,
  headingLevel = 3,
}: {
  entry: RewardEntryView;
  /** The player's currency, for the stake of free spins. */
  currency: string | null;
  onClaim?: (entry: RewardEntryView) => void;
  onRemove?: (entry: RewardEntryView) => void;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useLingui();
  const { reward, status } = entry;
  const name = reward.name;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = rewardSummary(reward, i18n);
  const detail = rewardDetail(reward, currency, i18n);
  const starts = formatRewardDate(reward.startsAt, i18n.locale);
  const deadline = claimDeadline(entry);
  const until = deadline ? formatRewardDate(deadline, i18n.locale) : null;
  const spinGame = reward.__typename === 'FreeSpinsReward' ? freeSpinGame(reward) : null;
  const game = spinGame?.name;
  const claimable = isClaimable(entry) && onClaim !== undefined;
  return (
    <article
      className={styles.card}
      data-type={reward.__typename}
      data-status={status}
      data-reward-id={reward.rewardId}
      data-assignation-id={entry.assignationId}
      aria-label={name}
    >
      <div className={styles.cardTop}>
        <span className={styles.kicker}>
          {i18n._(REWARD_TYPE_LABELS[reward.__typename])}
          {reward.kind === 'Cashback' && <> · {t`Cashback`}</>}
        </span>
        <span className={styles.badge} data-tone={TONES[status]} data-testid="reward-status">
          {i18n._(REWARD_STATUS_LABELS[status])}
        </span>
      </div>
      <Heading>{name}</Heading>
      <div className={styles.body}>
        <p className={styles.value}>{summary}</p>
        {detail && <p className={styles.meta}>{detail}</p>}
        {reward.rewardReason && <p className={styles.meta}>{reward.rewardReason}</p>}
        {status === 'Scheduled' ? (
          <p className={styles.meta}>
            <Trans>Starts {starts}</Trans>
          </p>
        ) : (
          until &&
          (status === 'Unclaimed' || status === 'FailedProcessing') && (
            <p className={styles.meta}>
              <Trans>Claim by {until}</Trans>
            </p>
          )
        )}
      </div>
      {entry.error && (
        <p className={styles.error} role="alert">
          {i18n._(rewardErrorMessage(entry.error))}
        </p>
      )}
      <div className={styles.cardActions}>
        {claimable && (
          <Button
            loading={entry.loading === true}
            onClick={() => onClaim(entry)}
            aria-label={t`Claim ${name}`}
          >
            <Trans>Claim</Trans>
          </Button>
        )}
        {status === 'Processing' && !claimable && (
          <Button loading disabled>
            <Trans>Claiming…</Trans>
          </Button>
        )}
        {status === 'Credited' && spinGame && (
          <LinkButton to={spinGame.url}>
            <Trans>Play {game}</Trans>
          </LinkButton>
        )}
        {status === 'Credited' && onRemove && (
          <Button
            variant="secondary"
            onClick={() => onRemove(entry)}
            aria-label={t`Remove ${name}`}
          >
            <Trans>Remove</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
