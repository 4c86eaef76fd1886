// programmes §5: a raffle card is hidden when the pot list is empty or the first pot has no
// current value (the card's pot value is the first pot's). A value of 0 is a value: it shows.
import type { RafflePot } from '../raffle-countdown/raffle-countdown.machine.ts';

export function showsRaffleCard(pots: readonly Pick<RafflePot, 'currentValue'>[]): boolean {
  const first = pots[0];
  return first !== undefined && first.currentValue !== null && first.currentValue !== undefined;
}
