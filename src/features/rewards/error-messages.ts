// The server's typed reward errors (schema: claimReward, buyShopOffer, the phone check) in the
// player's words. The reward-list machine keeps an error code per entry; pages map codes here.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import { errorMessageOf } from '../../components/error-messages.ts';

const BY_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  RewardsBlocked: msg`Rewards are blocked on your account. Contact customer support.`,
  RewardNotClaimable: msg`This reward cannot be claimed any more.`,
  RewardNotFound: msg`This reward is not available.`,
  PhoneVerificationRequired: msg`Verify your phone number before you claim rewards.`,
  InsufficientPoints: msg`You do not have enough points for this offer.`,
  ShopOfferNotFound: msg`This offer is not available any more.`,
};

/** The error code of a failure: the server's type, else NetworkError / UnknownError. */
export function rewardErrorCode(error: unknown): string {
  if (error instanceof ApiError) return error.data.type;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'type' in error && typeof error.type === 'string')
    return error.type;
  return 'UnknownError';
}

/** The message of an error code or failure (sign-in codes and network errors included). */
export function rewardErrorMessage(error: unknown): MessageDescriptor {
  const code = rewardErrorCode(error);
  const known = Object.hasOwn(BY_TYPE, code) ? BY_TYPE[code] : undefined;
  if (known) return known;
  if (error instanceof ApiError) return errorMessageOf(error);
  return errorMessageOf(
    new ApiError({ message: code, type: code, keys: [], traceId: null, status: null }),
  );
}
