// The brands' operator API (x-operator-key; every change audited in operator_audit, area
// 'brands', actor "operator:{x-operator-name}"):
//   GET   /operator/brands                          every brand's key, licence and feature toggles
//   GET   /operator/brands/{brand}/feature-toggles  the brand's 17 toggles (platform-core §3)
//   PATCH /operator/brands/{brand}/feature-toggles  {"DarkCashierLayout": true, …} only the named ones
//   GET   /operator/brands/audit                    ?first=1…500 (default 100)
// A change shows to players within the brand cache's lifetime (BRANDS_TTL_MS, 2 s). The demo
// brands are seeded again on every start, so a demo toggle flipped here lasts until a restart.
// Errors: {"error": "bad_request"|"not_found", "type": …, "message": …}.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  type FeatureToggles,
} from '../../machines/lobby-settings/settings.ts';
import type { Store } from '../db/store.ts';
import { jsonObject, registerOperatorScope } from '../http/operator-api.ts';
import {
  auditTrail,
  operatorName,
  OPERATOR_NAME_HEADER,
  recordAudit,
} from '../http/operator-audit.ts';
import { completeFeatureToggles } from './brand.ts';
import { loadBrands } from './brand-repository.ts';

const BODY_LIMIT = 16 * 1024;
const KNOWN = new Set<string>(FEATURE_TOGGLES);

/** The named toggles and their new values, or a message saying what is wrong with the body. */
export function parseToggleChanges(body: unknown): Partial<FeatureToggles> | string {
  const object = jsonObject(body);
  if (!object) return 'The body must be a JSON object of toggle names and true or false.';
  const entries = Object.entries(object);
  if (entries.length === 0) return 'Name at least one toggle.';
  for (const [name, value] of entries) {
    if (!KNOWN.has(name)) return `${name} is not a feature toggle of platform-core §3.`;
    if (typeof value !== 'boolean') return `${name} must be true or false.`;
  }
  return object as Partial<FeatureToggles>;
}

export async function registerBrandOperatorRoutes(
  app: FastifyInstance,
  options: { operatorKey: string; store: Store },
): Promise<void> {
  const { store } = options;
  await registerOperatorScope(app, options.operatorKey, (scope) => {
    scope.get('/operator/brands', async () => ({
      brands: (await loadBrands(store)).map((brand) => ({
        brand: brand.key,
        license: brand.license,
        featureToggles: brand.featureToggles,
      })),
    }));

    scope.get<{ Params: { brand: string } }>(
      '/operator/brands/:brand/feature-toggles',
      async (request, reply) => {
        const brand = (await loadBrands(store)).find((b) => b.key === request.params.brand);
        if (!brand) return notFound(reply, request.params.brand);
        return { brand: brand.key, featureToggles: brand.featureToggles };
      },
    );

    scope.patch<{ Params: { brand: string } }>(
      '/operator/brands/:brand/feature-toggles',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const changes = parseToggleChanges(request.body);
        if (typeof changes === 'string') {
          return reply
            .code(400)
            .send({ error: 'bad_request', type: 'InvalidArgument', message: changes });
        }
        const actor = `operator:${operatorName(request.headers[OPERATOR_NAME_HEADER])}`;
        const result = await store.transaction(async (tx) => {
          // Row lock: two operators changing toggles at once both land, neither is lost.
          const { rows } = await tx.query<{ feature_toggles: unknown }>(
            'select feature_toggles from brands where brand = $1 for update',
            [request.params.brand],
          );
          if (rows.length === 0) return undefined;
          const before = completeFeatureToggles(rows[0]!.feature_toggles);
          const after: FeatureToggles = { ...before, ...changes };
          await tx.query(
            'update brands set feature_toggles = $2::jsonb, updated_at = now() where brand = $1',
            [request.params.brand, JSON.stringify(after)],
          );
          const changed = (Object.keys(changes) as FeatureToggle[]).filter(
            (name) => before[name] !== after[name],
          );
          if (changed.length > 0) {
            await recordAudit(tx, {
              area: 'brands',
              action: 'feature-toggles',
              target: request.params.brand,
              actor,
              before: Object.fromEntries(changed.map((name) => [name, before[name]])),
              after: Object.fromEntries(changed.map((name) => [name, after[name]])),
            });
          }
          return after;
        });
        if (!result) return notFound(reply, request.params.brand);
        return { brand: request.params.brand, featureToggles: result };
      },
    );

    scope.get<{ Querystring: { first?: string } }>(
      '/operator/brands/audit',
      async (request, reply) => {
        const first = request.query.first === undefined ? 100 : Number(request.query.first);
        if (!Number.isInteger(first) || first < 1 || first > 500) {
          return reply.code(400).send({
            error: 'bad_request',
            type: 'InvalidArgument',
            message: 'first: an integer from 1 to 500.',
          });
        }
        return { changes: await auditTrail(store, 'brands', first) };
      },
    );
  });
}

function notFound(reply: FastifyReply, brand: string) {
  return reply
    .code(404)
    .send({ error: 'not_found', type: 'BrandNotFound', message: `No brand ${brand}.` });
}
