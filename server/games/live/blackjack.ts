// Live blackjack, the common-draw kind (decision 0049): every player at the table
// shares the same first two cards and the dealer's up card; each decides hit, stand or double
// (on the first two cards) within a decision window, and everyone who hits gets the same next
// card, so a player's hand is the shared cards up to the point where they stood. The dealer then
// plays S17 from cards of their own. H1's rules (blackjack-rules.ts): hand values, S17, 3:2,
// settlement. House rules of this variant: 8 decks shuffled for every round, the dealer peeks
// for blackjack (a dealer natural takes the base bets only), double on the first two cards, no
// split, no insurance, and a hand holds at most six cards (it stands on the sixth), which keeps a
// round within the wallet's open-round window.
//
// The whole round's cards are drawn at close of bets (written with the round before anyone is
// settled, published only as they are shown): positions 0–3 are the deal (player, dealer up,
// player, dealer hole), 4–7 the shared hits, 8 onward the dealer's draws. The dealer's hand is
// therefore the same whatever the players decide, and a player's outcome for any decision is
// known at the moment they make it (the wallet records it with the bet).
import { ShufflingDealer, type Card } from '../cards.ts';
import { handValue, isBlackjack, playDealer, settleHand } from '../blackjack-rules.ts';
import type { RandomSource } from './random-source.ts';

export const LIVE_BLACKJACK_DECKS = 8;
/** Shared hits at most: a hand holds at most 2 + this many cards. */
export const MAX_HITS = 4;
const DEALER_FROM = 4 + MAX_HITS;
/** Enough for any dealer hand (S17 from two cards needs at most 9 more). */
const SEQUENCE_LENGTH = DEALER_FROM + 12;

export type BlackjackSequence = Card[];

export function dealSequence(random: RandomSource): BlackjackSequence {
  const dealer = new ShufflingDealer(LIVE_BLACKJACK_DECKS, (bound) => random.int(bound));
  return Array.from({ length: SEQUENCE_LENGTH }, () => dealer.draw());
}

/** The shared hand after `hits` shared cards. */
export function playerHand(sequence: BlackjackSequence, hits: number): Card[] {
  return [sequence[0]!, sequence[2]!, ...sequence.slice(4, 4 + hits)];
}

export function dealerStart(sequence: BlackjackSequence): Card[] {
  return [sequence[1]!, sequence[3]!];
}

/** The dealer's final hand: S17 from the dealer's own cards. */
export function dealerFinal(sequence: BlackjackSequence): Card[] {
  let next = DEALER_FROM;
  return playDealer(dealerStart(sequence), () => sequence[next++]!);
}

/** A natural on either side ends the round at the deal (the dealer peeks). */
export function endsAtDeal(sequence: BlackjackSequence): boolean {
  return isBlackjack(playerHand(sequence, 0)) || isBlackjack(dealerStart(sequence));
}

/** Whether a player who has taken `hits` may still act (below 21, under six cards). */
export function canAct(sequence: BlackjackSequence, hits: number): boolean {
  return hits < MAX_HITS && handValue(playerHand(sequence, hits)).total < 21;
}

/** What a hand returns (stake included): base bet, doubled or not, against the dealer. */
export function handPayout(
  sequence: BlackjackSequence,
  hits: number,
  base: number,
  doubled: boolean,
): number {
  const dealer = isBlackjack(dealerStart(sequence)) ? dealerStart(sequence) : dealerFinal(sequence);
  return settleHand(
    { cards: playerHand(sequence, hits), stake: doubled ? 2 * base : base, fromSplit: false },
    dealer,
  ).payout;
}

/** The most a hand returns per unit of base bet: a doubled win. */
export const BLACKJACK_MAX_RETURN = 4;

// ---- The RTP of the variant under its optimal strategy (infinite deck). ----

type Decision = 'hit' | 'stand' | 'double';
const RANK_P: [number, number][] = [
  [1, 1 / 13],
  ...Array.from({ length: 8 }, (_, i): [number, number] => [i + 2, 1 / 13]),
  [10, 4 / 13],
];

function addCard(total: number, soft: boolean, card: number): [number, boolean] {
  let t = total + card;
  let s = soft;
  if (card === 1 && t + 10 <= 21) {
    t += 10;
    s = true;
  }
  if (t > 21 && s) {
    t -= 10;
    s = false;
  }
  return [t, s];
}

