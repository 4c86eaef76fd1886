// /rewards/: the player's rewards live from the reward-list machine — Claim for
// manual Unclaimed ones, "Starts …" for Scheduled ones, Remove for Credited ones — then the
// active bonus money with its wagering progress (live from balanceUpdated) and its terms, and
// the free spins left. Unless the brand sets DisablePhoneVerificationForRewards, a player whose phone number
// is not verified verifies it first.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BalanceUpdate } from '../../../machines/wallet/wallet.machine.ts';
import {
  RewardsOverviewDocument,
  type RewardsOverviewQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useSessionPlayer } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { formatMoney, formatPercent } from '../../components/format.ts';
import { BonusTerms } from './BonusTerms.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { RewardCard } from './RewardCard.tsx';
import { formatRewardDate } from './reward-details.ts';
import { Loading } from '../../components/PlayerOnly.tsx';
import { Empty, LoadError, RewardsFrame } from './RewardsLayout.tsx';
import styles from './Rewards.module.css';
import { useBalanceUpdates, useRequest, useRewardList } from './use-rewards.ts';

type Overview = RewardsOverviewQuery['viewer'];
type Bonus = Overview['bonuses'][number];

export default function RewardsPage() {
  return (
    <RewardsFrame routeId="rewards" playerOnly>
      <PlayerRewards />
    </RewardsFrame>
  );
}

function PlayerRewards() {
  const { api } = useApiServices();
  // The brand's feature toggle (useFeatureToggle would split a shared chunk off the cashier's).
  const phoneCheckOff =
    useShell().settings.featureToggles.DisablePhoneVerificationForRewards === true;
  const overview = useRequest(
    () => api.request(RewardsOverviewDocument, {}).then(({ viewer }) => viewer),
    [api],
  );
  const [verified, setVerified] = useState(false);
  if (overview.error) return <LoadError message={overview.error} onRetry={overview.reload} />;
  if (!overview.data) return <Loading />;
  if (!phoneCheckOff && !overview.data.player.isPhoneNumberVerified && !verified)
    return (
      <PhoneVerification
        phoneNumber={overview.data.player.phoneNumber}
        onVerified={() => setVerified(true)}
      />
    );
  return (
    <>
      <RewardList onCredited={overview.reload} />
      <Bonuses bonuses={overview.data.bonuses} onChanged={overview.reload} />
      <FreeSpins grants={overview.data.freeSpins} />
    </>
  );
}

