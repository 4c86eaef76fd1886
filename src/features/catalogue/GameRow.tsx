import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  carouselEnds,
  isNearEnd,
  paddleScrollDistance,
  ROW_SLICE_SIZE,
  SCROLL_CHECK_THROTTLE_MS,
} from '../../../machines/catalogue/carousel.ts';
import type {
  GameListSource,
  GameSlice,
  GameTile,
} from '../../../machines/game-list/game-list.machine.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { GameTileCard } from './GameTileCard.tsx';
import styles from './GameRow.module.css';
import { useGameList } from './use-game-list.ts';

// The server reads the lobby's first slices too (machines/first-page), so the size is a rule.
export { ROW_SLICE_SIZE };

interface CarouselProps {
  title: string;
  titleHref?: string;
  games: GameTile[];
  /** Shown after the last game when the list has more than the row loaded. */
  moreHref?: string | null;
  onNearEnd?: () => void;
}

/**
 * A horizontal row: title link, paddles on desktop that hide at the ends and scroll by 1.5×
 * the visible width, scroll checks throttled to 100 ms. Keyboard users tab through the
 * tiles; the browser scrolls the focused tile into view.
 */
export function Carousel({ title, titleHref, games, moreHref, onNearEnd }: CarouselProps) {
  const { t } = useLingui();
  const { deviceType } = useShell();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const headingId = `row-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const check = useCallback(() => {
    const box = track.current;
    if (!box) return;
    setEnds(carouselEnds(box));
    if (isNearEnd(box)) onNearEnd?.();
  }, [onNearEnd]);

  useEffect(() => {
    const box = track.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        check();
      }, SCROLL_CHECK_THROTTLE_MS);
    };
    // The first check waits for a frame: reading the track's sizes right after the commit
    // forces a layout of the whole page inside the commit's task (decision 0047).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        timer = null;
        check();
      }, 0);
    });
    box.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      box.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      if (timer !== null) clearTimeout(timer);
    };
  }, [check, games.length]);

  const scroll = (direction: 'previous' | 'next') => {
    const box = track.current;
    if (box) box.scrollBy({ left: paddleScrollDistance(box, direction), behavior: 'smooth' });
  };
  const paddles = deviceType === 'desktop';
  const paddle = (direction: 'previous' | 'next', label: string, arrow: string) => (
    <button
      type="button"
      className={styles.paddle}
      onClick={() => scroll(direction)}
      aria-label={label}
    >
      {arrow}
    </button>
  );

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {titleHref ? <LocalLink to={titleHref}>{title}</LocalLink> : title}
        </h2>
        {paddles && (
          <div className={styles.paddles}>
            {!ends.atStart && paddle('previous', t`Scroll ${title} back`, '‹')}
            {!ends.atEnd && paddle('next', t`Scroll ${title} forward`, '›')}
          </div>
        )}
      </header>
      <ul className={styles.track} ref={track}>
        {games.map((game, index) => (
          <li key={game.id}>
            <GameTileCard game={game} eager={index < 4} />
          </li>
        ))}
        {moreHref && (
          <li className={styles.more}>
            <LocalLink to={moreHref}>
              <Trans>Show more games</Trans>
            </LocalLink>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A lobby row backed by a game list: loads slices as it scrolls, hides itself when empty. */
export function GameListRow({
  source,
  title,
  initialSlice,
}: {
  source: GameListSource & { kind: 'list' };
  title: string;
  initialSlice?: GameSlice;
}) {
  const { actor, context, showMoreLink } = useGameList(source, {
    pageSize: ROW_SLICE_SIZE,
    autoLoadSlices: 2,
    ...(initialSlice ? { initialSlice } : {}),
  });
  const onNearEnd = useCallback(() => actor.send({ type: 'list.nearEnd' }), [actor]);
  // The lobby's own slice shows from the first commit: the actor takes it only a microtask
  // later, and a row missing from the commit that replaces the server's first screen would
  // push everything below it down a frame after (decision 0047, CLS).
  const games = context.slices === 0 && initialSlice ? initialSlice.games : context.games;
  if (games.length === 0) return null;
  const href = `/game-list/${source.slug}/`;
  return (
    <Carousel
      title={title}
      titleHref={href}
      games={games}
      moreHref={showMoreLink ? href : null}
      onNearEnd={onNearEnd}
    />
  );
}
