// The wallet's GraphQL side: viewer.wallet, lastCompletedDeposit, the histories, withdrawals,
// the block flags on Customer/Player, and the balanceUpdated subscription (the player's own
// events only).
import { playerEvents } from '../players/player-events.ts';
import { requirePlayer } from '../players/require.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import type { PubSubTopics } from '../pubsub/pubsub.ts';
import { walletError } from '../ledger/errors.ts';
import {
  balancesOf,
  findTransactionView,
  lastCompletedDeposit,
  roundHistory,
  transactionHistory,
  type TransactionView,
} from '../ledger/journal/history.ts';
import { clientKey } from '../ledger/journal/idempotency.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import type { Wallet } from '../ledger/wallet.ts';

type BalancePayload = PubSubTopics['balanceUpdated'];

export function walletResolvers(wallet: Wallet): Resolvers {
  const { store } = wallet;

  async function transaction(id: string): Promise<TransactionView> {
    const view = await findTransactionView(store, id);
    if (!view) throw walletError('TransactionNotFound', 'There is no such transaction.');
    return view;
  }

  return {
    Viewer: {
      wallet: async (parent) => {
        const { id, country } = parent.player;
        const currency = country.currency;
        const balances = await balancesOf(store, id, currency);
        return {
          id: `${id}:${currency}`,
          currency,
          ...balances,
          minDepositAmount: wallet.minDeposit(currency),
          minWithdrawalAmount: wallet.minWithdrawal(currency),
        };
      },
      lastCompletedDeposit: (parent) => lastCompletedDeposit(store, parent.player.id),
      transactions: (parent, args) =>
        transactionHistory(store, parent.player.id, {
          type: args.type ?? null,
          sortBy: args.sortBy,
          ascending: args.ascending,
          first: args.first,
          after: args.after ?? null,
        }),
      gameRounds: (parent, args) => roundHistory(store, parent.player.id, args.first, args.after),
    },

    Customer: {
      isDepositsBlocked: async (parent) => (await restrictionsOf(store, parent.id)).depositsBlocked,
      isCancelWithdrawalBlocked: async (parent) =>
        (await restrictionsOf(store, parent.id)).cancelWithdrawalBlocked,
    },
    Player: {
      areWithdrawalsBlocked: async (parent) =>
        (await restrictionsOf(store, parent.id)).withdrawalsBlocked,
      totalDepositAmount: async (parent) => {
        const { rows } = await store.query<{ total: number | string | null }>(
          `select sum(amount) as total from wallet_transactions
           where player_id = $1 and type = 'Deposit' and status = 'Completed'`,
          [parent.id],
        );
        // sum() of bigint is numeric: text on PostgreSQL.
        return readMinorUnits(rows[0]?.total ?? 0, `deposit total of player ${parent.id}`);
      },
    },

    Mutation: {
      initWithdrawal: async (_root, args, context) => {
        const viewer = requirePlayer(context);
        const outcome = await wallet.startWithdrawal(
          viewer.playerId,
          args.amount,
          args.currency,
          clientKey(args.idempotencyKey),
        );
        return transaction(outcome.transactionId);
      },
      cancelWithdrawal: async (_root, args, context) => {
        const viewer = requirePlayer(context);
        const outcome = await wallet.cancelWithdrawal(
          viewer.playerId,
          args.transactionId,
          args.reason,
        );
        return transaction(outcome.transactionId);
      },
    },

    Subscription: {
      balanceUpdated: {
        subscribe: (_root, _args, context) =>
          playerEvents(
            context,
            'balanceUpdated',
            (event, viewer) => event.playerId === viewer.playerId,
          ),
        resolve: (payload: BalancePayload) => payload,
      },
    },
  };
}
