// slot-video: five reels of three rows, 20 paylines paying left to right, a wild on reels 2–4
// that stands in for every paying symbol, and a scatter that pays anywhere: three or more award
// ten free spins at ×2 (free spins pay scatters but award no more spins). The exact RTP follows
// from the symbol frequencies of the strips: a line's cells are one per reel and every stop is
// equally likely, so a line sees each reel's frequencies independently; the scatter count is a
// convolution of each reel's window distribution.
import {
  linePaytable,
  lineWins,
  reelSet,
  windowAt,
  type PaytableRow,
  type SlotModel,
  type SlotSpin,
} from './slot-reels.ts';
import type { RandomInt } from './cards.ts';

export const VIDEO_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
]; // prettier-ignore

const WILD = 'wild';
const SCATTER = 'scatter';
const ROWS = 3;

/** Coins per line bet for 3, 4 and 5 in a row. */
const LINE_PAYS: Record<string, [number, number, number]> = {
  star: [25, 100, 500],
  crown: [20, 75, 300],
  gem: [15, 50, 200],
  ace: [10, 30, 125],
  king: [10, 25, 100],
  queen: [5, 20, 75],
  jack: [5, 15, 50],
  ten: [5, 15, 50],
};
/** Scatter pays in coins (× the stake's 20 coins): 3, 4, 5 anywhere. */
const SCATTER_PAYS: Record<number, number> = { 3: 40, 4: 200, 5: 1000 };
const FREE_SPINS = 10;
const FREE_SPIN_MULTIPLIER = 2;

type Counts = Record<string, number>;

/** Symbol counts per reel for each published model (low, mid, high RTP). */
const MODELS: Record<string, Counts[]> = {
  low: [
    { ten: 4, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 4 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 4 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 3 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
  ],
  mid: [
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 3, star: 2, scatter: 1, wild: 5 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 4 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 2 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
  ],
  high: [
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 5 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1, wild: 4 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 3, star: 2, scatter: 1, wild: 2 },
    { ten: 5, jack: 5, queen: 4, king: 4, ace: 3, gem: 3, crown: 2, star: 2, scatter: 1 },
  ],
};

export function videoModel(config: string, reels: Counts[] = MODELS[config] ?? []): SlotModel {
  if (reels.length !== 5) throw new Error(`no slot-video model ${config}`);
  const { strips, f, draw } = reelSet(reels, ROWS);

  function spinOnce(rng: RandomInt, multiplier: number): SlotSpin {
    const grid = draw(rng);
    // The wild stands in for every paying symbol and multiplies nothing.
    const wins = lineWins(grid, VIDEO_LINES, LINE_PAYS, { [WILD]: 1 }, multiplier);
    let scatterCount = 0;
    for (const column of grid) for (const symbol of column) if (symbol === SCATTER) scatterCount++;
    const scatterPay = SCATTER_PAYS[Math.min(scatterCount, 5)];
    if (scatterPay) {
      const cells: [number, number][] = [];
      grid.forEach((column, reel) =>
        column.forEach((symbol, row) => {
          if (symbol === SCATTER) cells.push([reel, row]);
        }),
      );
      wins.push({
        kind: 'scatter',
        symbol: SCATTER,
        count: scatterCount,
        multiplier,
        cells,
        coins: scatterPay * multiplier,
      });
    }
    let coins = 0;
    for (const win of wins) coins += win.coins;
    return { grid, wins, coins, multiplier };
  }

  /** Distribution of the number of scatters on the screen (0 … 15). */
  function scatterCounts(): number[] {
    let dist = [1];
    for (const strip of strips) {
      const reel = [0, 0, 0, 0];
      for (let stop = 0; stop < strip.length; stop++) {
        const n = windowAt(strip, stop, ROWS).filter((s) => s === SCATTER).length;
        reel[n]! += 1 / strip.length;
      }
      const next = new Array<number>(dist.length + 3).fill(0);
      dist.forEach((p, a) => reel.forEach((q, b) => (next[a + b]! += p * q)));
      dist = next;
    }
    return dist;
  }

  /** Expected coins of one line (per line bet): reel 1 names the symbol, wilds extend it. */
  function lineValue(): number {
    let value = 0;
    for (const [symbol, pays] of Object.entries(LINE_PAYS)) {
      let run = f(0, symbol);
      for (let count = 2; count <= 5; count++) {
        const hit = f(count - 1, symbol) + f(count - 1, WILD);
        const exactly = count < 5 ? run * hit * (1 - (f(count, symbol) + f(count, WILD))) : 0;
        if (count >= 3) value += (count < 5 ? exactly : run * hit) * pays[count - 3]!;
        run *= hit;
      }
    }
    return value;
  }

  const coinsPerStake = VIDEO_LINES.length;
  const topLine = Math.max(...Object.values(LINE_PAYS).map((p) => p[2]));
  const spinBound = (VIDEO_LINES.length * topLine + SCATTER_PAYS[5]!) / coinsPerStake;
  const paytable: PaytableRow[] = [
    { symbol: SCATTER, pays: { ...SCATTER_PAYS } },
    ...linePaytable(LINE_PAYS),
  ];

  return {
    engine: 'slot-video',
    config,
    reels: 5,
    rows: ROWS,
    coinsPerStake,
    paytable,
    maxWinPerStake: spinBound * (1 + FREE_SPINS * FREE_SPIN_MULTIPLIER),
    facts: { lines: VIDEO_LINES.length, freeSpins: FREE_SPINS, multiplier: FREE_SPIN_MULTIPLIER },
    exactRtp() {
      const counts = scatterCounts();
      const scatter = counts.reduce(
        (sum, p, n) => sum + p * (SCATTER_PAYS[Math.min(n, 5)] ?? 0),
        0,
      );
      const trigger = counts.slice(3).reduce((sum, p) => sum + p, 0);
      // Per spin, in stake units: 20 lines of a 20-coin stake, and the scatter's coins.
      const spin = (lineValue() * VIDEO_LINES.length + scatter) / coinsPerStake;
      return spin * (1 + trigger * FREE_SPINS * FREE_SPIN_MULTIPLIER);
    },
    play(rng) {
      const first = spinOnce(rng, 1);
      const spins = [first];
      const scatter = first.wins.find((w) => w.kind === 'scatter');
      if (scatter && scatter.count >= 3) {
        for (let i = 0; i < FREE_SPINS; i++) spins.push(spinOnce(rng, FREE_SPIN_MULTIPLIER));
      }
      return { spins, coins: spins.reduce((sum, s) => sum + s.coins, 0) };
    },
  };
}

export const VIDEO_MODEL_COUNTS = MODELS;
