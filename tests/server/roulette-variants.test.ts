// The roulette variants of games: American (0 and 00, 38 pockets, every bet 36/38 = 94.74 %)
// and French (la partage: even-money bets get half back on the zero, 98.65 %; the others
// 97.30 %), computed exactly, checked by a seeded simulation, and the payout property: no round
// returns more than its bets could on the pocket drawn (35:1 straight + stake at most).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_RTPS } from '../../server/catalogue/game-engines.ts';
import {
  AMERICAN_WHEEL_ORDER,
  BET_TYPES,
  colourOf,
  covers,
  DOUBLE_ZERO,
  largestPayout,
  parseBets,
  pocketsOf,
  returnToPlayer,
  settle,
  type RouletteBet,
  type RouletteVariant,
} from '../../server/games/roulette-engine.ts';
import { seededRandom } from '../../server/games/cards.ts';

const limits = { chip: 2, maxStake: 200 };
const ALL_BETS = (variant: RouletteVariant): Omit<RouletteBet, 'stake'>[] => [
  ...Array.from({ length: pocketsOf(variant) }, (_, value) => ({
    type: 'straight' as const,
    value,
  })),
  ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type })),
  ...[1, 2, 3].flatMap((value) => [
    { type: 'dozen' as const, value },
    { type: 'column' as const, value },
  ]),
];

describe('American roulette', () => {
  it('has 38 pockets, the 00 green, a wheel holding each once', () => {
    expect(pocketsOf('american')).toBe(38);
    expect([...AMERICAN_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 38 }, (_, i) => i),
    );
    expect(colourOf(DOUBLE_ZERO)).toBe('green');
  });

  it('the 00 loses every outside bet and pays a straight bet on it 35 to 1', () => {
    for (const bet of ALL_BETS('american').filter((b) => b.type !== 'straight')) {
      expect(covers(bet, DOUBLE_ZERO)).toBe(false);
    }
    expect(
      settle([{ type: 'straight', value: DOUBLE_ZERO, stake: 10 }], DOUBLE_ZERO, 'american').win,
    ).toBe(360);
  });

  it('every bet returns exactly 36/38, the published 94.74 %', () => {
    for (const bet of ALL_BETS('american')) {
      expect(returnToPlayer(bet, 'american')).toBeCloseTo(36 / 38, 12);
    }
    expect(Math.abs((36 / 38) * 100 - ENGINE_RTPS['roulette-american']['']!)).toBeLessThan(0.005);
  });

  it('accepts 00 (37) only on the American table', () => {
    expect(parseBets([{ type: 'straight', value: 37, stake: 2 }], limits, 'american')).toHaveLength(
      1,
    );
    expect(() =>
      parseBets([{ type: 'straight', value: 37, stake: 2 }], limits, 'european'),
    ).toThrow(expect.objectContaining({ type: 'InvalidArgument' }));
    expect(() =>
      parseBets([{ type: 'straight', value: 38, stake: 2 }], limits, 'american'),
    ).toThrow(expect.objectContaining({ type: 'InvalidArgument' }));
  });
});

describe('French roulette (la partage)', () => {
  it('gives half of an even-money stake back on the zero, nothing for other bets', () => {
    const outcome = settle(
      [
        { type: 'red', stake: 20 },
        { type: 'even', stake: 10 },
        { type: 'dozen', value: 1, stake: 10 },
        { type: 'straight', value: 0, stake: 2 },
      ],
      0,
      'french',
    );
    expect(outcome.bets.map((b) => b.win)).toEqual([10, 5, 0, 72]);
    // The same round on the European table keeps nothing of the even-money bets.
    expect(settle([{ type: 'red', stake: 20 }], 0, 'european').win).toBe(0);
  });

  it('even-money bets return 36.5/37 (98.65 %), the others 36/37', () => {
    for (const bet of ALL_BETS('french')) {
      const expected = ['red', 'black', 'odd', 'even', 'low', 'high'].includes(bet.type)
        ? 36.5 / 37
        : 36 / 37;
      expect(returnToPlayer(bet, 'french')).toBeCloseTo(expected, 12);
    }
    expect(Math.abs((36.5 / 37) * 100 - ENGINE_RTPS['roulette-french']['']!)).toBeLessThan(0.005);
  });
});

describe('seeded simulation agrees with the exact RTP (±0.5 %)', () => {
  it.each([
    ['american', { type: 'red' }, 36 / 38],
    ['american', { type: 'straight', value: 37 }, 36 / 38],
    ['french', { type: 'black' }, 36.5 / 37],
    ['french', { type: 'column', value: 2 }, 36 / 37],
    ['european', { type: 'odd' }, 36 / 37],
  ] as const)('%s %o', (variant, bet, exact) => {
    const rng = seededRandom(42);
    const pockets = pocketsOf(variant);
    const rounds = bet.type === 'straight' ? 6_000_000 : 2_000_000;
    let returned = 0;
    for (let i = 0; i < rounds; i++) {
      returned += settle([{ ...bet, stake: 2 }], rng(pockets), variant).win;
    }
    expect(Math.abs(returned / 2 / rounds - exact)).toBeLessThan(0.005);
  });
});

describe('payout property', () => {
  const betArb = (variant: RouletteVariant) =>
    fc
      .uniqueArray(
        fc.record({
          type: fc.constantFrom(...BET_TYPES),
          value: fc.integer({ min: 0, max: pocketsOf(variant) - 1 }),
          stake: fc.integer({ min: 1, max: 100 }).map((n) => n * 2),
        }),
        { minLength: 1, maxLength: 12, selector: (b) => `${b.type}:${b.value}` },
      )
      .map((bets) =>
        bets.map((b): RouletteBet => {
          if (b.type === 'straight') return b;
          if (b.type === 'dozen' || b.type === 'column') return { ...b, value: (b.value % 3) + 1 };
          return { type: b.type, stake: b.stake };
        }),
      );

  it.each(['european', 'american', 'french'] as const)(
    '%s: no pocket pays more than 36× the stakes, nor more than largestPayout',
    (variant) => {
      fc.assert(
        fc.property(betArb(variant), fc.nat(), (bets, seed) => {
          const pocket = seed % pocketsOf(variant);
          const outcome = settle(bets, pocket, variant);
          return outcome.win <= outcome.stake * 36 && outcome.win <= largestPayout(bets, variant);
        }),
        { numRuns: 1000 },
      );
    },
  );
});
