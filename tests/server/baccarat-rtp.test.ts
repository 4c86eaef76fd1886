// Baccarat and dragon tiger RTP: computed exactly by enumerating every order of card
// values off a full 8-deck shoe through the engines' own deal and settlement, then checked by a
// seeded simulation of the real shoe; both equal the catalogue's published figures (±0.5 %).
// Plus the third-card rules on known coups, and the property that no bet returns more than its
// paytable allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_RTPS } from '../../server/catalogue/game-engines.ts';
import { ShufflingDealer, seededRandom, type Card } from '../../server/games/cards.ts';
import {
  BACCARAT_MAX_RETURN_PER_STAKE,
  BACCARAT_PAYOUTS,
  bankerDraws,
  baccaratPayout,
  dealCoup,
  handPoints,
  parseBaccaratBets,
  settleBaccarat,
  type BaccaratBetType,
  type BaccaratWinner,
} from '../../server/games/baccarat-engine.ts';
import {
  DRAGON_TIGER_MAX_RETURN_PER_STAKE,
  dealDragonTiger,
  dragonTigerPayout,
  settleDragonTiger,
  type DragonTigerBetType,
} from '../../server/games/dragon-tiger-engine.ts';

/** A card of each baccarat value (0 = ten) and how many an 8-deck shoe holds. */
const VALUE_CARD: Card[] = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
const VALUE_COUNT = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];

/** Exact winner probabilities: every sequence of six values, weighted without replacement. */
function baccaratOdds(): Record<BaccaratWinner, number> {
  const odds = { player: 0, banker: 0, tie: 0 };
  const counts = VALUE_COUNT.slice();
  const seq: number[] = [];
  const total = 416;
  function walk(depth: number, p: number): void {
    if (depth === 6) {
      let i = 0;
      const coup = dealCoup(() => VALUE_CARD[seq[i++]!]!);
      odds[coup.winner] += p;
      return;
    }
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = p * (counts[v]! / (total - depth));
      counts[v]! -= 1;
      seq.push(v);
      walk(depth + 1, q);
      seq.pop();
      counts[v]! += 1;
    }
  }
  walk(0, 1);
  return odds;
}

function rtpOf(type: BaccaratBetType, odds: Record<BaccaratWinner, number>): number {
  return (['player', 'banker', 'tie'] as const).reduce(
    (sum, winner) => sum + odds[winner] * (baccaratPayout({ type, stake: 100 }, winner) / 100),
    0,
  );
}

