// What views read of the raffle countdown (machines/raffle-countdown): pure selectors over its
// snapshot, in a module of their own so that a view that only reads (the lobby's raffle card)
// does not bundle the machine.
import type {
  RaffleCountdownContext,
  RaffleDrop,
  RaffleDropType,
} from './raffle-countdown.machine.ts';

/** What the selectors read of a countdown snapshot. */
export interface CountdownView {
  context: RaffleCountdownContext;
}

/** Milliseconds left until the drop ends at `now`; never negative. */
export function remainingMs(drop: RaffleDrop, now: number): number {
  return Math.max(0, drop.raffle.timestampEnd - now);
}

/** programmes §4: the next drop is the active one (started, not ended) with the earliest end. */
export function nextDrop(drops: readonly RaffleDrop[], now: number): RaffleDrop | null {
  let next: RaffleDrop | null = null;
  for (const drop of drops) {
    const active = drop.raffle.timestampStart <= now && now < drop.raffle.timestampEnd;
    if (active && (next === null || drop.raffle.timestampEnd < next.raffle.timestampEnd))
      next = drop;
  }
  return next;
}

/** The drop of one type, or null before the drops are loaded (or when the service has none). */
export function selectDrop(snapshot: CountdownView, type: RaffleDropType): RaffleDrop | null {
  return snapshot.context.drops.find((drop) => drop.type === type) ?? null;
}

/** Milliseconds left on a drop's countdown at the last tick; null when there is no such drop. */
export function selectRemainingMs(snapshot: CountdownView, type: RaffleDropType): number | null {
  const drop = selectDrop(snapshot, type);
  return drop && remainingMs(drop, snapshot.context.now);
}

export function selectNextDrop(snapshot: CountdownView): RaffleDrop | null {
  return nextDrop(snapshot.context.drops, snapshot.context.now);
}

/** The player's tickets in a drop's current instance (0 until the socket reports some). */
export function selectTickets(snapshot: CountdownView, type: RaffleDropType): number {
  const drop = selectDrop(snapshot, type);
  return drop ? (snapshot.context.tickets[drop.raffle.id] ?? 0) : 0;
}
