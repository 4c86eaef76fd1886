// The cashier's mutations: initDeposit (to the sandbox page), a deposit from the last used
// account, and Pay N Play's start and code
// exchange.
import { requireOrigin, requirePlayer } from '../players/require.ts';
import type { TokenPairs } from '../players/token-pairs.ts';
import { LobbyError } from '../errors.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { findTransactionView } from '../ledger/journal/history.ts';
import { clientKey } from '../ledger/journal/idempotency.ts';
import { safeReturnPath } from './methods.ts';
import { spendLoginCode } from './pay-n-play.ts';
import type { Payments } from './service.ts';

export function paymentResolvers(payments: Payments, tokenPairs: TokenPairs): Resolvers {
  return {
    Mutation: {
      initDeposit: async (_root, args, context) => {
        const viewer = requirePlayer(context);
        const { outcome, paymentPath } = await payments.startDeposit(viewer.playerId, {
          amount: args.amount,
          currency: args.currency,
          paymentMethod: args.paymentMethod,
          returnUrl: safeReturnPath(args.returnUrl),
          idempotencyKey: clientKey(args.idempotencyKey),
        });
        const transaction = await findTransactionView(context.store, outcome.transactionId);
        return {
          transaction: transaction!,
          paymentUrl: `${context.origin ?? ''}${paymentPath}`,
        };
      },

      depositWithLastUsedAccount: async (_root, args, context) => {
        const viewer = requirePlayer(context);
        const outcome = await payments.depositWithLastUsedAccount(viewer.playerId, {
          amount: args.amount,
          currency: args.currency,
          paymentMethod: args.paymentMethod,
          account: args.account,
          idempotencyKey: clientKey(args.idempotencyKey),
        });
        return (await findTransactionView(context.store, outcome.transactionId))!;
      },

      startPayNPlay: async (_root, args, context) => {
        const { paymentPath } = await payments.startPayNPlay({
          brand: context.brand,
          country: context.country.countryCode,
          amount: args.amount,
          provider: args.provider,
          returnUrl: safeReturnPath(args.returnUrl),
        });
        return { paymentUrl: `${context.origin ?? ''}${paymentPath}` };
      },

      exchangePayNPlayCode: async (_root, { code }, context) => {
        const origin = requireOrigin(context);
        const spent = await spendLoginCode(context.store, code, context.brand.key);
        if (!spent) {
          throw new LobbyError('InvalidTokenFailure', 'The sign-in link has expired. Try again.', {
            reasons: ['InvalidTokenFailure', 'LoginCodeInvalid'],
          });
        }
        return tokenPairs.signIn(context.brand, origin, spent.playerId, spent.method);
      },
    },
  };
}
