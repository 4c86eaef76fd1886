// What an assignment request may say (the operator API's POST /operator/rewards/{id}/assign):
// { playerId } or { segment: { brand?, country?, playerIds? } } and an optional reason, checked
// field by field like a reward definition (definitions.ts parseRewardInput).
import { MAX_SEGMENT_IDS, type Segment } from './assign.ts';
import { isUuidText } from './definitions.ts';

/** A JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ParsedAssign =
  | { ok: true; playerId: string; reason: string | null }
  | { ok: true; segment: Segment; reason: string | null }
  | { ok: false; message: string };

/** { playerId } or { segment: { brand?, country?, playerIds? } }, and an optional reason. */
export function parseAssignInput(body: unknown): ParsedAssign {
  if (!isJsonObject(body))
    return { ok: false, message: 'Send a JSON object: { playerId } or { segment }.' };
  const unknown = Object.keys(body).find((k) => !['playerId', 'segment', 'reason'].includes(k));
  if (unknown)
    return { ok: false, message: `Unknown field ${JSON.stringify(unknown.slice(0, 40))}.` };
  const reason = body.reason;
  if (
    reason !== undefined &&
    reason !== null &&
    (typeof reason !== 'string' || reason.length > 500)
  ) {
    return { ok: false, message: 'reason: text of at most 500 characters.' };
  }
  const why = typeof reason === 'string' ? reason : null;
  if ((body.playerId === undefined) === (body.segment === undefined)) {
    return { ok: false, message: 'Give either playerId or segment.' };
  }
  if (body.playerId !== undefined) {
    if (!isUuidText(body.playerId)) return { ok: false, message: 'playerId: a player id (uuid).' };
    return { ok: true, playerId: body.playerId, reason: why };
  }
  const segment = body.segment;
  if (!isJsonObject(segment)) return { ok: false, message: 'segment: an object.' };
  const extra = Object.keys(segment).find((k) => !['brand', 'country', 'playerIds'].includes(k));
  if (extra)
    return { ok: false, message: `segment: unknown field ${JSON.stringify(extra.slice(0, 40))}.` };
  const parsed: Segment = {};
  if (segment.brand !== undefined) {
    if (typeof segment.brand !== 'string' || !/^[a-z0-9-]{1,40}$/.test(segment.brand)) {
      return { ok: false, message: 'segment.brand: a brand key.' };
    }
    parsed.brand = segment.brand;
  }
  if (segment.country !== undefined) {
    if (typeof segment.country !== 'string' || !/^[A-Z]{2}$/.test(segment.country)) {
      return { ok: false, message: 'segment.country: two upper-case letters (ISO 3166-1).' };
    }
    parsed.country = segment.country;
  }
  if (segment.playerIds !== undefined) {
    const ids = segment.playerIds;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_SEGMENT_IDS ||
      !ids.every((id) => isUuidText(id))
    ) {
      return { ok: false, message: `segment.playerIds: 1 to ${MAX_SEGMENT_IDS} player ids.` };
    }
    parsed.playerIds = [...new Set(ids as string[])];
  }
  if (Object.keys(parsed).length === 0) {
    return { ok: false, message: 'segment: name a brand, a country or playerIds.' };
  }
  return { ok: true, segment: parsed, reason: why };
}
