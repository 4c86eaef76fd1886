// The spin API's engines other than the classic slot: the reel-slot models and the
// scratch card. Each plays a round at a stake from a stream of draws and says what the page and
// the round record show of it. The win is whole minor units: stakes are offered in multiples of
// the model's coins per stake, so a coin is whole and nothing is rounded at those stakes.
import type { Json } from '../pubsub/pubsub.ts';
import { drawCard, SCRATCH_MODELS, scratchMaxWinPerStake } from './scratch-engine.ts';
import { isReelSlotEngine, slotModel } from './slot-models.ts';
import type { RandomInt } from './cards.ts';
import { winOf } from './slot-reels.ts';

export interface PlayedRound {
  win: number;
  /** What the page shows and the round keeps (game, engine, grid or card …). */
  view: { [key: string]: Json };
}

export interface SpinEngine {
  engine: string;
  config: string;
  /** Stakes are whole multiples of this (minor units). */
  stakeUnit: number;
  /** No round pays more than stake × this. */
  maxWinPerStake: number;
  play(stake: number, rng: RandomInt): PlayedRound;
}

function reelSlot(engine: string, config: string): SpinEngine {
  const model = slotModel(engine, config);
  return {
    engine,
    config: model.config,
    stakeUnit: model.coinsPerStake,
    maxWinPerStake: model.maxWinPerStake,
    play(stake, rng) {
      const played = model.play(rng);
      const spins = played.spins.map((spin) => ({
        grid: spin.grid,
        multiplier: spin.multiplier,
        win: winOf(model, spin.coins, stake),
        wins: spin.wins.map((w) => ({
          kind: w.kind,
          symbol: w.symbol,
          count: w.count,
          ...(w.line === undefined ? {} : { line: w.line }),
          ...(w.ways === undefined ? {} : { ways: w.ways }),
          multiplier: w.multiplier,
          cells: w.cells,
          win: winOf(model, w.coins, stake),
        })),
      }));
      const win = winOf(model, played.coins, stake);
      return {
        win,
        view: { game: 'slot', engine, stake, spins, freeSpins: spins.length - 1, win },
      };
    },
  };
}

function scratch(config: string): SpinEngine {
  const chosen = Object.hasOwn(SCRATCH_MODELS, config) ? config : 'low';
  return {
    engine: 'scratch',
    config: chosen,
    stakeUnit: 1,
    maxWinPerStake: scratchMaxWinPerStake(chosen),
    play(stake, rng) {
      const card = drawCard(chosen, rng);
      const win = card.multiplier * stake;
      return {
        win,
        view: {
          game: 'scratch',
          engine: 'scratch',
          stake,
          cells: card.cells.map((m) => m * stake),
          winning: card.winning,
          win,
        },
      };
    },
  };
}

/** The engine of a game, or undefined for the classic slot (service.ts) and non-spin games. */
export function spinEngineFor(engine: string, config: string): SpinEngine | undefined {
  if (isReelSlotEngine(engine)) return reelSlot(engine, config);
  if (engine === 'scratch') return scratch(config);
  return undefined;
}
