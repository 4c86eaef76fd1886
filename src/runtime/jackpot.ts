// The jackpot as features see it: the service's REST reads for everyone (AppActors.jackpot),
// and — while a player is signed in — the lobby's `jackpot` actor (machines/jackpot) with its
// socket (machines/jackpot-socket) and the player's settings.
import type { JackpotSettingsQuery } from '../adapters/graphql/generated-session/graphql.ts';
import type {
  CurrencyRates,
  InstanceRequest,
  JackpotInstance,
} from '../adapters/jackpot/jackpot-api.ts';

export type JackpotSettings = NonNullable<JackpotSettingsQuery['jackpotSettings']>;

export interface JackpotServices {
  /** GET /v1/currencies (retried), shared by the page view; a failure is asked again next time. */
  currencyRates(): Promise<CurrencyRates>;
  /** The instance's pots and, for the signed-in player, the opt-in status (bearer added). */
  instance(request: Omit<InstanceRequest, 'token'>): Promise<JackpotInstance>;
}
