// Which live engine runs a table: games.engine names it (server/catalogue/game-engines.ts).
import {
  liveBaccarat,
  liveBlackjack,
  liveRoulette,
  liveWheel,
  type LiveEngine,
} from './engines.ts';

export type LiveEngineId = LiveEngine['id'];

const ENGINES: Partial<Record<LiveEngineId, LiveEngine>> = {
  'live-roulette': liveRoulette as unknown as LiveEngine,
  'live-wheel': liveWheel as unknown as LiveEngine,
  'live-baccarat': liveBaccarat as unknown as LiveEngine,
  'live-blackjack': liveBlackjack as unknown as LiveEngine,
};

/** The engine of a live table, or undefined for any other engine id. */
export function liveEngine(engineId: string): LiveEngine | undefined {
  return Object.hasOwn(ENGINES, engineId) ? ENGINES[engineId as LiveEngineId] : undefined;
}

export function isLiveEngine(engineId: string): boolean {
  return liveEngine(engineId) !== undefined;
}

/**
 * The RTP each live engine's maths gives, in percent (the best bet where bets differ: Banker,
 * basic strategy). The catalogue publishes the same figures (catalogue/game-engines.ts
 * ENGINE_RTPS); live-maths.test.ts checks both against the maths.
 */
export const LIVE_RTPS: Record<LiveEngineId, number> = {
  'live-roulette': 97.3,
  'live-wheel': 96,
  'live-baccarat': 98.94,
  'live-blackjack': 98.91,
};