/** The live list; `onCredited` runs when an entry becomes Credited (bonuses, free spins). */
export function RewardList({ onCredited }: { onCredited?: () => void }) {
  const { t } = useLingui();
  const player = useSessionPlayer();
  const { rewardList, rewards, phase, claim, remove, retry } = useRewardList();

  // Coming back to the page: catch up with anything a dropped socket missed (the list stays
  // on screen while it reloads).
  useEffect(() => {
    if (rewardList?.getSnapshot().matches('ready')) rewardList.send({ type: 'rewards.load' });
  }, [rewardList]);

  // A claim credited bonus money or free spins: the sections below follow.
  const credited = rewards
    .filter((entry) => entry.status === 'Credited')
    .map((entry) => entry.assignationId)
    .join(' ');
  const [seen] = useState(() => new Set(credited.split(' ').filter(Boolean)));
  useEffect(() => {
    const ids = credited.split(' ').filter(Boolean);
    const fresh = ids.some((id) => !seen.has(id));
    for (const id of ids) seen.add(id);
    if (fresh) onCredited?.();
  }, [credited, onCredited, seen]);

  let content;
  if (phase === 'failed')
    content = <LoadError message={t`Your rewards could not be loaded.`} onRetry={retry} />;
  else if (rewards.length === 0 && phase !== 'ready') content = <Loading />;
  else if (rewards.length === 0)
    content = (
      <Empty
        action={
          <LinkButton to="/promotions/" variant="secondary">
            <Trans>See the promotions</Trans>
          </LinkButton>
        }
      >
        <Trans>
          You have no rewards right now. New rewards show up here as soon as they are yours.
        </Trans>
      </Empty>
    );
  else
    content = (
      <ul className={styles.cards} aria-label={t`Your rewards`}>
        {rewards.map((entry) => (
          <li key={`${entry.reward.rewardId}/${entry.assignationId}`}>
            <RewardCard
              entry={entry}
              currency={player?.currency ?? null}
              onClaim={claim}
              onRemove={remove}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby="rewards-list-title">
      <h2 id="rewards-list-title">
        <Trans>Your rewards</Trans>
      </h2>
      {content}
    </section>
  );
}

/**
 * Bonus money being wagered. Bets count toward the oldest Active bonus, and the live balance
 * update carries its wagering progress (0 for an operation that concerned no bonus, such as a
 * deposit: ignored). The list reloads at most once a second while updates arrive, so that the
 * other figures (and a conversion) follow.
 */
export function Bonuses({ bonuses, onChanged }: { bonuses: Bonus[]; onChanged?: () => void }) {
  const { t, i18n } = useLingui();
  const active = useMemo(() => bonuses.filter((bonus) => bonus.status === 'Active'), [bonuses]);
  // Newest first from the server: the oldest active one is last.
  const wageredId = active[active.length - 1]?.id ?? null;
  const [live, setLive] = useState<{ id: string; progress: number } | null>(null);

  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const onBalance = useCallback(
    (update: BalanceUpdate) => {
      if (!wageredId) return;
      const progress = update.wageringProgress ?? 0;
      if (progress <= 0 && update.moneyType !== 'CasinoBet') return;
      setLive((current) => ({
        id: wageredId,
        progress: current?.id === wageredId ? Math.max(current.progress, progress) : progress,
      }));
      reload.current ??= setTimeout(() => {
        reload.current = undefined;
        onChanged?.();
      }, 1_000);
    },
    [wageredId, onChanged],
  );
  useBalanceUpdates(wageredId ? onBalance : null);

  if (active.length === 0) return null;
  return (
    <PanelsSection titleId="bonuses-title" title={<Trans>Active bonuses</Trans>}>
      {active.map((bonus) => {
        const progress = Math.min(
          100,
          Math.max(0, bonus.wageringProgress, live?.id === bonus.id ? live.progress : 0),
        );
        const name = bonus.name;
        const amount = formatMoney(bonus.amount, bonus.currency, i18n.locale);
        const wagered = formatMoney(bonus.wagered, bonus.currency, i18n.locale);
        const required = formatMoney(bonus.wageringRequirement, bonus.currency, i18n.locale);
        const percent = formatPercent(progress / 100, i18n.locale);
        const maxPayout =
          bonus.maxPayout === null
            ? null
            : formatMoney(bonus.maxPayout, bonus.currency, i18n.locale);
        const ends = bonus.expiresAt ? formatRewardDate(bonus.expiresAt, i18n.locale) : null;
        const labelId = `bonus-${bonus.id}-label`;
        return (
          <li key={bonus.id} className={styles.panel} data-bonus-id={bonus.id}>
            <h3>{name}</h3>
            <p className={styles.value}>{amount}</p>
            <div className={styles.progressLabel}>
              <span id={labelId}>
                <Trans>Wagering progress</Trans>
              </span>
              <strong>{percent}</strong>
            </div>
            <div
              className={styles.progress}
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 10) / 10}
              aria-valuetext={t`${percent} wagered`}
            >
              <div className={styles.progressFill} style={{ width: `${progress}%` }} />
            </div>
            <p className={styles.meta}>
              <Trans>
                {wagered} of {required} wagered
              </Trans>
            </p>
            {maxPayout && (
              <p className={styles.meta}>
                <Trans>Max payout {maxPayout}</Trans>
              </p>
            )}
            {ends && (
              <p className={styles.meta}>
                <Trans>Ends {ends}</Trans>
              </p>
            )}
            <BonusTerms
              terms={bonus.terms}
              currency={bonus.currency}
              labelId={`bonus-${bonus.id}-terms`}
            />
          </li>
        );
      })}
    </PanelsSection>
  );
}

/** A titled section of panels (the active bonuses, the free spins). */
function PanelsSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className={styles.panels}>{children}</ul>
    </section>
  );
}

/** A game slug in words, for free spins (the grant names only the slug). */
const gameName = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export function FreeSpins({ grants }: { grants: Overview['freeSpins'] }) {
  const { i18n } = useLingui();
  const player = useSessionPlayer();
  const left = grants.filter((grant) => grant.remaining > 0);
  if (left.length === 0) return null;
  return (
    <PanelsSection titleId="free-spins-title" title={<Trans>Free spins</Trans>}>
      {left.map((grant) => {
        const game = gameName(grant.gameSlug);
        const remaining = grant.remaining;
        const stake = player ? formatMoney(grant.value, player.currency, i18n.locale) : null;
        return (
          <li key={grant.id} className={styles.panel} data-free-spins={grant.gameSlug}>
            <h3>{game}</h3>
            <p className={styles.spins}>
              <Trans>{remaining} left</Trans>
            </p>
            {stake && (
              <p className={styles.meta}>
                <Trans>{stake} per spin</Trans>
              </p>
            )}
            <div>
              <LinkButton to={`/games/${grant.gameSlug}/`}>
                <Trans>Play {game}</Trans>
              </LinkButton>
            </div>
          </li>
        );
      })}
    </PanelsSection>
  );
}
