// The jackpot's operator API (x-operator-key; every change audited in operator_audit):
//   GET   /operator/jackpot/instances                     instances with their pots
//   POST  /operator/jackpot/instances                     create one, its pots funded from house money
//   PATCH /operator/jackpot/instances/{id}                enable, contribution options, pot shares,
//                                                         seeds and must-drop ceilings (the odds)
//   POST  /operator/jackpot/instances/{id}/pots/{pot}/drop  {playerId}: force a drop (a
//                                                         development stand-in, decision 0040)
//   PUT   /operator/jackpot/settings/{brand}/{country}    the page settings ('*': every country)
//   POST  /operator/jackpot/sockets/drop                  closes this process's jackpot sockets as
//                                                         a restart would (development stand-in,
//                                                         with forced drops: the reconnect e2e)
//   GET   /operator/jackpot/audit                         the latest changes
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import {
  auditTrail,
  operatorName,
  OPERATOR_NAME_HEADER,
  recordAudit,
} from '../http/operator-audit.ts';
import { SUPPORTED_CURRENCIES } from '../ledger/currency.ts';
import {
  fundPots,
  isPotId,
  POT_IDS,
  readPots,
  type PotConfig,
} from '../ledger/jackpot/jackpot-drops.ts';
import { drawTrigger } from '../ledger/jackpot/jackpot-math.ts';
import { MAX_MINOR_UNITS } from '../ledger/minor-units.ts';
import type { AccountDirectory } from '../ledger/journal/accounts.ts';
import { playerCurrency } from '../players/players.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { findInstance, withdrawStaleOptIns, withPots, type JackpotInstance } from './instances.ts';
import type { JackpotService } from './service.ts';
import { saveJackpotSettings, type StoredJackpotSettings } from './settings.ts';
import { asJson, jsonObject, registerOperatorScope } from '../http/operator-api.ts';

const PREFIX = '/operator/jackpot';
const BODY_LIMIT = 32 * 1024;
const ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Parsed<never> => ({ ok: false, message });

function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value > 0 &&
    value <= MAX_MINOR_UNITS
  );
}

function parseOptions(
  body: Record<string, unknown>,
): Parsed<{ options: number[]; initial: number }> {
  const options = body.contributionOptions;
  if (
    !Array.isArray(options) ||
    options.length === 0 ||
    options.length > 10 ||
    !options.every(isAmount)
  ) {
    return fail('contributionOptions: 1 to 10 positive integer amounts (minor units).');
  }
  const initial: unknown = body.initialContribution ?? options[0];
  if (typeof initial !== 'number' || !options.includes(initial))
    return fail('initialContribution must be one of contributionOptions.');
  return { ok: true, value: { options, initial } };
}

function parsePots(value: unknown, current?: readonly PotConfig[]): Parsed<PotConfig[]> {
  if (!Array.isArray(value)) return fail('pots: a list of {potId, shareBp, seed, ceiling}.');
  const byId = new Map(current?.map((pot) => [pot.potId, pot]));
  const seen = new Set<string>();
  for (const raw of value) {
    const pot = jsonObject(raw);
    if (!pot || !isPotId(pot.potId) || seen.has(pot.potId)) {
      return fail(`pots: each potId once, one of ${POT_IDS.join(', ')}.`);
    }
    seen.add(pot.potId);
    const base = byId.get(pot.potId);
    const merged = {
      potId: pot.potId,
      shareBp: pot.shareBp ?? base?.shareBp,
      seed: pot.seed ?? base?.seed,
      ceiling: pot.ceiling ?? base?.ceiling,
    };
    if (
      typeof merged.shareBp !== 'number' ||
      !Number.isInteger(merged.shareBp) ||
      merged.shareBp < 0 ||
      merged.shareBp > 10_000
    ) {
      return fail(`pots.${pot.potId}.shareBp: an integer 0–10000 (basis points).`);
    }
    if (!isAmount(merged.seed) || !isAmount(merged.ceiling) || merged.ceiling <= merged.seed) {
      return fail(`pots.${pot.potId}: seed and ceiling are positive amounts, ceiling above seed.`);
    }
    byId.set(pot.potId, merged as PotConfig);
  }
  const pots = POT_IDS.map((id) => byId.get(id));
  if (pots.some((pot) => !pot)) return fail(`pots: all of ${POT_IDS.join(', ')} are required.`);
  const total = pots.reduce((sum, pot) => sum + pot!.shareBp, 0);
  if (total !== 10_000)
    return fail(`pots: the shares must sum to 10000 basis points, not ${total}.`);
  return { ok: true, value: pots as PotConfig[] };
}

