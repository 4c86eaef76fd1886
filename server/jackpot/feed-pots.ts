// The pots the feed (GET /api/feed) shows: the brand's live instance in the asked currency, or
// none when the brand has no jackpot in it. Handed to the feed by the composition root.
import type { Store } from '../db/store.ts';
import { readPots } from '../ledger/jackpot/jackpot-drops.ts';
import { findInstanceFor } from './instances.ts';
import { SITE_SOURCE } from './settings.ts';

export interface FeedPot {
  id: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

export type JackpotPotsOf = (brand: string, currency: string) => Promise<FeedPot[]>;

export function jackpotPotsOf(store: Store): JackpotPotsOf {
  return async (brand, currency) => {
    const instance = await findInstanceFor(store, brand, SITE_SOURCE, currency);
    if (!instance?.enabled) return [];
    const pots = await readPots(store, instance.id);
    return pots.map((pot) => ({ id: pot.potId, amount: pot.value, currency: instance.currency }));
  };
}
