// The Estonian personal code (isikukood), asked at sign-up where the registration form is SSN
// (ssnOnRegistration, est): 11 digits GYYMMDDSSSC. G gives the century and sex (1/2: 1800s,
// 3/4: 1900s, 5/6: 2000s; odd male, even female), YYMMDD the date of birth, SSS a serial and C a
// check digit: the weighted sum of the first ten digits with weights 1234567891, modulo 11; a
// remainder of 10 is tried again with weights 3456789123, and a second 10 makes the digit 0.
// Pure: the SPA could use it too, but the server is the one that decides (registration-input.ts).

export type PersonalCodeProblem =
  /** Not eleven digits. */
  | 'format'
  /** The first digit is not 1–6, or YYMMDD is not a date. */
  | 'date'
  /** The check digit does not match. */
  | 'checksum';

export type PersonalCodeResult =
  | { ok: true; code: string; dateOfBirth: string; sex: 'male' | 'female' }
  | { ok: false; problem: PersonalCodeProblem };

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3] as const;

/** The check digit of the first ten digits. */
export function personalCodeCheckDigit(firstTen: string): number {
  const digits = [...firstTen].map(Number);
  const remainder = (weights: readonly number[]) =>
    digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11;
  const first = remainder(FIRST_WEIGHTS);
  if (first < 10) return first;
  const second = remainder(SECOND_WEIGHTS);
  return second < 10 ? second : 0;
}

/**
 * Reads a personal code as typed (spaces around it are ignored, nothing inside it is): its date
 * of birth (YYYY-MM-DD) and sex, or which rule it breaks. The format is checked before the
 * date and the date before the checksum, so the player hears about the first thing to fix.
 */
export function parsePersonalCode(raw: string): PersonalCodeResult {
  const code = raw.trim();
  if (!/^\d{11}$/.test(code)) return { ok: false, problem: 'format' };
  const g = Number(code[0]);
  if (g < 1 || g > 6) return { ok: false, problem: 'date' };
  const century = 1800 + Math.floor((g - 1) / 2) * 100;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, which no century here reaches: no setUTCFullYear needed.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { ok: false, problem: 'date' };
  }
  if (personalCodeCheckDigit(code.slice(0, 10)) !== Number(code[10])) {
    return { ok: false, problem: 'checksum' };
  }
  return {
    ok: true,
    code,
    dateOfBirth: `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`,
    sex: g % 2 === 1 ? 'male' : 'female',
  };
}
