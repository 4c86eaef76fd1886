// The reel-slot models of games (slot-video, slot-megaways, slot-volatile): the RTP computed
// exactly from the strips and weights is the catalogue's published figure, a seeded simulation
// of the engine's own play() agrees with it within ±0.5 %, no round pays more than the model's
// maximum win per stake (a fast-check property), and that maximum at every offered stake fits
// the currency's maximum per transaction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_RTPS } from '../../server/catalogue/game-engines.ts';
import { maxTransactionAmount } from '../../server/ledger/amounts.ts';
import { slotModel, SLOT_MODEL_CONFIGS } from '../../server/games/slot-models.ts';
import { hmacRandom, seededRandom, type RandomInt } from '../../server/games/cards.ts';
import { spinEngineFor } from '../../server/games/slot-spins.ts';
import { stakesFor } from '../../server/games/service.ts';

/** Rounds simulated per model: enough for a standard error of about 0.25 % or less. */
const ROUNDS: Record<string, number> = {
  'slot-video': 1_500_000,
  'slot-megaways': 1_200_000,
  'slot-volatile': 8_000_000,
};

const models = Object.entries(SLOT_MODEL_CONFIGS).flatMap(([engine, configs]) =>
  configs.map((config) => ({ engine, config })),
);

describe.each(models)('$engine / $config', ({ engine, config }) => {
  const model = slotModel(engine, config);

  it('publishes its exact RTP in the catalogue', () => {
    const published = (ENGINE_RTPS as Record<string, Record<string, number>>)[engine]![config]!;
    expect(Math.abs(model.exactRtp() * 100 - published)).toBeLessThan(0.005);
  });

  it('a seeded simulation of play() agrees with the exact RTP within ±0.5 %', () => {
    const rng = seededRandom(0x5eed ^ config.length);
    const rounds = ROUNDS[engine]!;
    let total = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const returned = model.play(rng).coins / model.coinsPerStake;
      total += returned;
      squares += returned * returned;
    }
    const mean = total / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - model.exactRtp())).toBeLessThan(0.005);
    // The check means something: the simulation's own error is well inside the tolerance.
    expect(standardError).toBeLessThan(0.0035);
  }, 120_000);

  it('never pays more than its maximum win per stake (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, units) => {
        const rng: RandomInt = seededRandom(seed);
        const stake = units * model.coinsPerStake;
        const engineRound = spinEngineFor(engine, config)!.play(stake, rng);
        return engineRound.win <= stake * model.maxWinPerStake && engineRound.win >= 0;
      }),
      { numRuns: 3000 },
    );
  });

  it('offers only stakes whose maximum win fits one transaction', () => {
    const engineSpec = spinEngineFor(engine, config)!;
    for (const currency of ['EUR', 'SEK', 'JPY']) {
      const payable = stakesFor(10, engineSpec.stakeUnit).filter(
        (stake) => stake * engineSpec.maxWinPerStake <= maxTransactionAmount(currency),
      );
      expect(payable.length).toBeGreaterThan(0);
      for (const stake of payable) {
        expect(stake % engineSpec.stakeUnit).toBe(0);
        expect(stake * engineSpec.maxWinPerStake).toBeLessThanOrEqual(
          maxTransactionAmount(currency),
        );
      }
    }
  });
});

describe('reel slots play differently', () => {
  it('shapes: 5×3 lines with free spins, 6 reels of 2–7 with ways, 5×3 multiplier wilds', () => {
    const rng = seededRandom(7);
    const heights = new Set<number>();
    let freeRounds = 0;
    for (let i = 0; i < 3000; i++) {
      const video = slotModel('slot-video', 'mid').play(rng);
      expect(video.spins[0]!.grid.map((r) => r.length)).toEqual([3, 3, 3, 3, 3]);
      if (video.spins.length > 1) {
        freeRounds++;
        expect(video.spins).toHaveLength(11);
        expect(video.spins.slice(1).every((s) => s.multiplier === 2)).toBe(true);
      }
      const mega = slotModel('slot-megaways', 'low').play(rng).spins[0]!;
      expect(mega.grid).toHaveLength(6);
      for (const reel of mega.grid) heights.add(reel.length);
      for (const win of mega.wins) {
        expect(win.kind).toBe('ways');
        expect(win.coins % win.ways!).toBe(0);
      }
    }
    expect([...heights].sort()).toEqual([2, 3, 4, 5, 6, 7]);
    expect(freeRounds).toBeGreaterThan(0);
  });

  it('the volatile model wins less often but pays more per win than the video slot', () => {
    const stats = (engine: string, config: string) => {
      const model = slotModel(engine, config);
      const rng = seededRandom(11);
      let hits = 0;
      let top = 0;
      for (let i = 0; i < 200_000; i++) {
        const coins = model.play(rng).coins / model.coinsPerStake;
        if (coins > 0) hits++;
        top = Math.max(top, coins);
      }
      return { hitRate: hits / 200_000, top };
    };
    const video = stats('slot-video', 'high');
    const volatile = stats('slot-volatile', 'high');
    expect(volatile.hitRate).toBeLessThan(video.hitRate / 1.5);
    expect(volatile.top).toBeGreaterThan(video.top);
  });

  it('the production draws are uniform and replay for the same round id', () => {
    const a = hmacRandom('secret', 'round-1');
    const b = hmacRandom('secret', 'round-1');
    const draws = Array.from({ length: 50 }, () => a(38));
    expect(Array.from({ length: 50 }, () => b(38))).toEqual(draws);
    const counts = new Array<number>(5).fill(0);
    const c = hmacRandom('secret', 'round-2');
    for (let i = 0; i < 50_000; i++) counts[c(5)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });
});
