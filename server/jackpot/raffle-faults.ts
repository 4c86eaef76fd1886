// Fault injection for the raffle's crash test (decision 0042), as server/games/faults.ts
// does for rounds: config.ts refuses DEV_FAULT_PAUSE_IN_DRAW_MS in production and services.ts
// drops the hook there.
/**
 * A hook inside a raffle draw's ledger transaction, after its writes and before its commit, where
 * a process killed mid-draw stops (DEV_FAULT_PAUSE_IN_DRAW_MS). Never in production, as above.
 */
export interface RaffleFaults {
  inDraw?: (dropId: string) => Promise<void>;
}

/** Pauses every raffle draw before its commit (DEV_FAULT_PAUSE_IN_DRAW_MS). */
export function pauseInDraw(ms: number): RaffleFaults {
  return { inDraw: () => new Promise((resolve) => setTimeout(resolve, ms)) };
}
