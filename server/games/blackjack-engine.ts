// The single-player blackjack round as a pure state machine: `deal` starts a round
// from a base bet, `act` applies one player decision, and each returns a new plain-JSON state
// the service stores between requests. Cards come from a `draw` function (the service replays
// the round's shoe from its HMAC stream, skipping `state.dealt` cards), so a state plus the
// shoe determines the rest. Order of play: player, dealer up card, player, dealer hole card;
// insurance is offered on an ace; the dealer peeks under an ace or ten and a dealer natural ends
// the round at once (only the base bet and insurance are at stake then); split hands get their
// second card when they are played; split aces take one card each; 21 stands automatically.
import { TableRuleError, type Card } from './cards.ts';
import {
  BLACKJACK_RULES,
  cardValue,
  handValue,
  isBlackjack,
  isPair,
  playDealer,
  settleHand,
  settleInsurance,
  type HandResult,
} from './blackjack-rules.ts';

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'noInsurance',
];

export interface PlayerHand {
  cards: Card[];
  /** The hand's stake: the base bet, twice it once doubled. */
  stake: number;
  doubled: boolean;
  fromSplit: boolean;
  /** No more decisions: stood, busted, doubled, 21, or split aces. */
  done: boolean;
  /** After settlement. */
  result?: HandResult;
  payout?: number;
}

export type BlackjackPhase = 'insurance' | 'playing' | 'settled';

export interface BlackjackState {
  phase: BlackjackPhase;
  /** The base bet of the round. */
  bet: number;
  hands: PlayerHand[];
  /** The hand the next decision is for. */
  active: number;
  /** Dealer's cards: [up card, hole card, draws…]. Hide the hole card until settled. */
  dealer: Card[];
  /** Insurance stake: null not offered or not yet decided, 0 declined. */
  insurance: number | null;
  /** Cards drawn from the round's shoe so far. */
  dealt: number;
  /** When settled: what the insurance returned and what the round returns in all. */
  insuranceWin?: number;
  win?: number;
}

/** Everything the round has staked so far: hands (doubles and splits included) and insurance. */
export function totalStake(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.stake, 0) + (state.insurance ?? 0);
}

/** The extra stake an action needs before it is applied (0 for hit, stand, no insurance). */
export function extraStake(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'double' || action === 'split') return state.hands[state.active]?.stake ?? 0;
  if (action === 'insurance') return state.bet / 2;
  return 0;
}

/** The decisions the player may make now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'playing') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && (!hand.fromSplit || BLACKJACK_RULES.doubleAfterSplit)) {
    actions.push('double');
  }
  const splitAces = hand.fromSplit && cardValue(hand.cards[0]!) === 1;
  if (
    isPair(hand.cards) &&
    state.hands.length < BLACKJACK_RULES.maxHands &&
    (!splitAces || BLACKJACK_RULES.resplitAces)
  ) {
    actions.push('split');
  }
  return actions;
}

/** A deep copy (by hand: simulations apply millions of actions). */
function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    hands: state.hands.map((hand) => ({ ...hand, cards: hand.cards.slice() })),
    dealer: state.dealer.slice(),
  };
}

/** Draw wrapper counting cards dealt into the state. */
function counter(state: BlackjackState, draw: () => Card): () => Card {
  return () => {
    state.dealt += 1;
    return draw();
  };
}

/**
 * Starts a round: two cards each. `bet` is a positive even integer (minor units). Returns the
 * state in phase `insurance` (dealer ace), `settled` (a natural decided it), or `playing`.
 */
export function deal(bet: number, draw: () => Card): BlackjackState {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % 2 !== 0) {
    throw new TableRuleError('InvalidBet', 'The bet must be a positive even amount.');
  }
  const state: BlackjackState = {
    phase: 'playing',
    bet,
    hands: [],
    active: 0,
    dealer: [],
    insurance: null,
    dealt: 0,
  };
  const next = counter(state, draw);
  const first = next();
  const up = next();
  const second = next();
  const hole = next();
  state.hands.push({
    cards: [first, second],
    stake: bet,
    doubled: false,
    fromSplit: false,
    done: false,
  });
  state.dealer = [up, hole];
  if (cardValue(up) === 1) {
    state.phase = 'insurance';
    return state;
  }
  return afterPeek(state, next);
}

