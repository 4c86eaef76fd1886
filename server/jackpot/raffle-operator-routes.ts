// The raffle's operator API (x-operator-key; every change audited in operator_audit, area
// 'raffle'):
//   GET   /operator/raffle/instances                   instances with their running drops
//   POST  /operator/raffle/instances                   create one (brand, source, currency, drop
//                                                      length, epoch, seed, wager share, studio, prizes)
//   PATCH /operator/raffle/instances/{id}              enable, seed, wager share, studio, prizes (the
//                                                      window — length and epoch — is fixed: drops
//                                                      already opened must keep their bounds)
//   PUT   /operator/raffle/settings/{brand}/{country}  the page settings ('*': every country)
//   GET   /operator/raffle/audit                       the latest changes
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import {
  auditTrail,
  operatorName,
  OPERATOR_NAME_HEADER,
  recordAudit,
} from '../http/operator-audit.ts';
import { SUPPORTED_CURRENCIES } from '../ledger/currency.ts';
import { MAX_MINOR_UNITS } from '../ledger/minor-units.ts';
import type { Json } from '../pubsub/pubsub.ts';
import type { RaffleService } from './raffle-service.ts';
import { saveRaffleSettings, type StoredRaffleSettings } from './raffle-settings.ts';
import { isRaffleSource, raffleInstances, RAFFLE_SOURCES, type RaffleInstance } from './raffles.ts';
import { DATE_TIME_FORMAT, parseDateTime } from '../http/input-dates.ts';
import { asJson, jsonObject, registerOperatorScope } from '../http/operator-api.ts';

const PREFIX = '/operator/raffle';
const BODY_LIMIT = 32 * 1024;
const ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Parsed<never> => ({ ok: false, message });

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_MINOR_UNITS;

interface Changeable {
  seed?: number;
  wagerShareBp?: number;
  studioSlug?: string;
  prizeSharesBp?: number[];
  enabled?: boolean;
}

/** The fields an operator may set on create and change; absent fields stay as they are. */
function parseChangeable(body: Record<string, unknown>): Parsed<Changeable> {
  const out: Changeable = {};
  if (body.seed !== undefined) {
    if (!isAmount(body.seed)) return fail('seed: a positive amount (minor units).');
    out.seed = body.seed;
  }
  if (body.wagerShareBp !== undefined) {
    const share = body.wagerShareBp;
    if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 10_000) {
      return fail('wagerShareBp: an integer 0–10000 (basis points of the qualifying wagers).');
    }
    out.wagerShareBp = share;
  }
  if (body.studioSlug !== undefined) {
    if (typeof body.studioSlug !== 'string' || !ID.test(body.studioSlug)) {
      return fail('studioSlug: a studio slug.');
    }
    out.studioSlug = body.studioSlug;
  }
  if (body.prizeSharesBp !== undefined) {
    const prizes = body.prizeSharesBp;
    if (
      !Array.isArray(prizes) ||
      prizes.length === 0 ||
      prizes.length > 10 ||
      !prizes.every((share) => Number.isInteger(share) && share > 0) ||
      prizes.reduce((sum: number, share: number) => sum + share, 0) !== 10_000
    ) {
      return fail('prizeSharesBp: 1–10 positive basis points summing to 10000.');
    }
    out.prizeSharesBp = prizes as number[];
  }
  if (body.enabled !== undefined) {
    if (typeof body.enabled !== 'boolean') return fail('enabled is true or false.');
    out.enabled = body.enabled;
  }
  return { ok: true, value: out };
}

