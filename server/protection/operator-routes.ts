// The protection tools' operator API (x-operator-key):
//   GET /operator/protection/players/{playerId}             the player's limits, break and flags
//   GET /operator/protection/players/{playerId}/audit       the append-only change log, newest first
//                                                           (?first=1…500, default 100)
//   PUT /operator/protection/players/{playerId}/increase-deposit-limit-block  {"blocked": true}
//       isIncreaseDepositLimitBlocked (platform-core §3 Customer); audited as actor "operator:{name}"
// Operators read; only the block flag is theirs to change — limits and breaks are the player's.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { jsonObject, registerOperatorScope } from '../http/operator-api.ts';
import { operatorName, OPERATOR_NAME_HEADER } from '../http/operator-audit.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import { findPlayerById } from '../players/players.ts';
import { protectionChanges } from '../players/protection-audit.ts';
import type { Protection } from './service.ts';

const PREFIX = '/operator/protection/players/:playerId';

export async function registerProtectionOperatorRoutes(
  app: FastifyInstance,
  options: { operatorKey: string; protection: Protection; store: Store },
): Promise<void> {
  const { protection, store } = options;
  await registerOperatorScope(app, options.operatorKey, (scope) => {
    scope.get<{ Params: { playerId: string } }>(PREFIX, async (request, reply) => {
      const player = await findPlayerById(store, request.params.playerId);
      if (!player) return reply.code(404).send({ error: 'not_found', message: 'No such player.' });
      const overview = await protection.overview(player.id, null);
      const restrictions = await restrictionsOf(store, player.id);
      return reply.send({
        playerId: player.id,
        brand: player.brand,
        licence: overview.licence,
        limits: overview.limits,
        activeBreak: overview.activeBreak,
        realityCheck: overview.realityCheck,
        isIncreaseDepositLimitBlocked: restrictions.increaseDepositLimitBlocked,
      });
    });

    scope.get<{ Params: { playerId: string }; Querystring: { first?: string } }>(
      `${PREFIX}/audit`,
      async (request, reply) => {
        const player = await findPlayerById(store, request.params.playerId);
        if (!player) {
          return reply.code(404).send({ error: 'not_found', message: 'No such player.' });
        }
        const first = request.query.first === undefined ? 100 : Number(request.query.first);
        if (!Number.isInteger(first) || first < 1 || first > 500) {
          return reply
            .code(400)
            .send({ error: 'bad_request', message: 'first: an integer from 1 to 500.' });
        }
        return reply.send({ changes: await protectionChanges(store, player.id, first) });
      },
    );

    scope.put<{ Params: { playerId: string } }>(
      `${PREFIX}/increase-deposit-limit-block`,
      async (request, reply) => {
        const body = jsonObject(request.body);
        if (!body || typeof body.blocked !== 'boolean') {
          return reply
            .code(400)
            .send({ error: 'bad_request', message: 'Send {"blocked": true|false}.' });
        }
        try {
          const actor = `operator:${operatorName(request.headers[OPERATOR_NAME_HEADER])}` as const;
          await protection.setIncreaseBlocked(request.params.playerId, body.blocked, actor);
        } catch (error) {
          if (error instanceof LobbyError && error.type === 'InvalidArgument') {
            return reply.code(404).send({ error: 'not_found', message: 'No such player.' });
          }
          throw error;
        }
        return reply.send({ isIncreaseDepositLimitBlocked: body.blocked });
      },
    );
  });
}
