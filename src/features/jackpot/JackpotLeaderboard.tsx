// "Top 50 contributors" (programmes §2 "Jackpot leaderboard", §5, §9): Pos, Player ID, Rank,
// Estimated prize; 10 rows visible on a phone, 12 on a desktop, "Show more" adds 10, at most 50.
// The player's own row shows apart, for positions 1–50 only. Rules: machines/jackpot/leaderboard.ts.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  LEADERBOARD_MAX_SHOWN,
  canShowMore,
  initialVisibleEntries,
  showsPlayerRow,
  showsPositionAndPrize,
  visibleAfterShowMore,
} from '../../../machines/jackpot/leaderboard.ts';
import { Button } from '../../components/Button.tsx';
import { formatMoney } from '../../components/format.ts';
import type { JackpotSettings } from '../../runtime/jackpot.ts';
import type { JackpotActors } from '../../runtime/use-jackpot.ts';
import { useLeaderboard, type Leaderboard } from './use-leaderboard.ts';
import { useWideScreen } from './use-wide-screen.ts';
import styles from './JackpotPage.module.css';

type Entry = Leaderboard['entries'][number];

export function JackpotLeaderboard({
  settings,
  brand,
  playerId,
  actors,
}: {
  settings: JackpotSettings;
  brand: string;
  playerId: string | null;
  actors: JackpotActors | null;
}) {
  const { t } = useLingui();
  const { data, error } = useLeaderboard(settings, brand, playerId, actors);
  const wide = useWideScreen();
  const [shown, setShown] = useState<number | null>(null);
  const visible = shown ?? initialVisibleEntries(wide ? 'desktop' : 'phone');
  const entries = data?.entries.slice(0, LEADERBOARD_MAX_SHOWN) ?? [];
  const own = data && showsPlayerRow(data.playerPosition) ? ownEntry(data) : null;

  return (
    <section className={styles.leaderboard} aria-labelledby="jackpot-leaderboard-title">
      <h2 id="jackpot-leaderboard-title" className={styles.sectionTitle}>
        <Trans>Top 50 contributors</Trans>
      </h2>
      {error && <p role="alert">{error}</p>}
      {!data && !error && (
        <p className={styles.muted} role="status">
          <Trans>Loading the leaderboard…</Trans>
        </p>
      )}
      {own && data && (
        <table className={styles.table} aria-label={t`Your position`}>
          <LeaderboardHead />
          <tbody>
            <Row entry={own} currency={data.currency} own />
          </tbody>
        </table>
      )}
      {data && entries.length === 0 && (
        <p className={styles.muted}>
          <Trans>No contributions yet in this round.</Trans>
        </p>
      )}
      {data && entries.length > 0 && (
        <table className={styles.table} aria-labelledby="jackpot-leaderboard-title">
          <LeaderboardHead />
          <tbody>
            {entries.slice(0, visible).map((entry) => (
              <Row
                key={`${entry.position}-${entry.initials}`}
                entry={entry}
                currency={data.currency}
                own={entry.isPlayer}
              />
            ))}
          </tbody>
        </table>
      )}
      {data && canShowMore(visible, entries.length) && (
        <Button
          variant="secondary"
          onClick={() => setShown(visibleAfterShowMore(visible, entries.length))}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </section>
  );
}

/** The player's row: their entry, or one made from the player fields. */
function ownEntry(data: Leaderboard): Entry {
  return (
    data.entries.find((entry) => entry.isPlayer) ?? {
      position: data.playerPosition,
      brand: '',
      expectedPrize: data.playerExpectedPrize,
      initials: '',
      rankImageUrl: data.playerRankImageUrl ?? null,
      rankName: data.playerRank ?? null,
      isPlayer: true,
    }
  );
}

const HEADINGS = [msg`Pos`, msg`Player ID`, msg`Rank`, msg`Estimated prize`];

function LeaderboardHead() {
  const { i18n } = useLingui();
  return (
    <thead>
      <tr>
        {HEADINGS.map((heading) => (
          <th key={heading.id} scope="col">
            {i18n._(heading)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Row({ entry, currency, own }: { entry: Entry; currency: string; own: boolean }) {
  const { i18n } = useLingui();
  const ranked = showsPositionAndPrize(entry.position);
  return (
    <tr data-own={own || undefined}>
      <td>{ranked ? entry.position : '–'}</td>
      <td>{entry.initials || '–'}</td>
      <td>
        <span className={styles.rank}>
          {entry.rankImageUrl && <img src={entry.rankImageUrl} alt="" width={24} height={24} />}
          {entry.rankName ?? ''}
        </span>
      </td>
      <td>{ranked ? formatMoney(entry.expectedPrize, currency, i18n.locale) : '–'}</td>
    </tr>
  );
}
