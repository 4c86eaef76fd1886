import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NEAR_END_PX } from '../../../machines/catalogue/carousel.ts';
import type { GameListSource } from '../../../machines/game-list/game-list.machine.ts';
import { Splash } from '../../components/Splash.tsx';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { GameTileCard } from './GameTileCard.tsx';
import styles from './GameGrid.module.css';
import { useGameList } from './use-game-list.ts';

/** Far enough above the screen to hold any page: the end counts as reached once passed. */
const PASSED_END_PX = 1_000_000;

export interface GameGridProps {
  source: GameListSource;
  pageSize: number;
  /** Slices loaded by scrolling before the button takes over (0: button only). */
  autoLoadSlices: number;
  /** Shown when the source has no game at all. */
  emptyText: React.ReactNode;
  /** The heading the grid's games belong to (for screen readers). */
  labelledBy: string;
}

/** A page's grid of games: loads the next slice within 200 px of the end, then "Show more games". */
export function GameGrid({
  source,
  pageSize,
  autoLoadSlices,
  emptyText,
  labelledBy,
}: GameGridProps) {
  const { actor, context, status, showMoreLink } = useGameList(source, {
    pageSize,
    autoLoadSlices,
  });
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'list.nearEnd' });
      },
      // The root reaches far above the screen too: a jump past the end (End key, a fling, a
      // restored scroll position) never shows the sentinel on screen, but still counts.
      { rootMargin: `${PASSED_END_PX}px 0px ${NEAR_END_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [actor, context.games.length]);

  if (status === 'loading') return <Splash inline />;
  if (status === 'notFound') return <NotFoundPage />;
  if (status === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p>
          <Trans>The games could not be loaded.</Trans>
        </p>
        <button
          type="button"
          className={styles.more}
          onClick={() => actor.send({ type: 'list.retry' })}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (context.games.length === 0) return <p className={styles.message}>{emptyText}</p>;

  const loadingMore = status === 'loadingMore';
  const shown = context.games.length;
  const total = context.totalCount;
  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid} aria-labelledby={labelledBy} aria-busy={loadingMore}>
        {context.games.map((game, index) => (
          <li key={game.id}>
            <GameTileCard game={game} eager={index < 8} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {context.errorCode === 'MORE_UNAVAILABLE' && (
        <p className={styles.message} role="alert">
          <Trans>More games could not be loaded.</Trans>
        </p>
      )}
      {(showMoreLink || context.errorCode === 'MORE_UNAVAILABLE') && context.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => actor.send({ type: 'list.showMore' })}
        >
          <Trans>Show more games</Trans>
        </button>
      )}
      <p className={styles.count} aria-live="polite">
        <Trans>
          Showing {shown} of {total} games
        </Trans>
      </p>
    </div>
  );
}
