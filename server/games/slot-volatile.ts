// slot-volatile: five reels of three rows, ten paylines, sparse strips with blanks, and
// multiplier wilds on reels 2–4 (×2 and ×3) that multiply a line's win together (up to ×27), so
// most spins pay nothing and a few pay a great deal. The exact RTP per line: reel 1 names the
// symbol; each following reel in the run contributes E[multiplier × match] = p(symbol) +
// 2 p(×2) + 3 p(×3) independently, and the run stops where a reel does not match.
import { linePaytable, lineWins, reelSet, type SlotModel, type SlotSpin } from './slot-reels.ts';
import type { RandomInt } from './cards.ts';
import { VIDEO_LINES } from './slot-video.ts';

const LINES = VIDEO_LINES.slice(0, 10);
const ROWS = 3;
const WILDS: Record<string, number> = { wild2: 2, wild3: 3 };

/** Coins per line bet for 3, 4 and 5 in a row. */
const LINE_PAYS: Record<string, [number, number, number]> = {
  seven: [40, 250, 1500],
  diamond: [20, 100, 500],
  horseshoe: [15, 60, 300],
  bell: [10, 30, 120],
  plum: [5, 15, 60],
};

type Counts = Record<string, number>;

const MODELS: Record<string, Counts[]> = {
  low: [
    { blank: 14, plum: 6, bell: 4, horseshoe: 1, diamond: 1, seven: 1 },
    { blank: 12, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 12, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 12, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 14, plum: 6, bell: 5, horseshoe: 5, diamond: 2, seven: 1 },
  ],
  high: [
    { blank: 14, plum: 6, bell: 5, horseshoe: 1, diamond: 1, seven: 1 },
    { blank: 12, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 12, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 13, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1, wild2: 1, wild3: 1 },
    { blank: 14, plum: 6, bell: 5, horseshoe: 4, diamond: 2, seven: 1 },
  ],
};

export function volatileModel(config: string, reels: Counts[] = MODELS[config] ?? []): SlotModel {
  if (reels.length !== 5) throw new Error(`no slot-volatile model ${config}`);
  const { f, draw } = reelSet(reels, ROWS);

  function play(rng: RandomInt): { spins: SlotSpin[]; coins: number } {
    const grid = draw(rng);
    const wins = lineWins(grid, LINES, LINE_PAYS, WILDS, 1);
    let coins = 0;
    for (const win of wins) coins += win.coins;
    return { spins: [{ grid, wins, coins, multiplier: 1 }], coins };
  }

  function exactRtp(): number {
    let line = 0;
    for (const [symbol, pays] of Object.entries(LINE_PAYS)) {
      const match = (reel: number) =>
        f(reel, symbol) + Object.keys(WILDS).reduce((s, w) => s + f(reel, w), 0);
      const weighted = (reel: number) =>
        f(reel, symbol) + Object.entries(WILDS).reduce((s, [w, m]) => s + m * f(reel, w), 0);
      let run = f(0, symbol);
      for (let count = 2; count <= 5; count++) {
        run *= weighted(count - 1);
        if (count < 3) continue;
        line += (count < 5 ? run * (1 - match(count)) : run) * pays[count - 3]!;
      }
    }
    // Ten lines of a ten-coin stake: the stake's return is one line's.
    return line;
  }

  const top = Math.max(...Object.values(LINE_PAYS).map((p) => p[2]));
  const most = Math.max(...Object.values(WILDS)) ** 3;
  return {
    engine: 'slot-volatile',
    config,
    reels: 5,
    rows: ROWS,
    coinsPerStake: LINES.length,
    paytable: linePaytable(LINE_PAYS),
    // Every line at the top pay with three ×3 wilds: a bound, far above any likely round.
    maxWinPerStake: top * most,
    facts: { lines: LINES.length, topMultiplier: most },
    exactRtp,
    play,
  };
}

export const VOLATILE_MODEL_COUNTS = MODELS;
