// The covering-bet rule of bonus wagering (decision 0028) as fast-check
// properties: a roulette round whose bets pay on two thirds or more of the 37 pockets (red and
// black, all dozens, all columns …) adds nothing to a bonus's wagering; any other round adds its
// game type's weight. Also the weight table and the default max bet. Pure: no storage.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPES,
  coverageOf,
  POCKETS,
  settle,
  type RouletteBet,
} from '../../server/games/roulette-engine.ts';
import {
  contributionOf,
  CONTRIBUTIONS,
  termsAtGrant,
} from '../../server/ledger/bonus/bonus-terms.ts';

type Spot = Omit<RouletteBet, 'stake'>;

/** Every spot of the table once: 37 numbers, the six even-money bets, dozens and columns. */
const SPOTS: Spot[] = [
  ...Array.from({ length: POCKETS }, (_, value): Spot => ({ type: 'straight', value })),
  ...BET_TYPES.filter((type) => !['straight', 'dozen', 'column'].includes(type)).map(
    (type): Spot => ({ type }),
  ),
  ...[1, 2, 3].flatMap((value): Spot[] => [
    { type: 'dozen', value },
    { type: 'column', value },
  ]),
];

/** The covering sets the issue names: both sides of an even-money pair, all dozens, all columns. */
const COVERING_SETS: Spot[][] = [
  [{ type: 'red' }, { type: 'black' }],
  [{ type: 'odd' }, { type: 'even' }],
  [{ type: 'low' }, { type: 'high' }],
  [1, 2, 3].map((value): Spot => ({ type: 'dozen', value })),
  [1, 2, 3].map((value): Spot => ({ type: 'column', value })),
];

/** The oracle: on how many of the 37 pockets the round pays something (from the payout table). */
function pocketsPaying(bets: readonly RouletteBet[]): number {
  let paying = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) {
    if (settle(bets, pocket).win > 0) paying++;
  }
  return paying;
}

const stake = fc.integer({ min: 1, max: 1_000 });
const withStakes = (spots: Spot[]) =>
  fc.tuple(...spots.map((spot) => stake.map((s): RouletteBet => ({ ...spot, stake: s }))));
/** Random bet sets: small ones (mostly below the line) and any subset of the table. */
const betSets: fc.Arbitrary<RouletteBet[]> = fc
  .oneof(fc.subarray(SPOTS, { minLength: 1, maxLength: 4 }), fc.subarray(SPOTS, { minLength: 1 }))
  .chain(withStakes);

describe('bonus terms: weights and the covering-bet rule', () => {
  const terms = termsAtGrant('EUR', null);
  const weighted = (amount: number, gameType: string) =>
    Math.floor((amount * CONTRIBUTIONS[gameType as keyof typeof CONTRIBUTIONS]) / 100);

  it('a roulette round counts nothing when its bets pay on 2/3 or more of the 37 pockets, else the table weight', () => {
    fc.assert(
      fc.property(betSets, fc.integer({ min: 1, max: 1_000_000_000 }), (bets, amount) => {
        const covered = coverageOf(bets);
        expect(covered).toBe(pocketsPaying(bets));
        const expected = covered * 3 >= POCKETS * 2 ? 0 : weighted(amount, 'table');
        expect(contributionOf(terms, 'table', amount, { covered, outcomes: POCKETS })).toBe(
          expected,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('adding a covering pair, all dozens or all columns to any bets makes the round count nothing', () => {
    fc.assert(
      fc.property(
        fc.subarray(SPOTS, { maxLength: 6 }),
        fc.constantFrom(...COVERING_SETS),
        fc.integer({ min: 1, max: 1_000_000 }),
        (spots, covering, amount) => {
          const bets = [...spots, ...covering].map((spot) => ({ ...spot, stake: 1 }));
          const coverage = { covered: coverageOf(bets), outcomes: POCKETS };
          expect(contributionOf(terms, 'table', amount, coverage)).toBe(0);
        },
      ),
    );
  });

  it('two dozens (24 of 37 pockets) still count; a single straight bet counts the table weight', () => {
    const twoDozens = [1, 2].map((value) => ({ type: 'dozen' as const, value, stake: 100 }));
    expect(coverageOf(twoDozens)).toBe(24);
    expect(contributionOf(terms, 'table', 200, { covered: 24, outcomes: POCKETS })).toBe(20);
    expect(coverageOf([{ type: 'straight', value: 17 }])).toBe(1);
    expect(contributionOf(terms, 'table', 1_000, { covered: 1, outcomes: POCKETS })).toBe(100);
  });

  it('weights by game type: slots and instant games in full, table and live games 10 %, unknown games nothing', () => {
    expect(CONTRIBUTIONS).toEqual({ slot: 100, instant: 100, table: 10, live: 10 });
    expect(contributionOf(terms, 'slot', 1_234)).toBe(1_234);
    expect(contributionOf(terms, 'instant', 1_234)).toBe(1_234);
    expect(contributionOf(terms, 'table', 1_234)).toBe(123);
    expect(contributionOf(terms, 'live', 1_234)).toBe(123);
    expect(contributionOf(terms, null, 1_234)).toBe(0);
  });

  it('the default max bet is 5 major units of the bonus currency; an operator value wins', () => {
    expect(termsAtGrant('EUR', null).maxBet).toBe(500);
    expect(termsAtGrant('JPY', null).maxBet).toBe(5);
    expect(termsAtGrant('EUR', 250).maxBet).toBe(250);
  });
});