function parseSettings(value: unknown): Parsed<StoredRaffleSettings> {
  const body = jsonObject(value);
  if (!body) return fail('The body is a JSON object.');
  if (typeof body.enabled !== 'boolean') return fail('enabled is true or false.');
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
  if (!Array.isArray(body.raffles) || body.raffles.length > 3) {
    return fail('raffles: up to three entries, one per drop type.');
  }
  const raffles: StoredRaffleSettings['raffles'] = [];
  for (const raw of body.raffles) {
    const entry = jsonObject(raw);
    const studio = jsonObject(entry?.gameStudio);
    if (
      !entry ||
      typeof entry.type !== 'string' ||
      !isRaffleSource(entry.type) ||
      typeof entry.title !== 'string' ||
      typeof entry.description !== 'string' ||
      !studio ||
      typeof studio.name !== 'string' ||
      typeof studio.slug !== 'string'
    ) {
      return fail(
        `raffles: each {type: ${RAFFLE_SOURCES.join('|')}, title, description, gameStudio: {name, slug, raffleSpotlightImage}}.`,
      );
    }
    raffles.push({
      type: entry.type,
      title: entry.title,
      description: entry.description,
      gameStudio: {
        name: studio.name,
        slug: studio.slug,
        raffleSpotlightImage:
          typeof studio.raffleSpotlightImage === 'string' ? studio.raffleSpotlightImage : null,
      },
    });
  }
  return {
    ok: true,
    value: {
      enabled: body.enabled,
      raffles,
      pageMobileBackgroundImage: text('pageMobileBackgroundImage'),
      pageDesktopBackgroundImage: text('pageDesktopBackgroundImage'),
      text: text('text'),
      termsAndConditions: text('termsAndConditions'),
    },
  };
}

