// The jackpot win animation (programmes §4 "Win animation", §9): the amount counts up from 0 in
// 10,000 steps, and the celebration image is hidden after 4 seconds by default.

export const WIN_COUNT_STEPS = 10_000;
export const WIN_CELEBRATION_MS = 4_000;
/** How long the count-up takes: the 10,000 steps are spread over it. */
export const WIN_COUNT_DURATION_MS = 2_000;

/** The step reached after `elapsedMs` (0 … WIN_COUNT_STEPS). */
export function countUpStep(elapsedMs: number, durationMs = WIN_COUNT_DURATION_MS): number {
  if (durationMs <= 0) return WIN_COUNT_STEPS;
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.floor(progress * WIN_COUNT_STEPS);
}

/** The amount (integer minor units) shown at a step: never above the win, exact at the end. */
export function countUpAmount(target: number, step: number): number {
  if (step >= WIN_COUNT_STEPS) return target;
  return Math.floor((target * Math.max(0, step)) / WIN_COUNT_STEPS);
}
