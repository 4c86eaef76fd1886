// Basic strategy for the single-player table's rules (6 decks, dealer stands on soft 17, double
// any two cards and after a split, no surrender, never insurance): the RTP simulation plays it,
// and the page could offer it as a hint. Pure.
import type { BlackjackAction, BlackjackState } from './blackjack-engine.ts';
import { legalActions } from './blackjack-engine.ts';
import { cardValue, handValue } from './blackjack-rules.ts';

type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up card value 2–11 (ace 11). */
function upValue(state: BlackjackState): number {
  const value = cardValue(state.dealer[0]!);
  return value === 1 ? 11 : value;
}

function between(up: number, low: number, high: number): boolean {
  return up >= low && up <= high;
}

function pairMove(value: number, up: number): Move | undefined {
  switch (value) {
    case 1:
    case 8:
      return 'P';
    case 10:
    case 5:
      return undefined;
    case 9:
      return between(up, 2, 6) || up === 8 || up === 9 ? 'P' : undefined;
    case 7:
    case 3:
    case 2:
      return between(up, 2, 7) ? 'P' : undefined;
    case 6:
      return between(up, 2, 6) ? 'P' : undefined;
    case 4:
      return between(up, 5, 6) ? 'P' : undefined;
    default:
      return undefined;
  }
}

function softMove(total: number, up: number): Move {
  if (total >= 19) return 'S';
  if (total === 18) return between(up, 3, 6) ? 'Ds' : up <= 8 ? 'S' : 'H';
  if (total === 17) return between(up, 3, 6) ? 'D' : 'H';
  if (total >= 15) return between(up, 4, 6) ? 'D' : 'H';
  return between(up, 5, 6) ? 'D' : 'H';
}

function hardMove(total: number, up: number): Move {
  if (total >= 17) return 'S';
  if (total >= 13) return up <= 6 ? 'S' : 'H';
  if (total === 12) return between(up, 4, 6) ? 'S' : 'H';
  if (total === 11) return up <= 10 ? 'D' : 'H';
  if (total === 10) return up <= 9 ? 'D' : 'H';
  if (total === 9) return between(up, 3, 6) ? 'D' : 'H';
  return 'H';
}

/** The basic-strategy decision for the state (declines insurance). */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  if (legal.includes('noInsurance')) return 'noInsurance';
  const hand = state.hands[state.active]!;
  const up = upValue(state);
  if (legal.includes('split')) {
    const move = pairMove(cardValue(hand.cards[0]!), up);
    if (move === 'P') return 'split';
  }
  const { total, soft } = handValue(hand.cards);
  const move = soft ? softMove(total, up) : hardMove(total, up);
  const canDouble = legal.includes('double');
  if (move === 'D') return canDouble ? 'double' : 'hit';
  if (move === 'Ds') return canDouble ? 'double' : 'stand';
  return move === 'H' ? 'hit' : 'stand';
}
