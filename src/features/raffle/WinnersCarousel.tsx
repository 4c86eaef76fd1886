// The recent raffle winners (programmes §2 "Raffle drop list", §5, §7, §9): the raffleWinners
// query's last 15 drawn drops in the raffle's currency, newest first, with the draws heard live on
// the jackpot socket put in front without a reload. A winner card is skipped unless initials,
// amount, currency, timestamp and brand are all present (machines/raffle/winners.ts). The strip
// scrolls as a CSS animation of 70 s per loop and stands still (scrollable) with reduced motion.
import { Plural, Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { timeAgo } from '../../../machines/jackpot/time-ago.ts';
import {
  RAFFLE_WINNERS_LOOP_MS,
  RAFFLE_WINNERS_SHOWN,
  winnerCard,
  type RaffleWinnerCard,
} from '../../../machines/raffle/winners.ts';
import { msg } from '@lingui/core/macro';
import { RaffleWinnersDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { formatMoney } from '../../components/format.ts';
import { useRequest } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { useRaffleLiveWins, type RaffleActors } from '../../runtime/use-raffle.ts';
import styles from './RafflePage.module.css';

const LOAD_FAILED = msg`The raffle winners could not be loaded.`;
/** Fewer winners than this stand still (a short strip would show each card twice). */
const LOOP_FROM = 4;

interface Entry extends RaffleWinnerCard {
  key: string;
}

const keyOf = (card: RaffleWinnerCard, instanceId: string) =>
  `${instanceId}|${card.timestamp}|${card.initials}|${card.amount}`;

export function WinnersCarousel({ actors, currency }: { actors: RaffleActors; currency: string }) {
  const { api } = useApiServices();
  const { locale } = useShell();
  const [now] = useState(() => Date.now());
  const winners = useRequest(
    () =>
      api.request(RaffleWinnersDocument, { baseCurrency: currency, last: RAFFLE_WINNERS_SHOWN }),
    [api, currency],
    () => LOAD_FAILED,
  );
  const live = useRaffleLiveWins(actors);

  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (card: RaffleWinnerCard | null, instanceId: string) => {
    if (!card) return;
    const key = keyOf(card, instanceId);
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ ...card, key });
  };
  for (const win of live) {
    if (win.currency !== currency) continue;
    add(
      winnerCard(
        {
          winnerInitials: win.initials,
          winAmount: win.amount,
          winCurrency: win.currency,
          brand: win.brand,
        },
        win.timestamp,
      ),
      win.instanceId,
    );
  }
  for (const edge of winners.data?.raffleWinners.edges ?? []) {
    for (const winner of edge.node.winners)
      add(winnerCard(winner, edge.node.timestamp), edge.node.instanceId);
  }
  const shown = entries.slice(0, RAFFLE_WINNERS_SHOWN);
  // A few cards fit the strip: they stand still rather than chase their own copy.
  const looping = shown.length >= LOOP_FROM;

  const cards = (copy: 'first' | 'second') =>
    shown.map((entry) => (
      <li
        key={`${copy}:${entry.key}`}
        className={styles.winner}
        data-winner={copy === 'first' ? entry.initials : undefined}
      >
        <strong>{entry.initials}</strong>
        <span className={styles.winAmount}>
          {formatMoney(entry.amount, entry.currency, locale.tag)}
        </span>
        <span className={styles.muted}>
          <WonAgo timestamp={entry.timestamp} now={now} />
        </span>
      </li>
    ));

  return (
    <section className={styles.winners} aria-labelledby="raffle-winners-title">
      <h2 id="raffle-winners-title" className={styles.sectionTitle}>
        <Trans>Recent winners</Trans>
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>
          {winners.data || winners.error ? (
            <Trans>No winners yet: the next draw could be yours.</Trans>
          ) : (
            '…'
          )}
        </p>
      ) : (
        <div className={styles.carousel}>
          <div
            className={styles.track}
            data-winners-track={looping ? 'looping' : 'still'}
            style={{ '--loop-duration': `${RAFFLE_WINNERS_LOOP_MS}ms` } as CSSProperties}
          >
            <ul className={styles.winnerList}>{cards('first')}</ul>
            {/* The second copy makes the loop seamless; assistive technology reads one. */}
            {looping && (
              <ul className={styles.winnerList} aria-hidden="true">
                {cards('second')}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** "5 minutes ago" (programmes §9: minutes, hours, days, months; machines/jackpot/time-ago.ts). */
function WonAgo({ timestamp, now }: { timestamp: string; now: number }) {
  const ago = timeAgo(timestamp, now);
  if (!ago) return null;
  const count = ago.count;
  switch (ago.unit) {
    case 'minutes':
      return <Plural value={count} _0="just now" one="# minute ago" other="# minutes ago" />;
    case 'hours':
      return <Plural value={count} one="# hour ago" other="# hours ago" />;
    case 'days':
      return <Plural value={count} one="# day ago" other="# days ago" />;
    case 'months':
      return <Plural value={count} one="# month ago" other="# months ago" />;
  }
}
