// The table of reward status changes (server/rewards/transitions.ts), row by row: what it allows,
// and that everything else is refused with InvalidRewardTransition.
import { describe, expect, it } from 'vitest';
import { REWARD_STATUSES, type RewardStatus } from '../../server/rewards/model.ts';
import {
  assertRewardTransition,
  findRewardTransition,
  sourcesOf,
} from '../../server/rewards/transitions.ts';

const ALLOWED: [RewardStatus, RewardStatus][] = [
  ['Scheduled', 'Unclaimed'],
  ['Scheduled', 'Expired'],
  ['Scheduled', 'Removed'],
  ['Unclaimed', 'Credited'],
  ['Unclaimed', 'Expired'],
  ['Unclaimed', 'Removed'],
  ['Unclaimed', 'FailedProcessing'],
  ['FailedProcessing', 'Credited'],
  ['FailedProcessing', 'Expired'],
  ['FailedProcessing', 'Removed'],
];

describe('rewards: status transitions', () => {
  for (const from of REWARD_STATUSES) {
    for (const to of REWARD_STATUSES) {
      const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(findRewardTransition(from, to) !== undefined).toBe(allowed);
        if (allowed) expect(() => assertRewardTransition(from, to)).not.toThrow();
        else {
          expect(() => assertRewardTransition(from, to)).toThrowError(
            expect.objectContaining({ type: 'InvalidRewardTransition', details: { from, to } }),
          );
        }
      });
    }
  }

  it('Credited, Expired and Removed are final; nothing ever enters Processing', () => {
    for (const final of ['Credited', 'Expired', 'Removed'] as const) {
      expect(REWARD_STATUSES.filter((to) => findRewardTransition(final, to))).toEqual([]);
    }
    expect(sourcesOf('Processing')).toEqual([]);
    expect(sourcesOf('Expired').sort()).toEqual(['FailedProcessing', 'Scheduled', 'Unclaimed']);
  });
});
