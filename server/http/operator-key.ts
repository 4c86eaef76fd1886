// The operator API key: compared in constant time, so response timing reveals nothing about it.
import { createHash, timingSafeEqual } from 'node:crypto';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** Hashing first gives equal-length buffers whatever the lengths of the two strings. */
export function operatorKeyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
