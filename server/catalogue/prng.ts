// Seeded randomness for the demo catalogue (the shared mulberry32) and string hashing: the seed
// and the artwork must come out the same on every machine and every run.

import { mulberry32, type Random } from '../../machines/random/seeded-random.ts';

export { mulberry32, type Random };

/** FNV-1a, 32 bits: a stable number from a string (art seeds, cache-busting versions). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