/** The dealer has checked for a natural (and insurance is decided): end now or play. */
function afterPeek(state: BlackjackState, next: () => Card): BlackjackState {
  const hand = state.hands[0]!;
  if (isBlackjack(state.dealer) || isBlackjack(hand.cards)) {
    hand.done = true;
    return settle(state, next);
  }
  return state;
}

/** Moves to the next hand needing decisions, dealing split hands their second card; else settles. */
function advance(state: BlackjackState, next: () => Card): BlackjackState {
  for (let i = state.active; i < state.hands.length; i++) {
    const hand = state.hands[i]!;
    if (hand.done) continue;
    if (hand.cards.length === 1) hand.cards.push(next());
    if (handValue(hand.cards).total >= 21) {
      hand.done = true;
      continue;
    }
    state.active = i;
    return state;
  }
  state.active = state.hands.length - 1;
  return settle(state, next);
}

/** Dealer plays (unless every hand busted) and every hand and the insurance are settled. */
function settle(state: BlackjackState, next: () => Card): BlackjackState {
  const anyLive = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  const natural =
    state.hands.length === 1 && !state.hands[0]!.fromSplit && isBlackjack(state.hands[0]!.cards);
  // Against a lone natural or only busted hands the dealer has nothing to play for.
  if (anyLive && !natural && !isBlackjack(state.dealer)) {
    state.dealer = playDealer(state.dealer, next);
  }
  let win = 0;
  for (const hand of state.hands) {
    const settled = settleHand(hand, state.dealer);
    hand.result = settled.result;
    hand.payout = settled.payout;
    hand.done = true;
    win += settled.payout;
  }
  state.insuranceWin = state.insurance ? settleInsurance(state.insurance, state.dealer) : 0;
  state.win = win + state.insuranceWin;
  state.phase = 'settled';
  return state;
}

/** Applies one decision; throws TableRuleError (IllegalAction) for one the rules do not allow. */
export function act(
  previous: BlackjackState,
  action: BlackjackAction,
  draw: () => Card,
): BlackjackState {
  if (!legalActions(previous).includes(action)) {
    throw new TableRuleError('IllegalAction', `"${String(action)}" is not allowed now.`);
  }
  const state = clone(previous);
  const next = counter(state, draw);
  if (action === 'insurance' || action === 'noInsurance') {
    state.insurance = action === 'insurance' ? state.bet / 2 : 0;
    state.phase = 'playing';
    return afterPeek(state, next);
  }
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(next());
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake *= 2;
      hand.doubled = true;
      hand.cards.push(next());
      hand.done = true;
      break;
    case 'split': {
      const aces = cardValue(hand.cards[0]!) === 1;
      const moved = hand.cards.pop()!;
      hand.fromSplit = true;
      const twin: PlayerHand = {
        cards: [moved],
        stake: hand.stake,
        doubled: false,
        fromSplit: true,
        done: false,
      };
      state.hands.splice(state.active + 1, 0, twin);
      hand.cards.push(next());
      if (aces && !BLACKJACK_RULES.resplitAces) {
        // Split aces take one card each and stand.
        twin.cards.push(next());
        hand.done = true;
        twin.done = true;
      } else if (handValue(hand.cards).total === 21) {
        hand.done = true;
      }
      break;
    }
  }
  return hand.done ? advance(state, next) : state;
}

/** The state as the player may see it: the hole card hidden until the round is settled. */
export function visibleState(state: BlackjackState): Omit<BlackjackState, 'dealer'> & {
  dealer: (Card | null)[];
  actions: BlackjackAction[];
  totals: number[];
  dealerTotal: number | null;
} {
  const hidden = state.phase !== 'settled';
  const dealer = hidden ? [state.dealer[0]!, null] : state.dealer.slice();
  return {
    ...clone(state),
    dealer,
    actions: legalActions(state),
    totals: state.hands.map((hand) => handValue(hand.cards).total),
    dealerTotal: hidden ? null : handValue(state.dealer).total,
  };
}
