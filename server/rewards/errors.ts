// The rewards' typed errors (platform-core §8: the client reads extensions.reasons[0], else
// extensions.type). Thrown inside a ledger transaction they roll it back: nothing is credited.
import { LobbyError } from '../errors.ts';
import type { RewardStatus } from './model.ts';

export const REWARD_ERROR_TYPES = [
  /** Unknown assignation, or another player's. */
  'RewardNotFound',
  /** The assignation is not Unclaimed (extensions.status says what it is). */
  'RewardNotClaimable',
  /** Customer isRewardsBlocked. */
  'RewardsBlocked',
  /** The player's phone is not verified and the brand does not switch the check off. */
  'PhoneVerificationRequired',
  /** A status change the table of transitions.ts does not allow (extensions.from, .to). */
  'InvalidRewardTransition',
  /** A money reward in another currency than the player's account. */
  'CurrencyMismatch',
  /**
   * A round above the max bet of an Active bonus while the player holds bonus money
   * (extensions.maxBet, .currency; decision 0028).
   */
  'BonusMaxBetExceeded',
  'InvalidArgument',
] as const;
export type RewardErrorType = (typeof REWARD_ERROR_TYPES)[number];

export function rewardError(
  type: RewardErrorType,
  message: string,
  details?: Record<string, unknown>,
): LobbyError {
  return new LobbyError(type, message, details ? { details } : {});
}

export function notClaimable(status: RewardStatus): LobbyError {
  const why: Partial<Record<RewardStatus, string>> = {
    Credited: 'This reward has been credited already.',
    Expired: 'This reward has expired.',
    Scheduled: 'This reward cannot be claimed before it starts.',
    Removed: 'This reward has been withdrawn.',
  };
  return rewardError('RewardNotClaimable', why[status] ?? 'This reward cannot be claimed now.', {
    status,
  });
}

/** The reward error type of an error, or undefined for anything else. */
export function rewardErrorType(error: unknown): RewardErrorType | undefined {
  if (!(error instanceof LobbyError)) return undefined;
  return (REWARD_ERROR_TYPES as readonly string[]).includes(error.type)
    ? (error.type as RewardErrorType)
    : undefined;
}
