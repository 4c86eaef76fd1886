// The cashier when no payment provider is configured: production without the sandbox stand-in
// (server/stand-ins.ts) and no real provider adapter yet. Every call that would move money
// through a provider is refused with one typed error; nothing is written, balances stay.
import { LobbyError } from '../errors.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

function paymentsUnavailable(): never {
  throw new LobbyError('PaymentsUnavailable', 'Payments are not available on this server.');
}

export const paymentsUnavailableResolvers: Resolvers = {
  Mutation: {
    initDeposit: paymentsUnavailable,
    depositWithLastUsedAccount: paymentsUnavailable,
    initWithdrawal: paymentsUnavailable,
    startPayNPlay: paymentsUnavailable,
    exchangePayNPlayCode: paymentsUnavailable,
  },
};
