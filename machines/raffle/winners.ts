// The recent raffle winners carousel (programmes §2 "Raffle drop list", §5, §7, §9): the last 15
// winners (the raffleWinners query's `last`), scrolling at 70 s per loop where other carousels
// default to 40 s. A winner card is skipped unless initials, amount, currency, timestamp and
// brand are all present.

export const RAFFLE_WINNERS_SHOWN = 15;
export const RAFFLE_WINNERS_LOOP_MS = 70_000;
/** The scrolling carousel's loop when a list does not set its own. */
export const CAROUSEL_DEFAULT_LOOP_MS = 40_000;

/** One winner of a raffleWinners node, as the query may return it (any field can be missing). */
export interface RaffleWinnerFields {
  winnerInitials?: string | null;
  winAmount?: number | null;
  winCurrency?: string | null;
  brand?: string | null;
}

export interface RaffleWinnerCard {
  initials: string;
  /** As the query gives it (the node's winAmount). */
  amount: number;
  currency: string;
  brand: string;
  /** The node's timestamp (ISO), for "time ago". */
  timestamp: string;
}

/**
 * The card for one winner of a node with `timestamp`, or null when a field is missing. An
 * amount of 0 is present; empty strings are not.
 */
export function winnerCard(
  winner: RaffleWinnerFields,
  timestamp: string | null | undefined,
): RaffleWinnerCard | null {
  const { winnerInitials, winAmount, winCurrency, brand } = winner;
  if (!winnerInitials || !winCurrency || !brand || !timestamp) return null;
  if (typeof winAmount !== 'number' || !Number.isFinite(winAmount)) return null;
  return { initials: winnerInitials, amount: winAmount, currency: winCurrency, brand, timestamp };
}
