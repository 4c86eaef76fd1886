// The signed-in player's own rows at the top of the lobby (Favourites, Recently played:
// PlayerRows.tsx); nothing for visitors. They load with the first signed-in lobby, not with the
// first paint.
import { lazy, Suspense } from 'react';
import { usePlayerStatus } from '../../../runtime/use-session.ts';

const Rows = lazy(() => import('./PlayerRows.tsx'));

export function PlayerGameRows() {
  if (usePlayerStatus() !== 'LOGGED_IN') return null;
  return (
    <Suspense fallback={null}>
      <Rows />
    </Suspense>
  );
}
