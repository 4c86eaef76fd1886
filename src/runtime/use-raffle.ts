// Hooks over the lobby's raffle actor (machines/raffle). They never suspend: the lobby's raffle
// card renders at first paint and turns live once the countdown has drops. A visitor's raffle
// starts when a page first asks for it (`raffle.wanted`); a player's runs from sign-in.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { raffleCountdownMachine } from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import type {
  RaffleLiveWin,
  RaffleSettingsState,
  raffleMachine,
} from '../../machines/raffle/raffle.machine.ts';
import { raffleSettingsState } from '../../machines/raffle/raffle.selectors.ts';
import { useAppActors } from './app-actors.ts';
import { useSystemActor } from './system.ts';

export interface RaffleActors {
  raffle: ActorRefFrom<typeof raffleMachine>;
  countdown: ActorRefFrom<typeof raffleCountdownMachine>;
}

/** The raffle and its countdown (a visitor's starts now), or null until they run. */
export function useRaffleActorsOrNull(): RaffleActors | null {
  const { lobby } = useAppActors().session;
  useEffect(() => lobby.send({ type: 'raffle.wanted' }), [lobby]);
  const raffle = useSystemActor('raffle');
  const countdown = useSelector(raffle, (snapshot) => snapshot?.children.countdown);
  return raffle && countdown ? { raffle, countdown } : null;
}

const LOADING: RaffleSettingsState = { status: 'loading' };

/** The raffle settings as the pages show them (loading until the raffle runs). */
export function useRaffleSettings(actors: RaffleActors | null): RaffleSettingsState {
  return useSelector(actors?.raffle, (snapshot) =>
    snapshot ? raffleSettingsState(snapshot) : LOADING,
  );
}

const NO_WINS: readonly RaffleLiveWin[] = [];

/** Draws heard on the jackpot socket, newest first. */
export function useRaffleLiveWins(actors: RaffleActors): readonly RaffleLiveWin[] {
  return useSelector(actors.raffle, (snapshot) => snapshot.context.liveWins ?? NO_WINS);
}
