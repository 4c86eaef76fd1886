// The star that makes a game a favourite of the signed-in player, on game tiles and on the game
// page; nothing for visitors. The star and the favourites' store load with the first signed-in
// page (FavouriteStar.tsx), not with the first paint.
import { lazy, Suspense } from 'react';
import { usePlayerStatus } from '../runtime/use-session.ts';

const Star = lazy(() => import('./FavouriteStar.tsx'));

export function FavouriteButton(props: { slug: string; name: string; className?: string }) {
  if (usePlayerStatus() !== 'LOGGED_IN') return null;
  return (
    <Suspense fallback={null}>
      <Star {...props} />
    </Suspense>
  );
}
