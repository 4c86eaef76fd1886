// The raffle drop list (programmes §2 "Raffle drop list", §5): one card per hourly, daily and
// weekly drop with its icon, title, description, live countdown, pot value and the player's
// tickets (a visitor sees none: the page has a sign-in prompt). A card is hidden when the pot
// list is empty or the first pot has no value (machines/raffle/card-visibility.ts).
import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { showsRaffleCard } from '../../../machines/raffle/card-visibility.ts';
import {
  selectDrop,
  selectTickets,
  type RaffleDropType,
} from '../../../machines/raffle-countdown/raffle-countdown.machine.ts';
import { formatMoney } from '../../components/format.ts';
import { RaffleCountdown } from '../../components/RaffleCountdown.tsx';
import type { RaffleSettings } from '../../runtime/raffle.ts';
import type { RaffleActors } from '../../runtime/use-raffle.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './RafflePage.module.css';

type RaffleEntry = RaffleSettings['raffles'][number];

const isDropType = (type: string): type is RaffleDropType =>
  type === 'hourly' || type === 'daily' || type === 'weekly';

export function RaffleDrops({
  settings,
  actors,
  currency,
  signedIn,
}: {
  settings: RaffleSettings;
  actors: RaffleActors;
  currency: string;
  signedIn: boolean;
}) {
  const loading = useSelector(actors.countdown, (snapshot) =>
    snapshot.matches({ enabled: { drops: 'loading' } }),
  );
  const entries = settings.raffles.filter((entry) => isDropType(entry.type));
  return (
    <section className={styles.drops} aria-labelledby="raffle-drops-title">
      <h2 id="raffle-drops-title" className={styles.sectionTitle}>
        <Trans>Raffle drops</Trans>
      </h2>
      <ul className={styles.dropList} aria-busy={loading}>
        {entries.map((entry) => (
          <DropCard
            key={entry.type}
            entry={entry}
            type={entry.type as RaffleDropType}
            actors={actors}
            currency={currency}
            signedIn={signedIn}
          />
        ))}
      </ul>
    </section>
  );
}

function DropCard({
  entry,
  type,
  actors,
  currency,
  signedIn,
}: {
  entry: RaffleEntry;
  type: RaffleDropType;
  actors: RaffleActors;
  currency: string;
  signedIn: boolean;
}) {
  const { locale } = useShell();
  const drop = useSelector(actors.countdown, (snapshot) => selectDrop(snapshot, type));
  const remaining = useSelector(actors.countdown, (snapshot) => {
    const current = selectDrop(snapshot, type);
    return current ? Math.max(0, current.raffle.timestampEnd - snapshot.context.now) : 0;
  });
  const tickets = useSelector(actors.countdown, (snapshot) => selectTickets(snapshot, type));
  if (!drop || !showsRaffleCard(drop.raffle.pots)) return null;
  const pot = drop.raffle.pots[0]!.currentValue!;
  return (
    <li className={styles.dropCard} data-drop={type} data-raffle-drop={drop.raffle.id}>
      <DropIcon type={type} />
      <h3 className={styles.dropTitle}>{entry.title}</h3>
      <p className={styles.muted}>{entry.description}</p>
      <dl className={styles.dropFacts}>
        <div>
          <dt>
            <Trans>Draw in</Trans>
          </dt>
          <dd>
            <RaffleCountdown remainingMs={remaining} type={type} className={styles.countdown} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Prize pot</Trans>
          </dt>
          <dd className={styles.pot} data-pot>
            {formatMoney(pot, currency, locale.tag)}
          </dd>
        </div>
        {signedIn && (
          <div>
            <dt>
              <Trans>Your tickets</Trans>
            </dt>
            <dd data-tickets={tickets}>
              <Plural
                value={tickets}
                _0="No tickets collected yet"
                one="# ticket collected"
                other="# tickets collected"
              />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** A small picture per drop: an hourglass, a sun, a calendar. */
function DropIcon({ type }: { type: RaffleDropType }) {
  const paths: Record<RaffleDropType, string> = {
    hourly: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
    daily:
      'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
    weekly: 'M4 5h16v16H4zM4 10h16M8 2v5M16 2v5M8 14h2M12 14h2M16 14h2M8 18h2M12 18h2',
  };
  return (
    <svg
      className={styles.dropIcon}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[type]} />
    </svg>
  );
}