function parseSettings(value: unknown): Parsed<StoredJackpotSettings> {
  const body = jsonObject(value);
  if (!body) return fail('The body is a JSON object.');
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
  const palette = jsonObject(body.colorPalette);
  const keys = [
    'highlight',
    'background',
    'darkBackground',
    'detailsContentBackground',
    'body',
    'backgroundContrast',
    'buttonBackground',
  ];
  if (
    !palette ||
    !keys.every(
      (key) => typeof palette[key] === 'string' && /^#[0-9a-f]{3,8}$/i.test(palette[key] as string),
    )
  ) {
    return fail(`colorPalette: ${keys.join(', ')} as #rgb colours.`);
  }
  if (typeof body.enabled !== 'boolean' || typeof body.enabledCommunity !== 'boolean') {
    return fail('enabled and enabledCommunity are true or false.');
  }
  const operatorId = text('operatorId');
  if (!operatorId || !/^[A-Za-z0-9_-]{1,64}$/.test(operatorId))
    return fail('operatorId: letters, digits, - and _.');
  const titleRows = body.titleRows;
  if (
    !Array.isArray(titleRows) ||
    !titleRows.every((row) => typeof row === 'string') ||
    titleRows.length > 6
  ) {
    return fail('titleRows: up to 6 texts.');
  }
  return {
    ok: true,
    value: {
      enabled: body.enabled,
      operatorId,
      sourceId: text('sourceId') ?? 'site',
      colorPalette: palette as unknown as StoredJackpotSettings['colorPalette'],
      enabledCommunity: body.enabledCommunity,
      logo: text('logo'),
      winnerNotificationImage: text('winnerNotificationImage'),
      desktopImage: text('desktopImage'),
      mobileImage: text('mobileImage'),
      titleRows: titleRows as string[],
      subtitle: text('subtitle'),
      text: text('text'),
      termsAndConditions: text('termsAndConditions'),
    },
  };
}

