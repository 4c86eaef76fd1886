// "Won 3 minutes ago" on the jackpot win (programmes §9: time-ago units minutes, hours, days,
// months). The rule picks the unit and the whole count; the UI words it with Lingui plurals.

export type TimeAgoUnit = 'minutes' | 'hours' | 'days' | 'months';

export interface TimeAgo {
  unit: TimeAgoUnit;
  /** Whole units, at least 0 (a win "0 minutes ago" is a win just now). */
  count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A month as 30 days: the text is an approximation ("2 months ago"), not a calendar. */
const MONTH_MS = 30 * DAY_MS;

/**
 * How long ago `then` was at `now`, in the largest unit that is at least 1 (minutes below an
 * hour, hours below a day, days below 30 days, months after). A time in the future (clock
 * skew between the service and the browser) counts as now. null for an unreadable time.
 */
export function timeAgo(then: string, now: number): TimeAgo | null {
  const at = Date.parse(then);
  if (!Number.isFinite(at)) return null;
  const elapsed = Math.max(0, now - at);
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  if (elapsed < MONTH_MS) return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
  return { unit: 'months', count: Math.floor(elapsed / MONTH_MS) };
}
