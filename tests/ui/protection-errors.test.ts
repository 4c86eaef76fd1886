// The typed protection errors as the client reads them: details spread into the
// extensions (as the lobby server sends them) or nested under extensions.details, in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphQLError } from '../../src/adapters/graphql/api-error.ts';
import { errorFixOf } from '../../src/components/error-messages.ts';
import { protectionErrorMessage } from '../../src/components/protection-texts.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { loadMessages } from './rewards-harness.tsx';

beforeAll(loadMessages);

const exceeded = {
  kind: 'Deposit',
  period: 'Day',
  limit: 2000,
  remaining: 1250,
  resetsAt: '2030-03-02T09:30:00.000Z',
  currency: 'EUR',
};
const words = (error: unknown) => i18n._(protectionErrorMessage(error, { locale: 'en-GB' }));

describe('typed protection errors', () => {
  it('reads details spread into the extensions or nested under details', () => {
    const spread = graphQLError(
      [{ message: 'x', extensions: { ...exceeded, type: 'DepositLimitExceeded', traceId: 't' } }],
      200,
    );
    expect(spread.data.details).toEqual(exceeded);
    const nested = graphQLError(
      [{ message: 'x', extensions: { type: 'DepositLimitExceeded', details: exceeded } }],
      200,
    );
    expect(nested.data.details).toEqual(exceeded);
    for (const error of [spread, nested])
      expect(words(error)).toMatch(
        /^This deposit would go over your deposit limit\. You can deposit up to €12\.50 now; more becomes available on 2 Mar 2030, \d\d:30\.$/,
      );
    expect(
      graphQLError([{ message: 'x', extensions: { type: 'NoPendingChange' } }], 200).data,
    ).not.toHaveProperty('details');
  });

  it('words InvalidLimit with its range, and falls back to the lobby’s messages', () => {
    const invalid = graphQLError(
      [{ message: 'x', extensions: { type: 'InvalidLimit', min: 100, max: 100_000_000 } }],
      200,
    );
    expect(
      i18n._(
        protectionErrorMessage(invalid, {
          locale: 'en-GB',
          amountOf: (amount) => `€${(amount / 100).toFixed(2)}`,
        }),
      ),
    ).toBe('Enter a limit from €1.00 to €1000000.00.');
    expect(
      words(graphQLError([{ message: 'x', extensions: { type: 'NoPendingChange' } }], 200)),
    ).toBe('There is no pending change to cancel any more.');
    expect(words(graphQLError([{ message: 'x', extensions: { type: 'Whatever' } }], 200))).toBe(
      'Something went wrong.',
    );
  });

  it('words DepositLimitRequired (the mandatory limit prompt) and links to the limits page', () => {
    const required = graphQLError(
      [{ message: 'x', extensions: { type: 'DepositLimitRequired', kind: 'Deposit' } }],
      200,
    );
    expect(words(required)).toBe(
      'Set a deposit limit before your first deposit: it is required here.',
    );
    const fix = errorFixOf(required);
    expect(fix?.to).toBe('/profile/limits/');
    expect(i18n._(fix!.label)).toBe('Set a deposit limit first');
  });
});
