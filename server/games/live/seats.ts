// Seats and leases (decision 0049): a table runs only while someone is seated anywhere. Each
// process keeps the sockets seated in it, and its heartbeat renews a `live_seats` row per table
// it has seats at, takes the lease of such a table when nobody holds it (or the holder's lapsed)
// and hands it to the schedule, and renews the leases of the tables it drives.
import { idleState, type LiveState } from './state.ts';
import { engineOf, type TableRow } from './rows.ts';
import type { Relay } from './relay.ts';
import type { Schedule } from './schedule.ts';
import type { LiveContext, Seat } from './table-types.ts';

export interface Seats {
  /** Seats a socket: the table runs while anyone is seated. Returns the unseat function. */
  seat(slug: string, seat: Seat): () => void;
  /** The sockets seated at the table in this process. */
  at(slug: string): ReadonlySet<Seat> | undefined;
  /** No more heartbeats. */
  close(): void;
}

export function createSeats(
  context: LiveContext,
  schedule: Pick<Schedule, 'drive' | 'stop' | 'drives' | 'driving'>,
  relay: Pick<Relay, 'remember'>,
): Seats {
  const { store, clock, options, processId, track } = context;
  /** Sockets seated in this process, per table. */
  const seats = new Map<string, Set<Seat>>();
  let heartbeat: unknown = null;
  let closed = false;

  const busy = () => seats.size > 0 || schedule.driving().length > 0;

  async function beat(): Promise<void> {
    const now = clock.now();
    const until = new Date(now + options.leaseMs);
    for (const slug of seats.keys()) {
      await store.query(
        `insert into live_seats (slug, process_id, until) values ($1, $2, $3)
         on conflict (slug, process_id) do update set until = excluded.until`,
        [slug, processId, until],
      );
    }
    for (const slug of seats.keys()) {
      if (schedule.drives(slug)) continue;
      const engine = await engineOf(store, slug);
      if (!engine) continue;
      // Take the table when nobody holds it or the holder's lease has lapsed.
      const { rows } = await store.query<TableRow>(
        `insert into live_tables (slug, owner, lease_until) values ($1, $2, $3)
         on conflict (slug) do update set owner = excluded.owner, lease_until = excluded.lease_until
         where live_tables.owner is null or live_tables.lease_until < $4
           or live_tables.owner = excluded.owner
         returning owner, round_id, phase, closes_at, state`,
        [slug, processId, until, new Date(now)],
      );
      if (!rows[0] || schedule.drives(slug)) continue;
      const text = rows[0].state;
      const resumed =
        text && text !== '{}'
          ? (JSON.parse(text) as LiveState)
          : { ...idleState(slug, engine.id), seq: 0 };
      relay.remember(slug, resumed);
      schedule.drive(slug, engine, resumed);
    }
    for (const slug of schedule.driving()) {
      const { rows } = await store.query(
        'update live_tables set lease_until = $3 where slug = $1 and owner = $2 returning slug',
        [slug, processId, until],
      );
      if (rows.length === 0) schedule.stop(slug);
    }
  }

  function startHeartbeat(): void {
    if (heartbeat !== null || closed) return;
    const loop = () => {
      heartbeat = null;
      if (closed || !busy()) return;
      void track(beat()).finally(() => {
        if (!closed && heartbeat === null && busy()) {
          heartbeat = clock.setTimeout(loop, options.heartbeatMs);
        }
      });
    };
    heartbeat = clock.setTimeout(loop, 0);
  }

  return {
    seat(slug, seat) {
      let set = seats.get(slug);
      if (!set) seats.set(slug, (set = new Set()));
      set.add(seat);
      // A table starts on its first seat: beat now rather than at the next interval.
      if (heartbeat !== null) clock.clearTimeout(heartbeat);
      heartbeat = null;
      startHeartbeat();
      return () => {
        const current = seats.get(slug);
        current?.delete(seat);
        if (current && current.size === 0) {
          seats.delete(slug);
          // This process's seat lapses at once; the driver idles the table at the next round.
          void track(
            store.query('delete from live_seats where slug = $1 and process_id = $2', [
              slug,
              processId,
            ]),
          );
        }
      };
    },
    at: (slug) => seats.get(slug),
    close() {
      closed = true;
      if (heartbeat !== null) clock.clearTimeout(heartbeat);
    },
  };
}
