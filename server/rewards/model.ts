// The vocabulary of rewards (platform-core §3, §4): statuses, claim types, kinds and types, and
// the reward definition and assignation records the other modules share.

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

export const REWARD_TYPES = ['FreeSpins', 'MoneyDrop', 'BonusMoneyDrop'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const CLAIM_TYPES = ['manual', 'automatic'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const REWARD_KINDS = ['Cashback', 'Incentive'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A reward definition as stored (server/db/migrations/005_rewards.sql). Minor units. */
export interface RewardDefinition {
  id: string;
  type: RewardType;
  name: string;
  kind: RewardKind;
  claimType: ClaimType;
  reason: string | null;
  startsAt: Date;
  endsAt: Date | null;
  /** Seconds; see expiresAtFor(). */
  expiresIn: number | null;
  amount: number | null;
  currency: string | null;
  wageringRequirementFactor: number | null;
  maxPayout: number | null;
  /** The most a round may bet while the bonus holds money; null: the default (bonus-terms.ts). */
  maxBet: number | null;
  /** Seconds an Active bonus lasts after the claim. */
  bonusExpiresIn: number | null;
  freeSpinsAmount: number | null;
  spinValue: number | null;
  betLevel: number | null;
  gameSlug: string | null;
}

export function isRewardStatus(value: unknown): value is RewardStatus {
  return (REWARD_STATUSES as readonly unknown[]).includes(value);
}
