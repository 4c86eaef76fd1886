// A bonus's statuses (platform-core §4): its money is held while Active, then it ends in one of
// the others. Shared by the bonus records and wagering.
export const BONUS_STATUSES = ['Active', 'Converted', 'Expired', 'Forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
