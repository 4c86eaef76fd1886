// Keyset pagination of the four game sequences (a list, a category, a studio, a search): one
// SQL query per page, fetching first + 1 rows to learn whether another page exists. The key is
// the list/category position, the game's popularity for studios, or the search rank (all unique),
// so pages never skip or repeat a game when games before the cursor become unavailable.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/store.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './cursor.ts';
import { pageOf } from '../graphql/cursor-pages.ts';
import { LobbyError } from '../errors.ts';
import {
  GAME_COLUMNS,
  availableSql,
  scopeParams,
  toGameRecord,
  type GameRow,
} from './game-rows.ts';
import type { AvailabilityScope, GameConnectionRecord } from './models.ts';
import { searchRankSql } from './game-search.ts';
import { checkPageSize } from './scope.ts';

export type GameSequence =
  | { kind: 'list'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'studio'; id: number }
  | { kind: 'search'; query: string };

export const MAX_SEARCH_LENGTH = 100;

export interface PageRequest {
  sequence: GameSequence;
  scope: AvailabilityScope;
  first: number;
  after?: string | null;
  /** Lists only: continue after this game when no cursor is at hand. */
  lastShownGameId?: string | null;
}

/** Parameters $1–$3 are the scope, $4 the sequence's own value, $5 the key, $6 the limit. */
interface SequenceSql {
  from: string;
  key: string;
  where: string;
  value: number | string;
}

function sequenceSql(sequence: GameSequence): SequenceSql {
  const join = 'join games g on g.id = m.game_id join studios s on s.id = g.studio_id';
  switch (sequence.kind) {
    case 'list':
      return {
        from: `game_list_games m ${join}`,
        key: 'm.position',
        where: 'm.list_id = $4',
        value: sequence.id,
      };
    case 'category':
      return {
        from: `game_category_games m ${join}`,
        key: 'm.position',
        where: 'm.category_id = $4',
        value: sequence.id,
      };
    case 'studio':
      return {
        from: 'games g join studios s on s.id = g.studio_id',
        key: 'g.popularity',
        where: 'g.studio_id = $4',
        value: sequence.id,
      };
    case 'search': {
      const query = normaliseSearch(sequence.query);
      // No text: every game, most played first.
      if (query === '') {
        return {
          from: 'games g join studios s on s.id = g.studio_id',
          key: 'g.popularity',
          where: `$4::text = ''`,
          value: query,
        };
      }
      return {
        from: `${searchRankSql('$4')} m join games g on g.id = m.game_id
               join studios s on s.id = g.studio_id`,
        key: 'm.rank',
        where: 'true',
        value: query,
      };
    }
  }
}

/** The name cursors carry to tell sequences apart (a search by a hash of its text). */
function sequenceName(sequence: GameSequence): string {
  if (sequence.kind !== 'search') return `${sequence.kind}:${sequence.id}`;
  const digest = createHash('sha256').update(normaliseSearch(sequence.query)).digest('base64url');
  return `search:${digest.slice(0, 16)}`;
}

export function normaliseSearch(query: string): string {
  return query.trim().toLowerCase();
}

export async function loadGamePage(
  db: Queryable,
  request: PageRequest,
): Promise<GameConnectionRecord> {
  const first = checkPageSize(request.first);
  const { sequence, scope } = request;
  if (sequence.kind === 'search' && sequence.query.length > MAX_SEARCH_LENGTH) {
    throw new LobbyError(
      'InvalidArgument',
      `query must be at most ${MAX_SEARCH_LENGTH} characters.`,
      {
        reasons: ['QueryTooLong'],
      },
    );
  }
  const name = sequenceName(sequence);
  const sql = sequenceSql(sequence);

  let start: CursorPosition | undefined;
  if (request.after != null) {
    start = decodeCursor(request.after, name);
  } else if (request.lastShownGameId != null && sequence.kind === 'list') {
    start = await positionOfGame(db, sequence.id, request.lastShownGameId, scope);
  }

  const { rows } = await db.query<GameRow & { key: number }>(
    `select ${GAME_COLUMNS}, ${sql.key} as key
       from ${sql.from}
      where ${sql.where} and ${sql.key} > $5 and ${availableSql('g', 1, 2, 3)}
      order by ${sql.key}
      limit $6`,
    [...scopeParams(scope), sql.value, start?.key ?? -2147483648, first + 1],
  );

  const firstIdx = start ? start.idx + 1 : 0;
  return {
    ...pageOf(rows, first, (row, i) => ({
      cursor: encodeCursor(name, { key: row.key, idx: firstIdx + i }),
      node: toGameRecord(row, firstIdx + i, scope),
    })),
    countTotal: () => countSequence(db, sql, scope),
  };
}

async function countSequence(
  db: Queryable,
  sql: SequenceSql,
  scope: AvailabilityScope,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from ${sql.from}
      where ${sql.where} and ${availableSql('g', 1, 2, 3)}`,
    [...scopeParams(scope), sql.value],
  );
  return rows[0]?.count ?? 0;
}

/** The list position of a game and how many available games come up to it (its idx + 1). */
async function positionOfGame(
  db: Queryable,
  listId: number,
  gameId: string,
  scope: AvailabilityScope,
): Promise<CursorPosition> {
  const id = /^\d{1,9}$/.test(gameId) ? Number(gameId) : undefined;
  const { rows } =
    id === undefined
      ? { rows: [] }
      : await db.query<{ position: number; shown: number }>(
          `select a.position,
                  (select count(*)::int from game_list_games m join games g on g.id = m.game_id
                    where m.list_id = $4 and m.position <= a.position
                      and ${availableSql('g', 1, 2, 3)}) as shown
             from game_list_games a where a.list_id = $4 and a.game_id = $5`,
          [...scopeParams(scope), listId, id],
        );
  const anchor = rows[0];
  if (!anchor) {
    throw new LobbyError('InvalidArgument', 'lastShownGameId is not a game of this list.', {
      reasons: ['UnknownLastShownGame'],
    });
  }
  // A last-shown game that is not available here itself still counts the ones before it.
  return { key: anchor.position, idx: anchor.shown - 1 };
}
