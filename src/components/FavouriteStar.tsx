// The star itself (FavouriteButton.tsx loads it for signed-in players only): a toggle button
// (aria-pressed) named after the game. The state is the server's (src/runtime/favourites.ts), so
// it is the same on every device.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFavourites } from '../runtime/favourites.ts';
import styles from './FavouriteButton.module.css';

export default function FavouriteStar({
  slug,
  name,
  className,
}: {
  slug: string;
  /** The game's name, for the button's accessible name. */
  name: string;
  className?: string;
}) {
  const { t } = useLingui();
  const favourites = useFavourites();
  const [failed, setFailed] = useState(false);
  if (!favourites.enabled) return null;
  const pressed = favourites.slugs.includes(slug);
  const label = t`Favourite: ${name}`;
  return (
    <button
      type="button"
      className={`${styles.star} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={failed ? t`Could not save the favourite. Try again.` : label}
      data-favourite={slug}
      onClick={(event) => {
        // Tiles are links: the star must not open the game.
        event.preventDefault();
        event.stopPropagation();
        setFailed(false);
        favourites.toggle(slug).catch(() => setFailed(true));
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
