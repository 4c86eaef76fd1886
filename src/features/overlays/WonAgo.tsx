// "Won 3 minutes ago" under a jackpot win (programmes §9: minutes, hours, days, months). The
// unit and count come from machines/jackpot/time-ago.ts; the words are Lingui plurals.
import { Plural } from '@lingui/react/macro';
import { timeAgo } from '../../../machines/jackpot/time-ago.ts';

export function WonAgo({ wonAt, now }: { wonAt: string; now: number }) {
  const ago = timeAgo(wonAt, now);
  if (!ago) return null;
  const count = ago.count;
  switch (ago.unit) {
    case 'minutes':
      return (
        <Plural value={count} _0="Won just now" one="Won # minute ago" other="Won # minutes ago" />
      );
    case 'hours':
      return <Plural value={count} one="Won # hour ago" other="Won # hours ago" />;
    case 'days':
      return <Plural value={count} one="Won # day ago" other="Won # days ago" />;
    case 'months':
      return <Plural value={count} one="Won # month ago" other="Won # months ago" />;
  }
}
