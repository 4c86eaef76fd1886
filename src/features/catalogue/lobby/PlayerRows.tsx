// The signed-in player's own rows at the top of the lobby (PlayerGameRows.tsx loads them for
// players only): "Favourites" (stored on the server, so the same on every device) and "Recently
// played" (the games of the player's last rounds). An empty row hides itself. The favourites row follows
// the stars: it reloads whenever the player's favourites change (src/runtime/favourites.ts).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  LobbyPlayerRowsDocument,
  type LobbyPlayerRowsQuery,
} from '../../../adapters/graphql/generated/graphql.ts';
import type { GameTile } from '../../../../machines/game-list/game-list.machine.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useFavourites } from '../../../runtime/favourites.ts';
import { Carousel } from '../GameRow.tsx';
import { toGameTile } from '../game-slices.ts';
import { useSliceContext } from '../use-slice-context.ts';

interface Rows {
  favourites: GameTile[];
  recent: GameTile[];
}

const toRows = ({ viewer }: LobbyPlayerRowsQuery): Rows => ({
  favourites: viewer.favouriteGames.map(toGameTile),
  recent: viewer.recentlyPlayedGames.map(toGameTile),
});

export default function PlayerRows() {
  const { t } = useLingui();
  const { api } = useApiServices();
  const slice = useSliceContext();
  const { version, loaded } = useFavourites();
  const [rows, setRows] = useState<Rows | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .request(
        LobbyPlayerRowsDocument,
        { thumbnailSize: slice.thumbnailSize, license: slice.license },
        { signal: controller.signal },
      )
      .then((answer) => setRows(toRows(answer)))
      // A row that cannot load is left out; the rest of the lobby stands.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, slice.thumbnailSize, slice.license, version, loaded]);

  if (!rows) return null;
  return (
    <>
      {rows.favourites.length > 0 && (
        <div data-player-row="favourites">
          <Carousel title={t`Favourites`} games={rows.favourites} />
        </div>
      )}
      {rows.recent.length > 0 && (
        <div data-player-row="recently-played">
          <Carousel title={t`Recently played`} games={rows.recent} />
        </div>
      )}
    </>
  );
}
