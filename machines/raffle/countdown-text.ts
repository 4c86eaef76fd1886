// The countdown on a raffle card (programmes §2 "Raffle drop list", §9): days are shown for the
// weekly drop only; the hourly and daily drops show hours:minutes:seconds (a daily drop more
// than a day away shows 24 hours or more). The UI puts the separators and unit labels around
// these parts.
import type { RaffleDropType } from '../raffle-countdown/raffle-countdown.machine.ts';

export interface CountdownParts {
  /** Whole days, unpadded ("3"); null unless the drop is the weekly one. */
  days: string | null;
  /** Two digits or more ("04", "27"). */
  hours: string;
  minutes: string;
  seconds: string;
}

const SECOND_MS = 1_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The parts of a countdown with `remainingMs` left. Seconds round up, so "00:00:00" shows only
 * once the drop has really ended (and then the drops are refetched); never negative.
 */
export function countdownParts(remainingMs: number, type: RaffleDropType): CountdownParts {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / SECOND_MS)) : 0;
  const seconds = total % 60;
  const minutes = Math.floor(total / 60) % 60;
  const totalHours = Math.floor(total / 3_600);
  if (type === 'weekly') {
    return {
      days: String(Math.floor(totalHours / 24)),
      hours: pad(totalHours % 24),
      minutes: pad(minutes),
      seconds: pad(seconds),
    };
  }
  return { days: null, hours: pad(totalHours), minutes: pad(minutes), seconds: pad(seconds) };
}
