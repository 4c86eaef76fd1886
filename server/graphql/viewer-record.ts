// The parent of Viewer's fields: the player and customer that Query.viewer resolves. The
// wallet's fields (wallet, lastCompletedDeposit, transactions, gameRounds) resolve from it.
import type { Customer, Player } from './generated/resolvers-types.ts';

export interface ViewerRecord {
  player: Player;
  customer: Customer;
}
