// An amount under the minimum names the minimum in the player's money (the Pay N Play
// sign-in showed "Something went wrong." for €15 under a €20 minimum).
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/adapters/graphql/api-error.ts';
import { errorMessageOf, GENERIC_ERROR } from '../../src/components/error-messages.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { loadMessages } from './rewards-harness.tsx';

const belowMinimum = (details?: Record<string, unknown>) =>
  new ApiError({
    message: '[GraphQL] The amount is below the minimum deposit.',
    type: 'AmountBelowMinimum',
    keys: [],
    traceId: null,
    status: 200,
    ...(details ? { details } : {}),
  });

describe('AmountBelowMinimum', () => {
  beforeAll(loadMessages);

  it('says the least amount, formatted as the lobby formats money', () => {
    expect(i18n._(errorMessageOf(belowMinimum({ minimum: 2000, currency: 'EUR' })))).toBe(
      'Enter at least €20.00.',
    );
    expect(i18n._(errorMessageOf(belowMinimum({ minimum: 120000, currency: 'JPY' })))).toBe(
      'Enter at least ¥120,000.',
    );
  });

  it('without the figures from the server, falls back to the generic message', () => {
    expect(errorMessageOf(belowMinimum())).toBe(GENERIC_ERROR);
    expect(errorMessageOf(belowMinimum({ minimum: '20', currency: 'EUR' }))).toBe(GENERIC_ERROR);
  });
});
