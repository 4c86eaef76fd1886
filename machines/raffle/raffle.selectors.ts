// What views read of the raffle (machines/raffle): in a module of their own, so that a view that
// only reads (the lobby's raffle card) does not bundle the machine.
import type { RaffleContext, RaffleSettingsState } from './raffle.machine.ts';

/** The settings as the pages see them. */
export function raffleSettingsState(snapshot: {
  value: unknown;
  context: RaffleContext;
}): RaffleSettingsState {
  if (snapshot.value === 'failed') return { status: 'failed' };
  const { read } = snapshot.context;
  if (snapshot.value === 'reading' || !read) return { status: 'loading' };
  return { status: 'ready', settings: read.settings, currency: read.currency };
}
