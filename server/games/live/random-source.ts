// The live tables' source of outcomes: node:crypto in production, a seeded generator in the
// simulations. Its own module so the engines and their rules share it without a cycle.

/** Uniform random integers: crypto in production, seeded in simulations. */
export interface RandomSource {
  /** An integer in [0, n), every value equally likely. */
  int(n: number): number;
}
