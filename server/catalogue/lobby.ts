// The lobby of a brand: its items in order, content blocks built from their payloads and
// game-list rows for lists with at least one available game. Three queries whatever the
// number of items: the items (with their lists), the top games, the games of game banners.
import type { Queryable } from '../db/store.ts';
import {
  GAME_COLUMNS,
  availableSql,
  loadGamesBySlug,
  scopeParams,
  toGameRecord,
  type GameRow,
} from './game-rows.ts';
import { bannerGameSlug, toBlockRecord } from './lobby-blocks.ts';
import type {
  AvailabilityScope,
  ContentBlockType,
  GameRecord,
  LobbyItemRecord,
  LobbyRecord,
} from './models.ts';
import { LIST_NAME_KEY_PREFIX } from './repository.ts';

interface LobbyItemRow {
  position: number;
  block_type: ContentBlockType | null;
  payload: unknown;
  list_id: number | null;
  list_slug: string | null;
  list_name: string | null;
  requires_bonus: boolean | null;
  has_games: boolean;
}

export async function loadLobby(
  db: Queryable,
  brand: string,
  locale: string,
  scope: AvailabilityScope,
): Promise<LobbyRecord> {
  const { rows } = await db.query<LobbyItemRow>(
    `select i.position, i.block_type, i.payload, l.id as list_id, l.slug as list_slug,
            coalesce(t.value, l.name) as list_name, l.requires_bonus,
            (l.id is null or exists (
               select 1 from game_list_games m join games g on g.id = m.game_id
                where m.list_id = l.id and ${availableSql('g', 1, 2, 3)})) as has_games
       from lobby_items i
       left join game_lists l on l.id = i.list_id and (l.brand is null or l.brand = i.brand)
       left join translations t
         on t.brand = i.brand and t.locale = $5 and t.key = '${LIST_NAME_KEY_PREFIX}' || l.slug
      where i.brand = $4
      order by i.position`,
    [...scopeParams(scope), brand, locale],
  );

  const bannerSlugs = rows.flatMap((row) => {
    const slug = row.block_type === 'BANNER_GAME' ? bannerGameSlug(row.payload) : undefined;
    return slug ? [slug] : [];
  });
  const needsTopGames = rows.some((row) => row.block_type === 'TOP_GAMES');
  const [bannerRows, topGames] = await Promise.all([
    loadGamesBySlug(db, bannerSlugs, scope),
    needsTopGames ? loadTopGames(db, brand, scope) : Promise.resolve([]),
  ]);
  const gamesBySlug = new Map(
    [...bannerRows].map(([slug, row]) => [slug, toGameRecord(row, 0, scope)]),
  );

  const items: LobbyItemRecord[] = [];
  for (const row of rows) {
    const id = `${brand}:${row.position}`;
    if (row.block_type) {
      const block = toBlockRecord({
        id,
        type: row.block_type,
        payload: row.payload,
        gamesBySlug,
        topGames,
      });
      if (block) items.push(block);
    } else if (row.list_id !== null && row.list_slug && row.list_name && row.has_games) {
      items.push({
        kind: 'GameListRow',
        id,
        list: {
          id: row.list_id,
          slug: row.list_slug,
          name: row.list_name,
          requiresBonus: row.requires_bonus === true,
          scope,
        },
      });
    }
  }
  return { items };
}

async function loadTopGames(
  db: Queryable,
  brand: string,
  scope: AvailabilityScope,
): Promise<GameRecord[]> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from brand_top_games tg
       join games g on g.id = tg.game_id join studios s on s.id = g.studio_id
      where tg.brand = $4 and ${availableSql('g', 1, 2, 3)}
      order by tg.position`,
    [...scopeParams(scope), brand],
  );
  return rows.map((row, idx) => toGameRecord(row, idx, scope));
}
