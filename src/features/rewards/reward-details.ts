// What a reward is, in the player's words (platform-core §3 "Reward item"): free spins on a
// game, a money drop, or bonus money with its wagering requirement and payout cap. Pure: the
// pages and the unit tests share it. Money stays in minor units until formatMoney.
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  RewardFieldsFragment,
  RewardStatus,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { formatMoney } from '../../components/format.ts';

export type RewardFields = RewardFieldsFragment;

/** The game of a free-spin reward: the descriptor's name, else its slug in words. */
export function freeSpinGame(reward: { game: { url: string; json: string } }): {
  name: string;
  url: string;
} {
  let descriptor: { name?: unknown; slug?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(reward.game.json);
    if (parsed && typeof parsed === 'object') descriptor = parsed;
  } catch {
    // A descriptor that is not JSON still has its url.
  }
  const slug =
    typeof descriptor.slug === 'string'
      ? descriptor.slug
      : (/\/games\/([^/]+)\/?$/.exec(reward.game.url)?.[1] ?? '');
  const name =
    typeof descriptor.name === 'string' && descriptor.name.trim()
      ? descriptor.name
      : slug
          .split('-')
          .filter(Boolean)
          .map((word) => word[0]!.toUpperCase() + word.slice(1))
          .join(' ');
  return { name, url: reward.game.url };
}

/** The reward's value: "10 free spins on Book of Gold", "€5.00", "€10.00 bonus, wager ×10…". */
export function rewardSummary(reward: RewardFields, i18n: I18n): string {
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.locale);
  switch (reward.__typename) {
    case 'FreeSpinsReward': {
      const count = reward.freeSpinsAmount;
      const game = freeSpinGame(reward).name;
      return i18n._(
        msg`${plural(count, { one: '# free spin', other: '# free spins' })} on ${game}`,
      );
    }
    case 'MoneyDropReward':
      return money(reward.amount, reward.currency);
    case 'BonusMoneyDropReward': {
      const amount = money(reward.amount, reward.currency);
      const factor = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(
        reward.wageringRequirementFactor,
      );
      if (reward.maxPayout === null) return i18n._(msg`${amount} bonus, wager ×${factor}`);
      const maxPayout = money(reward.maxPayout, reward.currency);
      return i18n._(msg`${amount} bonus, wager ×${factor}, max payout ${maxPayout}`);
    }
  }
}

/** A second line for free spins: the stake of each spin, in the player's currency. */
export function rewardDetail(
  reward: RewardFields,
  currency: string | null,
  i18n: I18n,
): string | null {
  if (reward.__typename !== 'FreeSpinsReward' || !currency) return null;
  const stake = formatMoney(reward.value, currency, i18n.locale);
  return i18n._(msg`${stake} per spin`);
}

export const REWARD_TYPE_LABELS: Readonly<Record<RewardFields['__typename'], MessageDescriptor>> = {
  FreeSpinsReward: msg`Free spins`,
  MoneyDropReward: msg`Money drop`,
  BonusMoneyDropReward: msg`Bonus money`,
};

export const REWARD_STATUS_LABELS: Readonly<Record<RewardStatus, MessageDescriptor>> = {
  Credited: msg`Credited`,
  Expired: msg`Expired`,
  FailedProcessing: msg`Failed`,
  Processing: msg`Processing`,
  Removed: msg`Removed`,
  Scheduled: msg`Scheduled`,
  Unclaimed: msg`Ready to claim`,
};

/** Medium date and short time in the active locale; "—" for none. */
export function formatRewardDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Whether the player can claim the entry now: manual claim type, Unclaimed (or a failed try). */
export const isClaimable = (entry: { status: RewardStatus; reward: { claimType: string } }) =>
  entry.reward.claimType === 'manual' &&
  (entry.status === 'Unclaimed' || entry.status === 'FailedProcessing');