export async function registerJackpotOperatorRoutes(
  app: FastifyInstance,
  options: {
    operatorKey: string;
    jackpot: JackpotService;
    accounts: AccountDirectory;
    allBrands: () => Promise<Brand[]>;
    forcedDrops: boolean;
    /** Closes the jackpot sockets of this process (socket.ts dropAll). */
    dropSockets: () => number;
  },
): Promise<void> {
  const { jackpot } = options;
  const store = jackpot.store;
  const bad = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ error: 'bad_request', message });
  const notFound = (reply: FastifyReply, message: string) =>
    reply.code(404).send({ error: 'not_found', message });
  const actor = (request: FastifyRequest) => operatorName(request.headers[OPERATOR_NAME_HEADER]);
  const view = async (instance: JackpotInstance) => asJson(await withPots(store, instance));

  await registerOperatorScope(app, options.operatorKey, (scope) => {
    scope.get(`${PREFIX}/instances`, async () => {
      const { rows } = await store.query<{ id: string }>(
        'select id from jackpot_instances order by id',
      );
      const instances = await Promise.all(rows.map((row) => findInstance(store, row.id)));
      return Promise.all(instances.filter((i) => i !== null).map(view));
    });

    scope.get(`${PREFIX}/audit`, async () => auditTrail(store, 'jackpot'));

    scope.post(`${PREFIX}/instances`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const body = jsonObject(request.body);
      if (!body) return bad(reply, 'The body is a JSON object.');
      const { id, brand, sourceId = 'site', currency } = body;
      if (typeof id !== 'string' || !ID.test(id))
        return bad(reply, 'id: lower-case letters, digits and -.');
      if (typeof sourceId !== 'string' || !ID.test(sourceId))
        return bad(reply, 'sourceId: lower-case letters, digits and -.');
      if (typeof brand !== 'string' || !(await options.allBrands()).some((b) => b.key === brand)) {
        return bad(reply, 'brand: one of the brands.');
      }
      if (typeof currency !== 'string' || !SUPPORTED_CURRENCIES.includes(currency)) {
        return bad(reply, `currency: one of ${SUPPORTED_CURRENCIES.join(', ')}.`);
      }
      const contribution = parseOptions(body);
      if (!contribution.ok) return bad(reply, contribution.message);
      const pots = parsePots(body.pots);
      if (!pots.ok) return bad(reply, pots.message);
      if (await findInstance(store, id)) {
        return reply.code(409).send({ error: 'conflict', message: `Instance "${id}" exists.` });
      }
      try {
        await fundPots(
          { store, accounts: options.accounts },
          { id, currency },
          pots.value,
          async (tx, pool) => {
            await tx.query(
              `insert into jackpot_instances (id, brand, source_id, currency, pool_account_id,
               contribution_options, initial_contribution, enabled)
             values ($1, $2, $3, $4, $5, $6::bigint[], $7, $8)`,
              [
                id,
                brand,
                sourceId,
                currency,
                pool,
                contribution.value.options,
                contribution.value.initial,
                body.enabled !== false,
              ],
            );
            await recordAudit(tx, {
              area: 'jackpot',
              action: 'createInstance',
              target: id,
              actor: actor(request),
              before: null,
              after: asJson({ ...body, pots: pots.value }),
            });
          },
        );
      } catch (error) {
        // unique (brand, source_id, currency): another instance already serves it.
        if ((error as { code?: string }).code === '23505') {
          return reply.code(409).send({
            error: 'conflict',
            message: 'That brand, source and currency has an instance.',
          });
        }
        throw error;
      }
      return reply.code(201).send(await view((await findInstance(store, id))!));
    });

    scope.patch<{ Params: { id: string } }>(
      `${PREFIX}/instances/:id`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const body = jsonObject(request.body);
        if (!body) return bad(reply, 'The body is a JSON object.');
        const instance = await findInstance(store, request.params.id);
        if (!instance) return notFound(reply, 'No such instance.');
        if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
          return bad(reply, 'enabled is true or false.');
        const contribution =
          body.contributionOptions !== undefined || body.initialContribution !== undefined
            ? parseOptions({
                contributionOptions: body.contributionOptions ?? instance.contributionOptions,
                initialContribution: body.initialContribution ?? instance.initialContribution,
              })
            : null;
        if (contribution && !contribution.ok) return bad(reply, contribution.message);
        const before = await withPots(store, instance);
        const pots = body.pots !== undefined ? parsePots(body.pots, before.pots) : null;
        if (pots && !pots.ok) return bad(reply, pots.message);

        const withdrawn = await store.transaction(async (tx) => {
          await tx.query(
            `update jackpot_instances set enabled = coalesce($2, enabled),
             contribution_options = coalesce($3::bigint[], contribution_options),
             initial_contribution = coalesce($4, initial_contribution), updated_at = now()
           where id = $1`,
            [
              instance.id,
              body.enabled ?? null,
              contribution?.ok ? contribution.value.options : null,
              contribution?.ok ? contribution.value.initial : null,
            ],
          );
          for (const pot of pots?.ok ? pots.value : []) {
            const old = before.pots.find((p) => p.potId === pot.potId)!;
            // A new ceiling draws a new drop point: between the pot's value and the ceiling.
            const trigger =
              pot.ceiling !== old.ceiling
                ? old.value >= pot.ceiling
                  ? null
                  : drawTrigger(Math.max(old.value, pot.seed), pot.ceiling)
                : undefined;
            await tx.query(
              `update jackpot_pots set share_bp = $3, seed = $4, ceiling = $5,
               trigger_amount = case when $6 then $7 else trigger_amount end,
               trigger_commitment = case when $6 then $8 else trigger_commitment end,
               trigger_salt = case when $6 then $9 else trigger_salt end
             where instance_id = $1 and pot_id = $2`,
              [
                instance.id,
                pot.potId,
                pot.shareBp,
                pot.seed,
                pot.ceiling,
                trigger !== undefined,
                trigger?.amount ?? null,
                trigger?.commitment ?? null,
                trigger?.salt ?? null,
              ],
            );
          }
          // A removed option is charged no more: its players are opted out and told why
          // (decision 0058), in this transaction.
          const optedOut = contribution?.ok ? await withdrawStaleOptIns(tx, instance.id) : [];
          await recordAudit(tx, {
            area: 'jackpot',
            action: 'changeInstance',
            target: instance.id,
            actor: actor(request),
            before: asJson(before),
            after: asJson(
              optedOut.length > 0 ? { ...body, optInsWithdrawn: optedOut.length } : body,
            ),
          });
          return optedOut;
        });
        await jackpot.optInsWithdrawn(instance.id, withdrawn);
        jackpot.announce(instance.id);
        return view((await findInstance(store, instance.id))!);
      },
    );

    scope.post<{ Params: { id: string; potId: string } }>(
      `${PREFIX}/instances/:id/pots/:potId/drop`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        if (!options.forcedDrops) {
          return notFound(reply, 'Forced drops are off (ENABLE_FORCED_JACKPOT_DROPS).');
        }
        const { id, potId } = request.params;
        const instance = await findInstance(store, id);
        if (!instance || !isPotId(potId)) return notFound(reply, 'No such instance or pot.');
        const playerId = jsonObject(request.body)?.playerId;
        if (typeof playerId !== 'string' || !UUID.test(playerId))
          return bad(reply, 'playerId: a player UUID.');
        if ((await playerCurrency(store, playerId)) !== instance.currency) {
          return bad(reply, `playerId: a player who plays in ${instance.currency}.`);
        }
        const before = asJson(await readPots(store, instance.id));
        const outcome = await jackpot.drop(instance.id, potId, { playerId });
        await recordAudit(store, {
          area: 'jackpot',
          action: 'forceDrop',
          target: `${instance.id}/${potId}`,
          actor: actor(request),
          before,
          after: asJson(outcome),
        });
        if (!outcome)
          return reply.code(409).send({ error: 'conflict', message: 'Nothing to drop.' });
        return outcome;
      },
    );

    scope.post(`${PREFIX}/sockets/drop`, async (request, reply) => {
      if (!options.forcedDrops) {
        return notFound(reply, 'Dropping sockets is off (ENABLE_FORCED_JACKPOT_DROPS).');
      }
      const closed = options.dropSockets();
      await recordAudit(store, {
        area: 'jackpot',
        action: 'dropSockets',
        target: 'sockets',
        actor: actor(request),
        before: null,
        after: { closed },
      });
      return { closed };
    });

    scope.put<{ Params: { brand: string; country: string } }>(
      `${PREFIX}/settings/:brand/:country`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const { brand, country } = request.params;
        if (!(await options.allBrands()).some((b) => b.key === brand))
          return notFound(reply, 'No such brand.');
        if (country !== '*' && !/^[A-Z]{2}$/.test(country))
          return bad(reply, "country: ISO alpha-2 or '*'.");
        const settings = parseSettings(request.body);
        if (!settings.ok) return bad(reply, settings.message);
        await store.transaction(async (tx) => {
          const { rows } = await tx.query<{ settings: Json }>(
            'select settings from jackpot_settings where brand = $1 and country_code = $2',
            [brand, country],
          );
          await saveJackpotSettings(tx, brand, country, settings.value);
          await recordAudit(tx, {
            area: 'jackpot',
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
