// The pure parts of the reward pages: how a reward reads, claimability, error messages, and the
// mapping between the API's entries and the reward-list machine's.
import { beforeAll, describe, expect, it } from 'vitest';
import { toRewardUpdate, toRewardView } from '../../src/runtime/reward-list.ts';
import { rewardErrorCode, rewardErrorMessage } from '../../src/features/rewards/error-messages.ts';
import { claimDeadline } from '../../src/features/rewards/RewardCard.tsx';
import {
  freeSpinGame,
  isClaimable,
  rewardDetail,
  rewardSummary,
} from '../../src/features/rewards/reward-details.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { apiError, bonusDrop, freeSpins, loadMessages, moneyDrop } from './rewards-harness.tsx';

beforeAll(loadMessages);

describe('reward details', () => {
  it('describes each reward type', () => {
    expect(rewardSummary(moneyDrop().reward, i18n)).toBe('€5.00');
    expect(rewardSummary(bonusDrop().reward, i18n)).toBe(
      '€10.00 bonus, wager ×10, max payout €50.00',
    );
    expect(rewardSummary({ ...bonusDrop().reward, maxPayout: null }, i18n)).toBe(
      '€10.00 bonus, wager ×10',
    );
    expect(rewardSummary(freeSpins().reward, i18n)).toBe(
      '10 free spins on Polished Reels Megaways',
    );
    expect(rewardSummary({ ...freeSpins().reward, freeSpinsAmount: 1 }, i18n)).toBe(
      '1 free spin on Polished Reels Megaways',
    );
    expect(rewardDetail(freeSpins().reward, 'EUR', i18n)).toBe('€0.20 per spin');
    expect(rewardDetail(moneyDrop().reward, 'EUR', i18n)).toBeNull();
  });

  it('names the free spins game from the descriptor, its slug or its url', () => {
    const game = (json: string, url = '/games/book-of-gold/') =>
      freeSpinGame({ game: { json, url } });
    expect(game('{"name":"Book of Gold","slug":"x"}').name).toBe('Book of Gold');
    expect(game('{"slug":"lucky-seven"}').name).toBe('Lucky Seven');
    expect(game('not json')).toEqual({ name: 'Book Of Gold', url: '/games/book-of-gold/' });
  });

  it('claims only manual Unclaimed (or failed) entries', () => {
    const manual = moneyDrop();
    expect(isClaimable(manual)).toBe(true);
    expect(isClaimable({ ...manual, status: 'FailedProcessing' })).toBe(true);
    for (const status of ['Credited', 'Scheduled', 'Expired', 'Processing', 'Removed'] as const)
      expect(isClaimable({ ...manual, status })).toBe(false);
    expect(isClaimable({ ...manual, reward: { ...manual.reward, claimType: 'automatic' } })).toBe(
      false,
    );
  });

  it('maps typed errors to messages, unknown ones to the generic text', () => {
    expect(rewardErrorCode(apiError('RewardsBlocked'))).toBe('RewardsBlocked');
    expect(rewardErrorCode('RewardNotFound')).toBe('RewardNotFound');
    expect(i18n._(rewardErrorMessage('InsufficientPoints'))).toBe(
      'You do not have enough points for this offer.',
    );
    expect(i18n._(rewardErrorMessage(apiError('InvalidSmsCode')))).toBe(
      'That code is not right. Check it and try again.',
    );
    expect(i18n._(rewardErrorMessage('CLAIM_FAILED'))).toBe('Something went wrong.');
  });
});

describe('reward list entries', () => {
  it('keeps the API fields in the machine payload and gives them back', () => {
    const drop = moneyDrop();
    const update = toRewardUpdate({
      reward: drop.reward,
      status: 'Unclaimed',
      assignationId: drop.assignationId,
      updatedAt: drop.updatedAt,
    });
    expect(update.reward).toMatchObject({
      rewardId: 'r-money',
      startsAt: drop.reward.startsAt,
      claimType: 'manual',
    });
    const view = toRewardView({ ...update, loading: true, error: 'RewardsBlocked' });
    expect(view).toEqual({
      ...drop,
      // First seen live: assigned when the update says it changed.
      assignedAt: drop.updatedAt,
      loading: true,
      error: 'RewardsBlocked',
    });
  });
});

describe('claim deadline', () => {
  it('is endsAt, or expiresIn after the reward became claimable, whichever is first', () => {
    const drop = moneyDrop();
    const reward = { ...drop.reward, endsAt: null, expiresIn: 3600 };
    expect(claimDeadline({ ...drop, reward })).toBe('2030-01-01T11:00:00.000Z');
    // Started after the assignment: the hour runs from startsAt.
    expect(
      claimDeadline({ ...drop, reward: { ...reward, startsAt: '2030-01-05T00:00:00.000Z' } }),
    ).toBe('2030-01-05T01:00:00.000Z');
    expect(
      claimDeadline({ ...drop, reward: { ...reward, endsAt: '2030-01-01T10:30:00.000Z' } }),
    ).toBe('2030-01-01T10:30:00.000Z');
    expect(claimDeadline({ ...drop, reward: { ...reward, expiresIn: null } })).toBeNull();
  });
});
