// Which engine runs a catalogue game, and the RTP each engine's maths model publishes. The
// catalogue owns this knowledge like it owns a game's name: the games domain reads
// games.engine / games.engine_config and runs the model; each engine's simulation test checks
// that its computed RTP equals the figure published here (±0.5 %), so the lobby's RTP is true.

export type EngineId =
  | 'slot-classic' // 3 reels, 5 lines, fruit symbols (slot-engine.ts)
  | 'slot-video' // 5×3, paylines, wild, scatter → free spins
  | 'slot-megaways' // 6 reels of 2–7 symbols, ways pays
  | 'slot-volatile' // high volatility: rare big wins
  | 'scratch' // instant scratch card
  | 'roulette-european' // single zero
  | 'roulette-american' // double zero
  | 'roulette-french' // single zero, la partage on even-money bets
  | 'blackjack'
  | 'baccarat'
  | 'dragon-tiger'
  | 'live-roulette' // shared round schedule per table (live tables)
  | 'live-baccarat'
  | 'live-blackjack'
  | 'live-wheel'; // game shows: a money wheel

/**
 * Published RTP in percent per engine and model (engine_config). Engine owners set these to the
 * model's exact figure; the catalogue's games.rtp is taken from here.
 */
export const ENGINE_RTPS: Record<EngineId, Readonly<Record<string, number>>> = {
  'slot-classic': { '': 93.8 },
  // Exact figures of the models (server/games/slot-*.ts; tests/server/slot-models.test.ts).
  'slot-video': { low: 94.0, mid: 95.48, high: 96.51 },
  'slot-megaways': { low: 94.5, high: 96.3 },
  'slot-volatile': { low: 92.98, high: 95.5 },
  scratch: { low: 90.0, high: 94.0 },
  'roulette-european': { '': 97.3 },
  'roulette-american': { '': 94.74 },
  'roulette-french': { '': 98.65 },
  blackjack: { '': 99.6 },
  baccarat: { '': 98.94 },
  'dragon-tiger': { '': 96.27 },
  'live-roulette': { '': 97.3 },
  'live-baccarat': { '': 98.94 },
  'live-blackjack': { '': 98.91 }, // common draw, no split, six-card cap (live/blackjack.ts)
  'live-wheel': { '': 96.0 },
};

export interface EngineChoice {
  engine: EngineId;
  config: string;
}

/** The demo catalogue's facts a choice depends on. */
export interface EngineFacts {
  name: string;
  kind: 'slot' | 'table' | 'live' | 'instant';
  variant: string;
  category: string;
  isMegaways: boolean;
  isJackpot: boolean;
  artSeed: number;
}

function configOf(engine: EngineId, seed: number): string {
  const keys = Object.keys(ENGINE_RTPS[engine]);
  return keys[(seed >>> 4) % keys.length] ?? '';
}

/** The engine and model of a demo game: named blackjack runs blackjack, and so on. */
export function engineForDemoGame(game: EngineFacts): EngineChoice {
  const choose = (engine: EngineId): EngineChoice => ({
    engine,
    config: configOf(engine, game.artSeed),
  });
  if (game.kind === 'live') {
    if (game.variant === 'blackjack') return choose('live-blackjack');
    if (game.variant === 'roulette') return choose('live-roulette');
    if (game.variant === 'baccarat') return choose('live-baccarat');
    return choose('live-wheel');
  }
  if (game.kind === 'instant') return choose('scratch');
  if (game.kind === 'table') {
    if (game.variant === 'blackjack') return choose('blackjack');
    if (game.variant === 'baccarat') return choose('baccarat');
    if (game.variant === 'dragon-tiger') return choose('dragon-tiger');
    if (game.variant === 'roulette') {
      if (game.name.startsWith('American')) return choose('roulette-american');
      if (game.name.startsWith('French')) return choose('roulette-french');
      return choose('roulette-european');
    }
  }
  if (game.isMegaways) return choose('slot-megaways');
  if (game.isJackpot) return choose('slot-volatile');
  if (game.category === 'classics') return choose('slot-classic');
  return choose(game.artSeed % 4 === 0 ? 'slot-volatile' : 'slot-video');
}

export function publishedRtp(choice: EngineChoice): number {
  const rtp = ENGINE_RTPS[choice.engine][choice.config];
  if (rtp === undefined) throw new Error(`no RTP for ${choice.engine}/${choice.config}`);
  return rtp;
}
