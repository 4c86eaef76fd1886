// The money wheel of the live game shows. 50 equal segments show a number n; a bet on
// n pays n to 1 (stake × (n + 1) back) when the wheel stops on n. The counts are chosen so every
// spot returns the same: count(n) × (n + 1) = 48 for each n, so each spot's RTP is 48/50 = 96 %
// exactly (1/2 + 1/3 + 1/8 + 1/16 + 1/48 = 50/48). The segments are interleaved so equal numbers
// are spread around the wheel (looks, not maths).

export type WheelSpot = 1 | 2 | 7 | 15 | 47;

export const WHEEL_COUNTS: Record<WheelSpot, number> = { 1: 24, 2: 16, 7: 6, 15: 3, 47: 1 };

/** Stake × this comes back when the spot wins. */
export function wheelSpotReturns(spot: WheelSpot): number {
  return spot + 1;
}

/** The wheel's segments clockwise from the pointer's rest position. */
export const WHEEL_SEGMENTS: readonly number[] = (() => {
  // Largest-remainder interleave: at each step place the number furthest behind its share.
  const spots = Object.keys(WHEEL_COUNTS).map(Number) as WheelSpot[];
  const total = spots.reduce((sum, spot) => sum + WHEEL_COUNTS[spot], 0);
  const placed = new Map<WheelSpot, number>(spots.map((spot) => [spot, 0]));
  const out: number[] = [];
  for (let i = 0; i < total; i++) {
    let best = spots[0]!;
    let bestLag = -Infinity;
    for (const spot of spots) {
      const lag = ((i + 1) * WHEEL_COUNTS[spot]) / total - placed.get(spot)!;
      if (placed.get(spot)! < WHEEL_COUNTS[spot] && lag > bestLag) {
        best = spot;
        bestLag = lag;
      }
    }
    placed.set(best, placed.get(best)! + 1);
    out.push(best);
  }
  return out;
})();

/** The exact RTP of a bet on one spot: count × returns / segments. */
export function wheelRtp(spot: WheelSpot): number {
  return (WHEEL_COUNTS[spot] * wheelSpotReturns(spot)) / WHEEL_SEGMENTS.length;
}