describe('baccarat', () => {
  const odds = baccaratOdds();

  it('has the standard 8-deck odds', () => {
    expect(odds.banker).toBeCloseTo(0.458597, 5);
    expect(odds.player).toBeCloseTo(0.446247, 5);
    expect(odds.tie).toBeCloseTo(0.095156, 5);
  });

  it('returns exactly the published RTP on Banker, and the known figures on Player and Tie', () => {
    const banker = rtpOf('banker', odds) * 100;
    expect(banker).toBeCloseTo(ENGINE_RTPS.baccarat['']!, 2);
    expect(Math.abs(banker - ENGINE_RTPS['live-baccarat']['']!)).toBeLessThan(0.01);
    expect(rtpOf('player', odds) * 100).toBeCloseTo(98.76, 2);
    expect(rtpOf('tie', odds) * 100).toBeCloseTo(85.64, 2);
  });

  it('a seeded simulation of the shoe agrees within 0.5 %', () => {
    const random = seededRandom(18);
    let stake = 0;
    let win = 0;
    for (let i = 0; i < 300_000; i++) {
      const dealer = new ShufflingDealer(8, random);
      const coup = dealCoup(() => dealer.draw());
      stake += 20;
      win += baccaratPayout({ type: 'banker', stake: 20 }, coup.winner);
    }
    expect(Math.abs((win / stake) * 100 - ENGINE_RTPS.baccarat['']!)).toBeLessThan(0.5);
  });

  it('follows the third-card rules', () => {
    // Natural 9 against 7: nobody draws.
    expect(dealCoup(fromList(['4S', '3H', '5D', '4C'])).player).toHaveLength(2);
    // Player 5 draws; Banker 3 stands on a Player third card of 8.
    const c = dealCoup(fromList(['2S', 'KH', '3D', '3C', '8H']));
    expect(c.player).toHaveLength(3);
    expect(c.banker).toHaveLength(2);
    // Player stands on 6; Banker 5 draws.
    const d = dealCoup(fromList(['3S', '2H', '3D', '3C', '4H']));
    expect(d.player).toHaveLength(2);
    expect(d.banker).toHaveLength(3);
    expect(handPoints(d.banker)).toBe(9);
    expect(d.winner).toBe('banker');
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(7, undefined)).toBe(false);
  });

  it('pays Banker 0.95:1, Tie 8:1, and pushes Player/Banker on a tie', () => {
    expect(baccaratPayout({ type: 'banker', stake: 20 }, 'banker')).toBe(39);
    expect(baccaratPayout({ type: 'player', stake: 20 }, 'player')).toBe(40);
    expect(baccaratPayout({ type: 'tie', stake: 20 }, 'tie')).toBe(180);
    expect(baccaratPayout({ type: 'player', stake: 20 }, 'tie')).toBe(20);
    expect(baccaratPayout({ type: 'banker', stake: 20 }, 'player')).toBe(0);
  });

  it('refuses malformed bets with a typed error', () => {
    const limits = { unit: 20, maxStake: 2000 };
    for (const bad of [
      [],
      [{ type: 'dragon', stake: 20 }],
      [{ type: 'tie', stake: 30 }],
      [{ type: 'tie', stake: 4000 }],
      'x',
      [
        { type: 'tie', stake: 20 },
        { type: 'tie', stake: 20 },
      ],
    ]) {
      expect(() => parseBaccaratBets(bad, limits)).toThrow(
        expect.objectContaining({ name: 'TableRuleError' }),
      );
    }
    expect(parseBaccaratBets([{ type: 'banker', stake: 40 }], limits)).toEqual([
      { type: 'banker', stake: 40 },
    ]);
  });

  it('never returns more than the paytable allows (property)', () => {
    const type = fc.constantFrom<BaccaratBetType>('player', 'banker', 'tie');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.uniqueArray(
          fc.record({ type, stake: fc.integer({ min: 1, max: 500 }).map((n) => n * 20) }),
          {
            selector: (bet) => bet.type,
            minLength: 1,
          },
        ),
        (seed, bets) => {
          const dealer = new ShufflingDealer(8, seededRandom(seed));
          const coup = dealCoup(() => dealer.draw());
          const settled = settleBaccarat(bets, coup.winner);
          for (const bet of settled.bets) {
            const [n, d] = BACCARAT_PAYOUTS[bet.type];
            expect(bet.win).toBeLessThanOrEqual(bet.stake + (bet.stake * n) / d);
            expect(bet.win).toBeLessThanOrEqual(bet.stake * BACCARAT_MAX_RETURN_PER_STAKE);
            expect(Number.isInteger(bet.win)).toBe(true);
          }
          expect(settled.win).toBeLessThanOrEqual(settled.stake * BACCARAT_MAX_RETURN_PER_STAKE);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

function fromList(cards: Card[]): () => Card {
  let i = 0;
  return () => cards[i++]!;
}

describe('dragon tiger', () => {
  /** Exact: 13 × 13 rank pairs off an 8-deck shoe (32 of each rank in 416). */
  function exactRtp(type: DragonTigerBetType): number {
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
    let rtp = 0;
    for (const a of ranks) {
      for (const b of ranks) {
        const p = (32 / 416) * ((a === b ? 31 : 32) / 415);
        const coup = dealDragonTiger(fromList([`${a}S`, `${b}H`]));
        rtp += p * (dragonTigerPayout({ type, stake: 100 }, coup.winner) / 100);
      }
    }
    return rtp * 100;
  }

  it('returns exactly the published RTP on Dragon and Tiger, 89.64 % on Tie', () => {
    expect(exactRtp('dragon')).toBeCloseTo(ENGINE_RTPS['dragon-tiger']['']!, 2);
    expect(exactRtp('tiger')).toBeCloseTo(ENGINE_RTPS['dragon-tiger']['']!, 2);
    expect(exactRtp('tie')).toBeCloseTo(89.64, 2);
  });

  it('a seeded simulation agrees within 0.5 %', () => {
    const random = seededRandom(7);
    let stake = 0;
    let win = 0;
    for (let i = 0; i < 300_000; i++) {
      const dealer = new ShufflingDealer(8, random);
      const coup = dealDragonTiger(() => dealer.draw());
      stake += 2;
      win += dragonTigerPayout({ type: 'dragon', stake: 2 }, coup.winner);
    }
    expect(Math.abs((win / stake) * 100 - ENGINE_RTPS['dragon-tiger']['']!)).toBeLessThan(0.5);
  });

  it('ranks ace low and king high, and halves Dragon/Tiger on a tie', () => {
    expect(dealDragonTiger(fromList(['KS', 'QH'])).winner).toBe('dragon');
    expect(dealDragonTiger(fromList(['AS', '2H'])).winner).toBe('tiger');
    expect(dealDragonTiger(fromList(['7S', '7D'])).winner).toBe('tie');
    expect(dragonTigerPayout({ type: 'dragon', stake: 10 }, 'tie')).toBe(5);
    expect(dragonTigerPayout({ type: 'tie', stake: 10 }, 'tie')).toBe(120);
  });

  it('never returns more than the paytable allows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 1000 }),
        (seed, half) => {
          const dealer = new ShufflingDealer(8, seededRandom(seed));
          const coup = dealDragonTiger(() => dealer.draw());
          const bets = (['dragon', 'tiger', 'tie'] as const).map((type) => ({
            type,
            stake: half * 2,
          }));
          const settled = settleDragonTiger(bets, coup.winner);
          for (const bet of settled.bets) {
            expect(bet.win).toBeLessThanOrEqual(bet.stake * (bet.type === 'tie' ? 12 : 2));
          }
          expect(settled.win).toBeLessThanOrEqual(
            settled.stake * DRAGON_TIGER_MAX_RETURN_PER_STAKE,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