export async function registerRaffleOperatorRoutes(
  app: FastifyInstance,
  options: {
    operatorKey: string;
    raffles: RaffleService;
    allBrands: () => Promise<Brand[]>;
  },
): Promise<void> {
  const { store } = options.raffles;
  const bad = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ error: 'bad_request', message });
  const actor = (request: FastifyRequest) => operatorName(request.headers[OPERATOR_NAME_HEADER]);
  const find = async (id: string): Promise<RaffleInstance | undefined> =>
    (await raffleInstances(store)).find((instance) => instance.id === id);

  await registerOperatorScope(app, options.operatorKey, (scope) => {
    scope.get(`${PREFIX}/instances`, async () => {
      const instances = await raffleInstances(store);
      return Promise.all(
        instances.map(async (instance) => ({
          ...instance,
          drops: (await options.raffles.currentDrops(instance.brand, instance.currency))
            .filter((entry) => entry.instance.id === instance.id)
            .map((entry) => ({ ...entry.drop, pot: entry.pot })),
        })),
      );
    });

    scope.get(`${PREFIX}/audit`, async () => auditTrail(store, 'raffle'));

    scope.post(`${PREFIX}/instances`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const body = jsonObject(request.body);
      if (!body) return bad(reply, 'The body is a JSON object.');
      const { id, brand, sourceId, currency, dropSeconds, epoch } = body;
      if (typeof id !== 'string' || !ID.test(id)) return bad(reply, 'id: a-z, 0-9 and -.');
      if (typeof brand !== 'string' || !(await options.allBrands()).some((b) => b.key === brand)) {
        return bad(reply, 'brand: one of the brands.');
      }
      if (typeof sourceId !== 'string' || !isRaffleSource(sourceId)) {
        return bad(reply, `sourceId: one of ${RAFFLE_SOURCES.join(', ')}.`);
      }
      if (typeof currency !== 'string' || !SUPPORTED_CURRENCIES.includes(currency)) {
        return bad(reply, `currency: one of ${SUPPORTED_CURRENCIES.join(', ')}.`);
      }
      if (typeof dropSeconds !== 'number' || !Number.isInteger(dropSeconds)) {
        return bad(reply, 'dropSeconds: the length of a drop in seconds (10 to 28 days).');
      }
      const epochAt = parseDateTime(epoch);
      if (!epochAt) return bad(reply, `epoch: when drop 0 starts, ${DATE_TIME_FORMAT}.`);
      const fields = parseChangeable(body);
      if (!fields.ok) return bad(reply, fields.message);
      const { seed, wagerShareBp, studioSlug, prizeSharesBp } = fields.value;
      if (seed === undefined || wagerShareBp === undefined || !studioSlug || !prizeSharesBp) {
        return bad(reply, 'seed, wagerShareBp, studioSlug and prizeSharesBp are required.');
      }
      try {
        await store.transaction(async (tx) => {
          await tx.query(
            `insert into raffle_instances (id, brand, source_id, currency, drop_seconds, epoch,
               seed, wager_share_bp, studio_slug, prize_shares_bp, enabled)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int[], $11)`,
            [
              id,
              brand,
              sourceId,
              currency,
              dropSeconds,
              epochAt.toISOString(),
              seed,
              wagerShareBp,
              studioSlug,
              prizeSharesBp,
              fields.value.enabled ?? true,
            ],
          );
          await recordAudit(tx, {
            area: 'raffle',
            action: 'createInstance',
            target: id,
            actor: actor(request),
            before: null,
            after: asJson(body),
          });
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '23505') {
          return reply.code(409).send({
            error: 'conflict',
            message: 'That id, or brand, source and currency, exists.',
          });
        }
        // 23514: a check of migration 013 (drop length range) refused the row.
        if (code === '23514') return bad(reply, 'dropSeconds: between 10 s and 28 days.');
        throw error;
      }
      return reply.code(201).send(await find(id));
    });

    scope.patch<{ Params: { id: string } }>(
      `${PREFIX}/instances/:id`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const body = jsonObject(request.body);
        if (!body) return bad(reply, 'The body is a JSON object.');
        if (body.dropSeconds !== undefined || body.epoch !== undefined) {
          return bad(reply, 'dropSeconds and epoch cannot change: opened drops keep their bounds.');
        }
        const before = await find(request.params.id);
        if (!before)
          return reply.code(404).send({ error: 'not_found', message: 'No such raffle.' });
        const fields = parseChangeable(body);
        if (!fields.ok) return bad(reply, fields.message);
        const change = fields.value;
        await store.transaction(async (tx) => {
          await tx.query(
            `update raffle_instances set seed = coalesce($2, seed),
               wager_share_bp = coalesce($3, wager_share_bp), studio_slug = coalesce($4, studio_slug),
               prize_shares_bp = coalesce($5::int[], prize_shares_bp), enabled = coalesce($6, enabled)
             where id = $1`,
            [
              before.id,
              change.seed ?? null,
              change.wagerShareBp ?? null,
              change.studioSlug ?? null,
              change.prizeSharesBp ?? null,
              change.enabled ?? null,
            ],
          );
          await recordAudit(tx, {
            area: 'raffle',
            action: 'changeInstance',
            target: before.id,
            actor: actor(request),
            before: asJson(before),
            after: asJson(change),
          });
        });
        return find(before.id);
      },
    );

    scope.put<{ Params: { brand: string; country: string } }>(
      `${PREFIX}/settings/:brand/:country`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const { brand, country } = request.params;
        if (!(await options.allBrands()).some((b) => b.key === brand)) {
          return reply.code(404).send({ error: 'not_found', message: 'No such brand.' });
        }
        if (country !== '*' && !/^[A-Z]{2}$/.test(country)) {
          return bad(reply, "country: ISO alpha-2 or '*'.");
        }
        const settings = parseSettings(request.body);
        if (!settings.ok) return bad(reply, settings.message);
        await store.transaction(async (tx) => {
          const { rows } = await tx.query<{ settings: Json }>(
            'select settings from raffle_settings where brand = $1 and country_code = $2',
            [brand, country],
          );
          await saveRaffleSettings(tx, brand, country, settings.value);
          await recordAudit(tx, {
            area: 'raffle',
            action: 'putSettings',
            target: `${brand}/${country}`,
            actor: actor(request),
            before: rows[0]?.settings ?? null,
            after: asJson(settings.value),
          });
        });
        return settings.value;
      },
    );
  });
}
