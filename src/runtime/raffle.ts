// The raffle as features see it: the countdown actor (machines/raffle-countdown) with
// its real effects, the raffle settings it follows, the winners heard live on the jackpot socket
// and the player's last win. src/app/raffle/ provides them; they start when a page first asks
// (visitors) or with the first sign-in (a player's win opens its overlay wherever they are).
import type { ActorRefFrom } from 'xstate';
import type { raffleCountdownMachine } from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import type { RaffleQuery } from '../adapters/graphql/generated-session/graphql.ts';
import type { LiveValue } from './jackpot.ts';

export type RaffleSettings = NonNullable<RaffleQuery['raffleSettings']>;

/** The raffle settings the countdown follows, read per player (their currency's instances). */
export type RaffleSettingsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** null: the brand has no raffle here. */
      settings: RaffleSettings | null;
      /** The raffle's currency: the player's, a visitor's the brand's (pots, winners). */
      currency: string;
    };

/** A RaffleWinEvent as the raffle UI keeps it (the winners carousel, the player's last win). */
export interface RaffleLiveWin {
  instanceId: string;
  dropId: string;
  sourceId: string;
  initials: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  brand: string;
  /** ISO time of the draw. */
  timestamp: string;
}

export interface RaffleActors {
  countdown: ActorRefFrom<typeof raffleCountdownMachine>;
  settings: LiveValue<RaffleSettingsState>;
  /** Draws heard on the jackpot socket since the actors started, newest first. */
  liveWins: LiveValue<readonly RaffleLiveWin[]>;
  /** The signed-in player's last raffle win (also shown in the raffle-win overlay). */
  lastWin: LiveValue<RaffleLiveWin | null>;
  /** Asks the jackpot socket for the player's tickets (PlayerRaffleTicketsRequest). */
  requestTickets(): void;
  /** Reads the raffle settings again (after a failure). */
  reloadSettings(): void;
}

export interface RaffleHandle {
  /** Starts the raffle actors on the first call (loaded lazily) and resolves with them. */
  actors(): Promise<RaffleActors>;
}
