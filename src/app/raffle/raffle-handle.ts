// The raffle at start-up: only this small handle is in the first paint. The actors
// (raffle-actors.ts) load when a page first asks for them — the raffle page, the lobby's raffle
// card — or when a player first signs in, so a player's win opens its overlay on any page.
import type { RaffleActors, RaffleHandle } from '../../runtime/raffle.ts';
import type { RaffleOptions } from './raffle-options.ts';

export function loadRaffleActors(options: RaffleOptions): RaffleHandle {
  let started: Promise<RaffleActors> | null = null;
  const actors = () =>
    (started ??= import('./raffle-actors.ts').then(({ startRaffleActors }) =>
      startRaffleActors(options),
    ));
  const { session } = options.session;
  let waiting = true;
  const startOnSignIn = (signedIn: boolean) => {
    if (!waiting || !signedIn) return;
    waiting = false;
    subscription.unsubscribe();
    void actors();
  };
  const subscription = session.subscribe((snapshot) =>
    startOnSignIn(snapshot.context.player !== null),
  );
  startOnSignIn(session.getSnapshot().context.player !== null);
  return { actors };
}
