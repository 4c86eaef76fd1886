// The jackpot as features see it: the service's REST reads for everyone, and — once
// a player has signed in — the socket actor (machines/jackpot-socket), the opt-in machine with
// its effects, and the jackpot settings the socket follows. src/app/jackpot/ provides them.
import type { ActorRefFrom } from 'xstate';
import type { jackpotOptInMachine } from '../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import type { jackpotSocketMachine } from '../../machines/jackpot-socket/jackpot-socket.machine.ts';
import type { JackpotSettingsQuery } from '../adapters/graphql/generated-session/graphql.ts';
import type {
  CurrencyRates,
  InstanceRequest,
  JackpotInstance,
} from '../adapters/jackpot/jackpot-api.ts';

export type JackpotSettings = NonNullable<JackpotSettingsQuery['jackpotSettings']>;

import type { LiveValue } from './live-value.ts';

export type { LiveValue };

export interface JackpotServices {
  /** GET /v1/currencies (retried), shared by the page view; a failure is asked again next time. */
  currencyRates(): Promise<CurrencyRates>;
  /** The instance's pots and, for the signed-in player, the opt-in status (bearer added). */
  instance(request: Omit<InstanceRequest, 'token'>): Promise<JackpotInstance>;
}

export interface JackpotActors {
  socket: ActorRefFrom<typeof jackpotSocketMachine>;
  /** The opt-in status machine with its effects: the page starts one for its lifetime. */
  optInLogic: typeof jackpotOptInMachine;
  /** The signed-in player's jackpot settings the socket follows (null: none or disabled). */
  settings: LiveValue<JackpotSettings | null>;
}

export interface JackpotHandle {
  services: JackpotServices;
  /** Resolves when a player first signs in (visitors never open the jackpot socket). */
  live: Promise<JackpotActors>;
}
