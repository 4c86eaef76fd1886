// The live tables' relay (decision 0049): the driving process publishes each state of a table
// (with the round's settlements) on pub/sub, and every process, itself included, hears it and
// passes it to the sockets seated there. It also remembers the latest state it heard per table.
import type { PubSub } from '../../pubsub/pubsub.ts';
import type { LiveState, PlayerResult } from './state.ts';
import type { Seat, WarnLog } from './table-types.ts';
import './topics.ts';

export interface Relay {
  publish(state: LiveState, results: PlayerResult[]): Promise<void>;
  /** The latest state heard (or remembered) of the table. */
  known(slug: string): LiveState | undefined;
  remember(slug: string, state: LiveState): void;
  close(): Promise<void>;
}

export function createRelay(deps: {
  pubsub: PubSub;
  log: WarnLog;
  /** The sockets seated at the table in this process. */
  seatsAt: (slug: string) => Iterable<Seat> | undefined;
}): Relay {
  const { pubsub, log } = deps;
  /** The latest state this process knows per table (relayed or read). */
  const states = new Map<string, LiveState>();

  // Every process hears every table's changes; each relays to its own sockets.
  const subscription = pubsub.subscribe('liveTable');
  void (async () => {
    for await (const { state, results } of subscription) deliver(state, results);
  })().catch((error: unknown) => log.warn({ err: error }, 'live table relay ended'));

  function deliver(state: LiveState, results: PlayerResult[]): void {
    const known = states.get(state.slug);
    if (known && known.seq > state.seq) return;
    states.set(state.slug, state);
    const seated = deps.seatsAt(state.slug);
    if (!seated) return;
    const bySession = new Map(results.map((result) => [result.sessionId, result]));
    for (const seat of seated) {
      seat.onState(state);
      const own = bySession.get(seat.sessionId);
      if (own) seat.onResult(own);
    }
  }

  return {
    publish: (state, results) => pubsub.publish('liveTable', { state, results }),
    known: (slug) => states.get(slug),
    remember: (slug, state) => void states.set(slug, state),
    async close() {
      await subscription.return?.();
    },
  };
}
