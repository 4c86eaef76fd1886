import type { ReactNode } from 'react';
import { LocalLink } from './LocalLink.tsx';

/** A link to a game's page with its thumbnail (loaded lazily), then what the list shows with it. */
export function GameThumbnailLink({
  game,
  className,
  children,
}: {
  game: { slug: string; thumbnail: { url: string; width: number; height: number } };
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <LocalLink to={`/games/${game.slug}/`} className={className} data-game={game.slug}>
      <img
        src={game.thumbnail.url}
        width={game.thumbnail.width}
        height={game.thumbnail.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      {children}
    </LocalLink>
  );
}
