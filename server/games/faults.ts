// Fault injection for the crash tests (decision 0027): a hook between a REAL round's bet and its
// win, where a process killed mid-round stops. Never in production: config.ts refuses
// DEV_FAULT_PAUSE_AFTER_BET_MS there and app.ts drops the hook.
export interface GameFaults {
  /** Runs after the bet and before the win; a pause, or a throw standing for a crash. */
  afterBet?: (roundId: string) => Promise<void>;
}

/** Pauses every REAL round after its bet (DEV_FAULT_PAUSE_AFTER_BET_MS). */
export function pauseAfterBet(ms: number): GameFaults {
  return { afterBet: () => new Promise((resolve) => setTimeout(resolve, ms)) };
}
