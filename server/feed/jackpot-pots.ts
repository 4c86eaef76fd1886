// Demo jackpot pots for the feed until the jackpot service (its own issue) owns real ones: four
// pots that grow steadily within each hour and drop back, the same for every caller in a minute.
import { convertMinBet } from '../ledger/currency.ts';

export const POT_IDS = ['mega', 'major', 'minor', 'shared'] as const;
export type PotId = (typeof POT_IDS)[number];

export interface FeedJackpot {
  id: PotId;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

/** Seed and growth per minute, EUR cents. */
const POTS: Readonly<Record<PotId, { seed: number; perMinute: number }>> = {
  mega: { seed: 1_000_000_00, perMinute: 1_250_00 },
  major: { seed: 50_000_00, perMinute: 83_00 },
  minor: { seed: 1_000_00, perMinute: 7_00 },
  shared: { seed: 10_000_00, perMinute: 21_00 },
};

export function jackpotPots(minute: number, currency: string): FeedJackpot[] {
  const minuteOfHour = minute % 60;
  return POT_IDS.map((id) => {
    const pot = POTS[id];
    const eurCents = pot.seed + pot.perMinute * minuteOfHour;
    return { id, amount: convertMinBet(eurCents, currency), currency };
  });
}
