// The live tables' maths: one module per engine behind one interface, so the table
// schedule (table-driver.ts) knows nothing of roulette pockets or wheel segments. A bet is a spot
// name and a stake in minor units; an engine draws its outcome from a RandomSource (node:crypto in
// production, a seeded generator in the simulation tests) and settles every spot against it. Each
// spot's return is the stake times its `returns` factor when it wins, so the largest payout of a
// set of bets is known before the draw (the table's limits are checked with it).
import { walletError } from '../../ledger/errors.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import {
  colourOf,
  covers,
  EVEN_MONEY_BETS,
  pocketFrom,
  POCKETS,
  type RouletteBet,
} from '../roulette-engine.ts';
import {
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  BACCARAT_MAX_RETURN_PER_STAKE,
  BACCARAT_STAKE_UNIT,
  baccaratPayout,
  dealCoup,
  type BaccaratBetType,
  type BaccaratWinner,
} from '../baccarat-engine.ts';
import { ShufflingDealer } from '../cards.ts';
import { chipStakeAt, claimSpot } from '../table-chips.ts';
import {
  BLACKJACK_MAX_RETURN,
  dealSequence,
  handPayout,
  type BlackjackSequence,
} from './blackjack.ts';
import { WHEEL_SEGMENTS, wheelSpotReturns, type WheelSpot } from './wheel.ts';
import type { RandomSource } from './random-source.ts';

export type { RandomSource } from './random-source.ts';

export interface LiveBet {
  spot: string;
  stake: number;
}

export interface SettledLiveBet extends LiveBet {
  /** What the spot returns: stake × returns when it wins, the stake on a push, else 0. */
  win: number;
}

export interface TableLimits {
  /** The smallest chip: every stake is a whole number of them. */
  chip: number;
  /** The most one spot takes. */
  maxStake: number;
}

export interface LiveEngine<O extends Json = Json> {
  id: 'live-roulette' | 'live-wheel' | 'live-baccarat' | 'live-blackjack';
  /** The spots a player may bet on, in the page's order. */
  spots: readonly string[];
  /** Stakes are multiples of this many minor units (the table's chip is rounded up to it). */
  chipUnit?: number;
  /** The most a spot returns per unit staked (stake included): the table's payout limit. */
  maxReturn(spot: string): number;
  draw(random: RandomSource): O;
  /** What each bet returns for the outcome (stake included; 0 when lost). */
  settle(bets: readonly LiveBet[], outcome: O): SettledLiveBet[];
}

/** The most a set of bets can return together: an upper bound over every outcome. */
export function largestPayout(engine: LiveEngine, bets: readonly LiveBet[]): number {
  if (engine.id === 'live-roulette') {
    // Roulette's spots overlap: the true largest is over the 37 pockets.
    let largest = 0;
    for (let pocket = 0; pocket < POCKETS; pocket++) {
      const win = engine.settle(bets, { pocket } as never).reduce((sum, bet) => sum + bet.win, 0);
      largest = Math.max(largest, win);
    }
    return largest;
  }
  if (engine.id === 'live-wheel') {
    let largest = 0;
    for (const segment of new Set(WHEEL_SEGMENTS)) {
      const win = engine.settle(bets, { segment } as never).reduce((sum, bet) => sum + bet.win, 0);
      largest = Math.max(largest, win);
    }
    return largest;
  }
  return bets.reduce((sum, bet) => sum + bet.stake * engine.maxReturn(bet.spot), 0);
}

/** The most bets of one player in a round: every spot once. */
export function parseLiveBets(engine: LiveEngine, input: unknown, limits: TableLimits): LiveBet[] {
  if (!Array.isArray(input)) throw walletError('InvalidArgument', 'Bets are a list.');
  if (input.length > engine.spots.length) {
    throw walletError('InvalidArgument', `At most ${engine.spots.length} bets a round.`);
  }
  const seen = new Set<string>();
  return input.map((raw: unknown, index): LiveBet => {
    const bet = (raw ?? {}) as { spot?: unknown; stake?: unknown };
    if (typeof bet.spot !== 'string' || !engine.spots.includes(bet.spot)) {
      throw walletError('InvalidArgument', 'Unknown bet spot.', { index });
    }
    claimSpot(seen, bet.spot, index);
    const stake = chipStakeAt(bet.stake, limits, index);
    return { spot: bet.spot, stake };
  });
}

// ---- Live roulette: European, the single-player table's maths (roulette-engine.ts). ----

/** Spot names: "0"…"36", red, black, odd, even, low, high, dozen-1…3, column-1…3. */
const ROULETTE_SPOTS = [
  ...Array.from({ length: 37 }, (_, n) => String(n)),
  ...EVEN_MONEY_BETS,
  'dozen-1',
  'dozen-2',
  'dozen-3',
  'column-1',
  'column-2',
  'column-3',
];

