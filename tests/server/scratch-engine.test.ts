// The scratch card (engine `scratch`): the exact RTP of each prize table is the catalogue's,
// a seeded simulation of drawCard agrees (±0.5 %), every card shows its prize three times and no
// other amount three times, and no card pays more than its model's maximum (a property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_RTPS } from '../../server/catalogue/game-engines.ts';
import { maxTransactionAmount } from '../../server/ledger/amounts.ts';
import {
  drawCard,
  SCRATCH_MODELS,
  scratchMaxWinPerStake,
  scratchRtp,
} from '../../server/games/scratch-engine.ts';
import { seededRandom } from '../../server/games/cards.ts';
import { spinEngineFor } from '../../server/games/slot-spins.ts';

describe.each(Object.keys(SCRATCH_MODELS))('scratch / %s', (config) => {
  it('publishes its exact RTP', () => {
    expect(Math.abs(scratchRtp(config) * 100 - ENGINE_RTPS.scratch[config]!)).toBeLessThan(0.005);
  });

  it('a seeded simulation agrees within ±0.5 %', () => {
    const rng = seededRandom(99);
    const rounds = 3_000_000;
    let returned = 0;
    for (let i = 0; i < rounds; i++) returned += drawCard(config, rng).multiplier;
    expect(Math.abs(returned / rounds - scratchRtp(config))).toBeLessThan(0.005);
  });

  it('every card shows its prize exactly three times and no other amount three times', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const card = drawCard(config, seededRandom(seed));
        const counts = new Map<number, number>();
        for (const m of card.cells) counts.set(m, (counts.get(m) ?? 0) + 1);
        const triples = [...counts].filter(([, n]) => n >= 3).map(([m]) => m);
        if (card.multiplier === 0) return triples.length === 0 && card.winning.length === 0;
        return (
          triples.length === 1 &&
          triples[0] === card.multiplier &&
          card.winning.every((i) => card.cells[i] === card.multiplier) &&
          card.cells.length === 9
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('never pays more than its maximum per stake, which fits one transaction', () => {
    const engine = spinEngineFor('scratch', config)!;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10_000 }), (seed, stake) => {
        const round = engine.play(stake, seededRandom(seed));
        return round.win <= stake * scratchMaxWinPerStake(config);
      }),
      { numRuns: 2000 },
    );
    expect(10_000 * engine.maxWinPerStake).toBeLessThanOrEqual(maxTransactionAmount('EUR'));
  });
});
