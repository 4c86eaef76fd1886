// A raffle drop's countdown (programmes §2, §9): days for the weekly drop only, then
// hours:minutes:seconds (machines/raffle/countdown-text.ts). Shared by the raffle page's cards
// and the lobby's raffle card.
import { Plural } from '@lingui/react/macro';
import { countdownParts } from '../../machines/raffle/countdown-text.ts';
import type { RaffleDropType } from '../../machines/raffle-countdown/raffle-countdown.machine.ts';

export function RaffleCountdown({
  remainingMs,
  type,
  className,
}: {
  remainingMs: number;
  type: RaffleDropType;
  className?: string;
}) {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs, type);
  const dayCount = Number(days ?? 0);
  return (
    <span className={className} data-countdown={type}>
      {days !== null && (
        <>
          <Plural value={dayCount} one="# day" other="# days" />{' '}
        </>
      )}
      {`${hours}:${minutes}:${seconds}`}
    </span>
  );
}
