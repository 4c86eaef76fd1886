// The jackpot leaderboard's display rules (programmes §2 "Jackpot leaderboard", §5, §9): the
// service is asked for 100 entries, at most 50 show; 10 are visible at first on a phone, 12 on
// a desktop, and "show more" adds 10. The player's own row shows only for positions 1–50;
// positions of 0 or below, or 100 and above, hide the position and the estimated prize.

export const LEADERBOARD_REQUEST_SIZE = 100;
export const LEADERBOARD_MAX_SHOWN = 50;
export const LEADERBOARD_SHOW_MORE_STEP = 10;
const INITIAL_VISIBLE = { phone: 10, desktop: 12 } as const;

export type LeaderboardDevice = keyof typeof INITIAL_VISIBLE;

export function initialVisibleEntries(device: LeaderboardDevice): number {
  return INITIAL_VISIBLE[device];
}

/** How many rows show after one more "show more" (never past what exists, nor past 50). */
export function visibleAfterShowMore(visible: number, available: number): number {
  return Math.min(visible + LEADERBOARD_SHOW_MORE_STEP, available, LEADERBOARD_MAX_SHOWN);
}

/** Whether "show more" can add rows. */
export function canShowMore(visible: number, available: number): boolean {
  return visible < Math.min(available, LEADERBOARD_MAX_SHOWN);
}

/** The player's own row is shown only for positions 1–50. */
export function showsPlayerRow(position: number | null): boolean {
  return position !== null && position >= 1 && position <= LEADERBOARD_MAX_SHOWN;
}

/** Position and estimated prize are hidden for positions ≤ 0 and ≥ 100. */
export function showsPositionAndPrize(position: number | null): boolean {
  return position !== null && position > 0 && position < LEADERBOARD_REQUEST_SIZE;
}
