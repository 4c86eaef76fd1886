// Opaque page cursors: base64url of a versioned JSON {v, s, k, i}:
//   s  the sequence the cursor belongs to ("list:12", "studio:3", "category:4", "search:<hash>"),
//   k  the keyset key of the last game shown (list position or game popularity),
//   i  its idx (so the next page continues the numbering without counting again).
// A cursor is refused unless it decodes to exactly this shape for the same sequence.
import { LobbyError } from '../graphql/errors.ts';

const VERSION = 1;
/** Longer strings are not ours: refuse before decoding. */
const MAX_CURSOR_LENGTH = 200;

export interface CursorPosition {
  key: number;
  idx: number;
}

export function encodeCursor(sequence: string, position: CursorPosition): string {
  const json = JSON.stringify({ v: VERSION, s: sequence, k: position.key, i: position.idx });
  return Buffer.from(json, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, sequence: string): CursorPosition {
  const payload = parse(cursor);
  if (!payload) {
    throw new LobbyError('InvalidCursor', 'The cursor is not a cursor of this API.', {
      reasons: ['MalformedCursor'],
    });
  }
  if (payload.s !== sequence) {
    throw new LobbyError('InvalidCursor', 'The cursor belongs to another list or page.', {
      reasons: ['ForeignCursor'],
    });
  }
  return { key: payload.k, idx: payload.i };
}

interface CursorPayload {
  v: number;
  s: string;
  k: number;
  i: number;
}

function parse(cursor: string): CursorPayload | undefined {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { v, s, k, i } = value as Record<string, unknown>;
  if (v !== VERSION || typeof s !== 'string') return undefined;
  if (!isSafeInt(k) || !isSafeInt(i) || i < 0) return undefined;
  if (Object.keys(value).length !== 4) return undefined;
  return { v, s, k, i };
}

function isSafeInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < 2 ** 31;
}
