// Ending a player's sessions from outside identity (a break or the daily session
// limit ends them). Identity's Sessions implements it; server/services.ts wires it in, so the
// protection service does not import identity (decision 0033).
import type { SessionEndReason } from './session-records.ts';

export interface SessionEnder {
  /** Ends one session and publishes sessionDestroyed; false when it had already ended. */
  end(sessionId: string, reason: SessionEndReason): Promise<boolean>;
  /** Ends every live session of the player, each published as sessionDestroyed. */
  endAllOf(playerId: string, reason: SessionEndReason): Promise<void>;
}
