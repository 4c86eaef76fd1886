// The one reading of a date-time that a client or an operator sends (cursors, operator fields),
// decision 0059. JavaScript's Date reads far more than ISO 8601 ("1", "March 7", +275760-…) and
// rolls 30 February over into March; PostgreSQL refuses much of that, and an error from the
// database is an InternalError. Only this strict form passes, and every value it passes names
// the same instant in JavaScript and in PostgreSQL:
//   YYYY-MM-DDTHH:MM[:SS[.fraction of 1 to 6 digits]] then Z or ±HH:MM,
// a real calendar day, hours 00–23, an offset of at most 14:59, and an instant within the years
// 0001–9999 in UTC (year 0 and five-digit years are where the two stop agreeing).

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The instant of a UTC date and time; setUTCFullYear, since Date.UTC reads years 0–99 as 19xx. */
function utc(year: number, month: number, day: number, ...time: number[]): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const [hours = 0, minutes = 0, seconds = 0, ms = 0] = time;
  return date.setUTCHours(hours, minutes, seconds, ms);
}

const EARLIEST = utc(1, 1, 1);
const LATEST = utc(9999, 12, 31, 23, 59, 59, 999);

/** What a refusal asks for instead. */
export const DATE_TIME_FORMAT = 'an ISO 8601 date-time with a zone, e.g. 2030-01-31T12:00:00Z';

/** The instant a strict ISO 8601 date-time names, or undefined for anything else. */
export function parseDateTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const [fraction = '', sign, offsetHours, offsetMinutes] = match.slice(7);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return undefined;
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  let offsetMs = 0;
  if (sign) {
    const [oh, om] = [Number(offsetHours), Number(offsetMinutes)];
    if (oh > 14 || om > 59) return undefined;
    offsetMs = (sign === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  // Microseconds are kept by PostgreSQL when it reads the text; a Date holds milliseconds.
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const instant = utc(year, month, day, hours, minutes, seconds, ms) - offsetMs;
  if (Number.isNaN(instant) || instant < EARLIEST || instant > LATEST) return undefined;
  return new Date(instant);
}

function daysIn(year: number, month: number): number {
  if (month === 2) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
