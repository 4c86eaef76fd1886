// slot-megaways: six reels whose heights change every spin (2 to 7 symbols each, equally likely),
// each cell drawn from its reel's symbol weights, paying "ways": a symbol on reel 1 and on each
// following reel in a row (a wild on reels 2–6 stands in for it) pays its coins per way times
// the ways (the product of the matching cells per reel), up to 117,649 ways. The bet is 20
// coins. The exact RTP: reels are independent, so the expected ways of a run of exactly k reels
// is the product of each reel's expected matching cells (E[height] × p) times the chance that
// reel k+1 has none (E[(1 − p)^height]).
import type { RandomInt } from './cards.ts';
import type { PaytableRow, SlotModel, SlotSpin, SlotWin } from './slot-reels.ts';

const WILD = 'wild';
const MIN_ROWS = 2;
const MAX_ROWS = 7;
const REELS = 6;
const COINS = 20;

/** Coins per way for 3, 4, 5 and 6 reels in a row. */
const WAY_PAYS: Record<string, [number, number, number, number]> = {
  star: [10, 20, 50, 100],
  crown: [5, 10, 25, 50],
  gem: [4, 8, 15, 30],
  ace: [2, 4, 8, 15],
  king: [2, 3, 6, 10],
  queen: [1, 2, 4, 8],
  jack: [1, 2, 3, 6],
  ten: [1, 2, 3, 5],
};

type Weights = Record<string, number>;

const MODELS: Record<string, Weights[]> = {
  low: [
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 2, wild: 2 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 2 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 1 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 6, gem: 5, crown: 4, star: 3, wild: 1 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 1 },
  ],
  high: [
    { ten: 10, jack: 10, queen: 9, king: 7, ace: 7, gem: 5, crown: 4, star: 3 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 2 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 2 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 8, gem: 5, crown: 4, star: 3, wild: 1 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 1 },
    { ten: 10, jack: 10, queen: 9, king: 8, ace: 7, gem: 5, crown: 4, star: 3, wild: 2 },
  ],
};

export function megawaysModel(config: string, reels: Weights[] = MODELS[config] ?? []): SlotModel {
  if (reels.length !== REELS) throw new Error(`no slot-megaways model ${config}`);
  if (reels[0]![WILD]) throw new Error('reel 1 carries no wild');
  // Each reel's weights as a lookup table: a draw picks an index.
  const tables = reels.map((weights) =>
    Object.entries(weights).flatMap(([symbol, w]) => Array<string>(w).fill(symbol)),
  );
  const heights = MAX_ROWS - MIN_ROWS + 1;
  const p = (reel: number, symbol: string) => (reels[reel]![symbol] ?? 0) / tables[reel]!.length;

  function play(rng: RandomInt): { spins: SlotSpin[]; coins: number } {
    const grid = tables.map((table) => {
      const height = MIN_ROWS + rng(heights);
      const column = new Array<string>(height);
      for (let row = 0; row < height; row++) column[row] = table[rng(table.length)]!;
      return column;
    });
    const wins: SlotWin[] = [];
    const seen = new Set<string>();
    for (const symbol of grid[0]!) {
      if (seen.has(symbol) || !WAY_PAYS[symbol]) continue;
      seen.add(symbol);
      let ways = 1;
      let count = 0;
      for (; count < REELS; count++) {
        let matching = 0;
        for (const cell of grid[count]!)
          if (cell === symbol || (count > 0 && cell === WILD)) matching++;
        if (matching === 0) break;
        ways *= matching;
      }
      if (count < 3) continue;
      const cells: [number, number][] = [];
      for (let reel = 0; reel < count; reel++) {
        grid[reel]!.forEach((cell, row) => {
          if (cell === symbol || (reel > 0 && cell === WILD)) cells.push([reel, row]);
        });
      }
      wins.push({
        kind: 'ways',
        symbol,
        count,
        ways,
        multiplier: 1,
        cells,
        coins: WAY_PAYS[symbol]![count - 3]! * ways,
      });
    }
    const coins = wins.reduce((sum, w) => sum + w.coins, 0);
    return { spins: [{ grid, wins, coins, multiplier: 1 }], coins };
  }

  function exactRtp(): number {
    const meanHeight = (MIN_ROWS + MAX_ROWS) / 2;
    /** E[(1 − q)^height] over the equally likely heights. */
    const none = (q: number) => {
      let sum = 0;
      for (let h = MIN_ROWS; h <= MAX_ROWS; h++) sum += (1 - q) ** h;
      return sum / heights;
    };
    let coins = 0;
    for (const [symbol, pays] of Object.entries(WAY_PAYS)) {
      const q = (reel: number) => p(reel, symbol) + (reel > 0 ? p(reel, WILD) : 0);
      let ways = 1;
      for (let count = 1; count <= REELS; count++) {
        ways *= meanHeight * q(count - 1);
        if (count < 3) continue;
        const exactly = count < REELS ? ways * none(q(count)) : ways;
        coins += exactly * pays[count - 3]!;
      }
    }
    return coins / COINS;
  }

  const top = Math.max(...Object.values(WAY_PAYS).map((p) => p[3]));
  return {
    engine: 'slot-megaways',
    config,
    reels: REELS,
    rows: MAX_ROWS,
    coinsPerStake: COINS,
    paytable: Object.entries(WAY_PAYS).map(([symbol, p]) => ({
      symbol,
      pays: { 3: p[0], 4: p[1], 5: p[2], 6: p[3] },
    })) satisfies PaytableRow[],
    // Reel 1's 7 cells can each start a run of at most 7^5 ways: 7^6 ways at the top pay.
    maxWinPerStake: (MAX_ROWS ** REELS * top) / COINS,
    facts: { maxWays: MAX_ROWS ** REELS, minRows: MIN_ROWS, maxRows: MAX_ROWS, coins: COINS },
    exactRtp,
    play,
  };
}

export const MEGAWAYS_MODEL_WEIGHTS = MODELS;
