// Validates the body of POST /internal-api/catalogue/changes into a CatalogueChange.
import type { PubSubTopics } from '../pubsub/pubsub.ts';

export type CatalogueChangePayload = PubSubTopics['catalogueChanged'];

/** Above this an operator should send several changes (or a list slug instead of its games). */
export const MAX_SLUGS_PER_CHANGE = 500;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

export type ParsedChange =
  { ok: true; change: CatalogueChangePayload } | { ok: false; message: string };

export function parseCatalogueChange(body: unknown, now: Date = new Date()): ParsedChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The body must be a JSON object with gameSlugs and listSlugs.' };
  }
  const record = body as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter(
    (key) => key !== 'gameSlugs' && key !== 'listSlugs',
  );
  if (unknownKeys.length > 0) {
    return { ok: false, message: `Unknown field ${JSON.stringify(unknownKeys[0]?.slice(0, 40))}.` };
  }
  const games = slugList(record.gameSlugs, 'gameSlugs');
  if (!games.ok) return games;
  const lists = slugList(record.listSlugs, 'listSlugs');
  if (!lists.ok) return lists;
  if (games.slugs.length === 0 && lists.slugs.length === 0) {
    return { ok: false, message: 'Name at least one game or list slug.' };
  }
  return {
    ok: true,
    change: { gameSlugs: games.slugs, listSlugs: lists.slugs, at: now.toISOString() },
  };
}

function slugList(
  value: unknown,
  field: string,
): { ok: true; slugs: string[] } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, slugs: [] };
  if (!Array.isArray(value)) return { ok: false, message: `${field} must be an array of slugs.` };
  if (value.length > MAX_SLUGS_PER_CHANGE) {
    return { ok: false, message: `${field} may name at most ${MAX_SLUGS_PER_CHANGE} slugs.` };
  }
  for (const [index, slug] of value.entries()) {
    if (typeof slug !== 'string' || slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) {
      return {
        ok: false,
        message: `${field}[${index}] is not a slug (lower-case letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters).`,
      };
    }
  }
  // Duplicates are harmless but noisy for every subscriber.
  return { ok: true, slugs: [...new Set(value as string[])] };
}