export function rouletteBetOf(spot: string): Omit<RouletteBet, 'stake'> {
  if (/^\d+$/.test(spot)) return { type: 'straight', value: Number(spot) };
  const [type, value] = spot.split('-');
  return value === undefined
    ? { type: type as RouletteBet['type'] }
    : { type: type as RouletteBet['type'], value: Number(value) };
}

function rouletteReturns(spot: string): number {
  const bet = rouletteBetOf(spot);
  if (bet.type === 'straight') return 36;
  return bet.type === 'dozen' || bet.type === 'column' ? 3 : 2;
}

export type RouletteOutcome = { pocket: number; colour: string };

export const liveRoulette: LiveEngine<RouletteOutcome> = {
  id: 'live-roulette',
  spots: ROULETTE_SPOTS,
  maxReturn: rouletteReturns,
  draw(random) {
    const pocket = random.int(POCKETS);
    return { pocket, colour: colourOf(pocket) };
  },
  settle(bets, outcome) {
    return bets.map((bet) => ({
      ...bet,
      win: covers(rouletteBetOf(bet.spot), outcome.pocket)
        ? bet.stake * rouletteReturns(bet.spot)
        : 0,
    }));
  },
};

// ---- Live wheel: the money wheel (wheel.ts). ----

export type WheelOutcome = { index: number; segment: number };

export const liveWheel: LiveEngine<WheelOutcome> = {
  id: 'live-wheel',
  spots: ['1', '2', '7', '15', '47'] satisfies readonly `${WheelSpot}`[],
  maxReturn: (spot) => wheelSpotReturns(Number(spot) as WheelSpot),
  draw(random) {
    const index = random.int(WHEEL_SEGMENTS.length);
    return { index, segment: WHEEL_SEGMENTS[index]! };
  },
  settle(bets, outcome) {
    return bets.map((bet) => ({
      ...bet,
      win: Number(bet.spot) === outcome.segment ? bet.stake * (outcome.segment + 1) : 0,
    }));
  },
};

/** Random integers from node:crypto-style bytes, by rejection (no modulo bias). */
export function randomFromBytes(bytes: (n: number) => Uint8Array): RandomSource {
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('bad range');
      const limit = Math.floor(2 ** 32 / n) * n;
      for (;;) {
        const b = bytes(4);
        const word = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
        if (word < limit) return word % n;
      }
    },
  };
}

export { pocketFrom };

// ---- Live baccarat: punto banco, H1's deal and payouts (baccarat-engine.ts), 8 decks. ----

export type BaccaratOutcome = {
  player: string[];
  banker: string[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
};

export const liveBaccarat: LiveEngine<BaccaratOutcome> = {
  id: 'live-baccarat',
  spots: BACCARAT_BET_TYPES,
  // Stakes are multiples of 20 minor units: Banker's 5 % commission stays exact.
  chipUnit: BACCARAT_STAKE_UNIT,
  maxReturn: (spot) => (spot === 'tie' ? BACCARAT_MAX_RETURN_PER_STAKE : 2),
  draw(random) {
    // A fresh shoe per coup, shuffled as dealt (a continuous shuffler: no counting).
    const dealer = new ShufflingDealer(BACCARAT_DECKS, (bound) => random.int(bound));
    const coup = dealCoup(() => dealer.draw());
    return {
      player: coup.player,
      banker: coup.banker,
      playerPoints: coup.playerPoints,
      bankerPoints: coup.bankerPoints,
      winner: coup.winner,
    };
  },
  settle(bets, outcome) {
    return bets.map((bet) => ({
      ...bet,
      win: baccaratPayout({ type: bet.spot as BaccaratBetType, stake: bet.stake }, outcome.winner),
    }));
  },
};

// ---- Live blackjack: common draw (blackjack.ts); the driver runs its decision windows. ----

export type BlackjackOutcome = { sequence: string[] };

export const liveBlackjack: LiveEngine<BlackjackOutcome> = {
  id: 'live-blackjack',
  spots: ['hand'],
  // Even stakes: 3:2 on a natural stays exact.
  chipUnit: 2,
  maxReturn: () => BLACKJACK_MAX_RETURN,
  draw: (random) => ({ sequence: dealSequence(random) }),
  // A hand's return depends on the player's decisions: see handPayout (the driver settles).
  settle(bets, outcome) {
    const sequence = outcome.sequence as BlackjackSequence;
    return bets.map((bet) => ({ ...bet, win: handPayout(sequence, 0, bet.stake, false) }));
  },
};
