// Cursor pagination of the GraphQL connections (the catalogue's game pages, the wallet's
// histories). A cursor is opaque to clients: base64url of a JSON payload that names the sequence
// (list, order) it belongs to and the keyset position after which the next page starts. A page is
// fetched with one row more than it shows: that row says whether there is a next page.
import { containsNul } from '../http/input-text.ts';
import { LobbyError } from '../errors.ts';

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function encodeCursor(payload: Readonly<Record<string, unknown>>): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/**
 * The JSON object inside a cursor, or undefined when the string is not one of ours: empty,
 * longer than `maxLength` (refused before decoding), not base64url, not a JSON object, or
 * holding text the database cannot read (U+0000: the request's own check cannot see inside).
 */
export function cursorPayload(
  cursor: string,
  maxLength: number,
): Record<string, unknown> | undefined {
  if (cursor.length === 0 || cursor.length > maxLength) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (containsNul(value)) return undefined;
  return value as Record<string, unknown>;
}

export function malformedCursor(): LobbyError {
  return new LobbyError('InvalidCursor', 'The cursor is not a cursor of this API.', {
    reasons: ['MalformedCursor'],
  });
}

/** A cursor of this API, but of another list, order or page. */
export function foreignCursor(): LobbyError {
  return new LobbyError('InvalidCursor', 'The cursor belongs to another list, order or page.', {
    reasons: ['ForeignCursor'],
  });
}

/** The page of rows fetched with `limit + 1`: the first `limit` are shown, as edges. */
export function pageOf<Row, Node>(
  rows: readonly Row[],
  limit: number,
  edge: (row: Row, index: number) => { cursor: string; node: Node },
): Page<Node> {
  const edges = rows.slice(0, limit).map(edge);
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
