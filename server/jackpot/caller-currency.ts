// The currency a GraphQL caller plays in: a player's own, a visitor's the brand's. The jackpot's
// and the raffle's instances are per currency, so both resolvers start here.
import type { GraphQLContext } from '../graphql/context.ts';
import { playerCurrency } from '../players/players.ts';

export async function callerCurrency(context: GraphQLContext): Promise<string> {
  if (context.viewer.kind !== 'player') return context.brand.defaultCurrency;
  return (
    (await playerCurrency(context.store, context.viewer.playerId)) ?? context.brand.defaultCurrency
  );
}
