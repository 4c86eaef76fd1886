// Playing cards for the table games: blackjack, baccarat, dragon tiger and their live
// tables. Pure: no I/O, no clock. A card is a two-character code, rank then suit ("AS", "TD",
// "9C"), so a round's state is plain JSON and reads well in logs and the round history. The
// randomness is injected as a `RandomInt`: production uses node:crypto (`cryptoRandom`, or
// `hmacRandom` when a retried request must see the same cards: a stream keyed by a server secret
// and the round id), simulations use `seededRandom`. Shuffles are Fisher–Yates with unbiased
// integers, so every order of the shoe is equally likely.
import { createHmac, randomInt } from 'node:crypto';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A card's code: rank then suit, e.g. "AS" (ace of spades), "TD" (ten of diamonds). */
export type Card = `${Rank}${Suit}`;

/** A uniform random integer in [0, bound); bound is a positive safe integer. */
export type RandomInt = (bound: number) => number;

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** Ace 1, two to ten by pips, jack 11, queen 12, king 13 (dragon tiger's order). */
export function rankNumber(card: Card): number {
  return RANKS.indexOf(rankOf(card)) + 1;
}

const CARD_PATTERN = /^[A2-9TJQK][SHDC]$/;

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CARD_PATTERN.test(value);
}

/** One ordered deck of 52 cards, suit by suit. */
export function deck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));
}

/** `decks` ordered decks one after another (not shuffled). */
export function orderedShoe(decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) {
    throw new RangeError(`A shoe holds 1–16 decks, not ${decks}.`);
  }
  return Array.from({ length: decks }, deck).flat();
}

const orderedShoes = new Map<number, readonly Card[]>();
/** A copy of a cached ordered shoe (simulations open millions). */
function orderedShoeCopy(decks: number): Card[] {
  let shoe = orderedShoes.get(decks);
  if (!shoe) {
    shoe = orderedShoe(decks);
    orderedShoes.set(decks, shoe);
  }
  return shoe.slice();
}

/** A shuffled copy (Fisher–Yates): every permutation equally likely given a uniform `random`. */
export function shuffle<T>(items: readonly T[], random: RandomInt): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    const swap = out[i]!;
    out[i] = out[j]!;
    out[j] = swap;
  }
  return out;
}

/** A freshly shuffled shoe of `decks` decks. */
export function shuffledShoe(decks: number, random: RandomInt = cryptoRandom): Card[] {
  return shuffle(orderedShoe(decks), random);
}

/**
 * Deals from the top of a shoe (index `next` onward). Throws if the shoe runs out, which the
 * table games cannot cause: a round uses at most a few dozen cards of a 6- or 8-deck shoe.
 */
export class Dealer {
  private next = 0;
  private readonly shoe: readonly Card[];
  constructor(shoe: readonly Card[]) {
    this.shoe = shoe;
  }
  /** The next card. */
  draw(): Card {
    const card = this.shoe[this.next];
    if (card === undefined) throw new RangeError('The shoe is empty.');
    this.next += 1;
    return card;
  }
  /** How many cards have been dealt. */
  get dealt(): number {
    return this.next;
  }
}

/**
 * Deals from a shoe shuffled as it is dealt (the inside-out Fisher–Yates: each draw picks a
 * uniform card among those left). The same distribution as shuffling the whole shoe first,
 * for a fraction of the random numbers: what the simulations use, and the single-player
 * tables, which shuffle a fresh shoe for every round (a continuous shuffler: no card counting).
 */
export class ShufflingDealer {
  private readonly cards: Card[];
  private readonly random: RandomInt;
  private next = 0;
  constructor(decks: number, random: RandomInt) {
    this.cards = orderedShoeCopy(decks);
    this.random = random;
  }
  draw(): Card {
    const left = this.cards.length - this.next;
    if (left <= 0) throw new RangeError('The shoe is empty.');
    const j = this.next + this.random(left);
    const card = this.cards[j]!;
    this.cards[j] = this.cards[this.next]!;
    this.cards[this.next] = card;
    this.next += 1;
    return card;
  }
  get dealt(): number {
    return this.next;
  }
}

/** node:crypto's unbiased randomInt: the production source. */
export const cryptoRandom: RandomInt = (bound) => randomInt(bound);

/**
 * A deterministic stream keyed by `secret` and `message` (HMAC-SHA256 in counter mode), turned
 * into unbiased integers by rejection sampling. The same secret and round id give the same
 * shuffle, so a retried request replays the round; without the secret the cards are unknowable.
 */
export function hmacRandom(secret: string | Buffer, message: string): RandomInt {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  function nextUint32(): number {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${message}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  }
  return (bound) => {
    if (!Number.isSafeInteger(bound) || bound < 1 || bound > 2 ** 32) {
      throw new RangeError(`bound must be 1–2^32, not ${bound}`);
    }
    // Reject the top values that would bias the remainder.
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % bound;
    }
  };
}

/**
 * A seeded generator (mulberry32) for simulations and tests only: fast and repeatable, not
 * secure. Never use it for real rounds.
 */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * bound);
  };
}

/** A move the rules of a table do not allow (a typed error; the service maps it to InvalidArgument). */
export class TableRuleError extends Error {
  readonly code: 'IllegalAction' | 'InvalidBet';
  constructor(code: 'IllegalAction' | 'InvalidBet', message: string) {
    super(message);
    this.name = 'TableRuleError';
    this.code = code;
  }
}
