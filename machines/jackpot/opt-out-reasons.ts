// Why the jackpot service opted a player out without their asking (decision 0058): the operator
// withdrew the contribution option they were at. A code, never words: the view says it.

export const OPT_OUT_REASONS = ['ContributionWithdrawn'] as const;
export type JackpotOptOutReason = (typeof OPT_OUT_REASONS)[number];

/** A reason the service sent, if it is one this lobby knows (null otherwise). */
export function optOutReasonOf(value: unknown): JackpotOptOutReason | null {
  return (OPT_OUT_REASONS as readonly unknown[]).includes(value)
    ? (value as JackpotOptOutReason)
    : null;
}
