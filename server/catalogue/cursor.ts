// The catalogue's page cursors (graphql/cursor-pages.ts): a versioned JSON {v, s, k, i}:
//   s  the sequence the cursor belongs to ("list:12", "studio:3", "category:4", "search:<hash>"),
//   k  the keyset key of the last game shown (list position or game popularity),
//   i  its idx (so the next page continues the numbering without counting again).
// A cursor is refused unless it decodes to exactly this shape for the same sequence.
import {
  cursorPayload,
  encodeCursor as encodePayload,
  foreignCursor,
  malformedCursor,
} from '../graphql/cursor-pages.ts';

const VERSION = 1;
/** Longer strings are not ours: refuse before decoding. */
const MAX_CURSOR_LENGTH = 200;

export interface CursorPosition {
  key: number;
  idx: number;
}

export function encodeCursor(sequence: string, position: CursorPosition): string {
  return encodePayload({ v: VERSION, s: sequence, k: position.key, i: position.idx });
}

export function decodeCursor(cursor: string, sequence: string): CursorPosition {
  const payload = parse(cursor);
  if (!payload) throw malformedCursor();
  if (payload.s !== sequence) throw foreignCursor();
  return { key: payload.k, idx: payload.i };
}

interface CursorPayload {
  v: number;
  s: string;
  k: number;
  i: number;
}

function parse(cursor: string): CursorPayload | undefined {
  const value = cursorPayload(cursor, MAX_CURSOR_LENGTH);
  if (!value) return undefined;
  const { v, s, k, i } = value;
  if (v !== VERSION || typeof s !== 'string') return undefined;
  if (!isSafeInt(k) || !isSafeInt(i) || i < 0) return undefined;
  if (Object.keys(value).length !== 4) return undefined;
  return { v, s, k, i };
}

function isSafeInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < 2 ** 31;
}