/** The dealer's final total distribution (17–21, 22 = bust) given the up card, no natural. */
function dealerDistribution(up: number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (total: number, soft: boolean, cards: number, p: number) => {
    if (total >= 17) {
      // Peek: a two-card 21 is a natural, which this distribution excludes (renormalised below).
      if (cards === 2 && total === 21) return;
      const key = total > 21 ? 22 : total;
      out.set(key, (out.get(key) ?? 0) + p);
      return;
    }
    for (const [card, q] of RANK_P) {
      const [t, s] = addCard(total, soft, card);
      walk(t, s, cards + 1, p * q);
    }
  };
  const [t, s] = addCard(0, false, up);
  walk(t, s, 1, 1);
  const sum = [...out.values()].reduce((a, b) => a + b, 0);
  for (const [k, v] of out) out.set(k, v / sum);
  return out;
}

function standEv(total: number, dealer: Map<number, number>): number {
  if (total > 21) return -1;
  let ev = 0;
  for (const [d, p] of dealer) ev += p * (d > 21 || total > d ? 1 : total === d ? 0 : -1);
  return ev;
}

/** The best EV per base bet of a non-natural hand (cards ≥ 2) against a dealer up card. */
function bestEv(
  total: number,
  soft: boolean,
  cards: number,
  dealer: Map<number, number>,
  memo: Map<string, number>,
): number {
  if (total > 21) return -1;
  const key = `${total}:${soft}:${cards}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let ev = standEv(total, dealer);
  if (total < 21 && cards < 2 + MAX_HITS) {
    let hit = 0;
    for (const [card, q] of RANK_P) {
      const [t, s] = addCard(total, soft, card);
      hit += q * bestEv(t, s, cards + 1, dealer, memo);
    }
    ev = Math.max(ev, hit);
  }
  memo.set(key, ev);
  return ev;
}

/** The optimal decision for a hand (used by the simulation and by nothing that pays). */
const strategyCache = new Map<number, { dealer: Map<number, number>; memo: Map<string, number> }>();

export function bestDecision(hand: readonly Card[], up: Card, canDouble: boolean): Decision {
  const upValue = handValue([up]).total === 11 ? 1 : handValue([up]).total;
  let cached = strategyCache.get(upValue);
  if (!cached) {
    cached = { dealer: dealerDistribution(upValue), memo: new Map() };
    strategyCache.set(upValue, cached);
  }
  const { dealer, memo } = cached;
  const { total, soft } = handValue(hand);
  const stand = standEv(total, dealer);
  let hit = -Infinity;
  let double = -Infinity;
  if (total < 21 && hand.length < 2 + MAX_HITS) {
    hit = 0;
    double = 0;
    for (const [card, q] of RANK_P) {
      const [t, s] = addCard(total, soft, card);
      hit += q * bestEv(t, s, hand.length + 1, dealer, memo);
      double += q * 2 * standEv(t, dealer);
    }
  }
  if (canDouble && double > hit && double > stand) return 'double';
  return hit > stand ? 'hit' : 'stand';
}

/**
 * The variant's RTP in percent under optimal play, computed exactly for an infinite deck: the
 * player's natural pays 3:2 unless the dealer has one too; a dealer natural takes the base bet
 * only (peek); otherwise the best of stand, hit (up to six cards) and double on two cards.
 */
export function liveBlackjackRtp(): number {
  let ev = 0;
  for (const [up, pUp] of RANK_P) {
    const dealerBj = up === 1 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    const dealer = dealerDistribution(up);
    const memo = new Map<string, number>();
    for (const [a, pa] of RANK_P) {
      for (const [b, pb] of RANK_P) {
        const p = pUp * pa * pb;
        const [total, soft] = addCard(...addCard(0, false, a), b);
        const natural = total === 21;
        if (natural) {
          ev += p * (dealerBj * 0 + (1 - dealerBj) * 1.5);
          continue;
        }
        let best = bestEv(total, soft, 2, dealer, memo);
        let double = 0;
        for (const [card, q] of RANK_P)
          double += q * 2 * standEv(addCard(total, soft, card)[0], dealer);
        best = Math.max(best, double);
        ev += p * (dealerBj * -1 + (1 - dealerBj) * best);
      }
    }
  }
  return (1 + ev) * 100;
}
