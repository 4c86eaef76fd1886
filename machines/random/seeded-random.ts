// mulberry32: a tiny seeded PRNG returning numbers in [0, 1). Not for security; for results
// that must come out the same on every machine and run — the demo catalogue and its artwork,
// A/B draws in tests and QA (`chooseVariant(test, null, mulberry32(42))`).

export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
