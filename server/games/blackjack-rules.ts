// Blackjack's rules, pure: hand values, the dealer's play (stands on soft 17), and
// the settlement of a hand against the dealer. The single-player round (blackjack-engine.ts)
// and the live table build on these. Money is integers in minor units; a payout is what a hand
// returns, stake included (a lost hand returns 0, a push its stake, a win twice its stake,
// a blackjack its stake plus 3:2). Stakes are even so 3:2 and half-stake insurance are exact.
import type { Card } from './cards.ts';
import { rankOf } from './cards.ts';

/** The house rules the single-player table and its RTP figure are for. */
export const BLACKJACK_RULES = {
  decks: 6,
  /** S17: the dealer stands on every 17, soft 17 included. */
  dealerHitsSoft17: false,
  /** A natural pays 3:2. */
  blackjackPays: { numerator: 3, denominator: 2 },
  /** Insurance (offered on a dealer ace) costs half the bet and pays 2:1. */
  insurancePays: 2,
  /** The dealer checks the hole card for blackjack under an ace or ten (no extra stakes lost). */
  dealerPeeks: true,
  /** Double on any first two cards, also after a split. */
  doubleAfterSplit: true,
  /** Split pairs of equal value up to four hands; aces split once and take one card each. */
  maxHands: 4,
  resplitAces: false,
} as const;

/** Blackjack value of a card: ace 1 (counted 11 by `handValue` when it fits), faces 10. */
export function cardValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

export interface HandValue {
  /** The best total: an ace counts 11 when that does not bust the hand. */
  total: number;
  /** An ace is counted as 11 in `total`. */
  soft: boolean;
}

export function handValue(cards: readonly Card[]): HandValue {
  let hard = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) aces = true;
  }
  if (aces && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

/** A natural: two cards worth 21. A split hand's 21 is not one (the caller says which it is). */
export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

export function isBust(cards: readonly Card[]): boolean {
  return handValue(cards).total > 21;
}

/** S17: the dealer draws below 17 and stands on all 17s, soft ones included. */
export function dealerDraws(cards: readonly Card[]): boolean {
  return handValue(cards).total < 17;
}

/** The dealer completes the hand from `draw`; returns the new hand (the input is not changed). */
export function playDealer(cards: readonly Card[], draw: () => Card): Card[] {
  const hand = cards.slice();
  while (dealerDraws(hand)) hand.push(draw());
  return hand;
}

/** Two cards of equal value (a pair, or any two ten-valued cards) may be split. */
export function isPair(cards: readonly Card[]): boolean {
  return cards.length === 2 && cardValue(cards[0]!) === cardValue(cards[1]!);
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface HandToSettle {
  cards: readonly Card[];
  /** The hand's stake including a double. */
  stake: number;
  /** A hand of a split: its two-card 21 is 21, not blackjack. */
  fromSplit: boolean;
}

export interface SettledHand {
  result: HandResult;
  /** What the hand returns, stake included. */
  payout: number;
}

/** The return of a winning natural: stake plus 3:2 (exact for even stakes). */
export function blackjackPayout(stake: number): number {
  const { numerator, denominator } = BLACKJACK_RULES.blackjackPays;
  return stake + Math.floor((stake * numerator) / denominator);
}

/**
 * One hand against the dealer's final hand. A natural beats everything but a dealer natural
 * (push); a bust loses even if the dealer busts too; otherwise the higher total wins.
 */
export function settleHand(hand: HandToSettle, dealer: readonly Card[]): SettledHand {
  const natural = !hand.fromSplit && isBlackjack(hand.cards);
  const dealerNatural = isBlackjack(dealer);
  if (natural) {
    return dealerNatural
      ? { result: 'push', payout: hand.stake }
      : { result: 'blackjack', payout: blackjackPayout(hand.stake) };
  }
  if (dealerNatural) return { result: 'lose', payout: 0 };
  const player = handValue(hand.cards).total;
  if (player > 21) return { result: 'bust', payout: 0 };
  const house = handValue(dealer).total;
  if (house > 21 || player > house) return { result: 'win', payout: hand.stake * 2 };
  if (player === house) return { result: 'push', payout: hand.stake };
  return { result: 'lose', payout: 0 };
}

/** The return of an insurance stake: 3× (2:1 plus the stake) when the dealer has a natural. */
export function settleInsurance(stake: number, dealer: readonly Card[]): number {
  return isBlackjack(dealer) ? stake * (BLACKJACK_RULES.insurancePays + 1) : 0;
}

/**
 * The most a round can return for a base bet: four split hands, each doubled and won (4 × 2 ×
 * 2 × bet). A natural returns 2.5 × bet and insurance only pays with a dealer natural, when no
 * hand was split or doubled, so neither exceeds this.
 */
export function maxRoundReturn(bet: number): number {
  return BLACKJACK_RULES.maxHands * 4 * bet;
}
