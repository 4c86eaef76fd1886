// The operator's rewards API (docs/operator-api.md): define rewards, assign them to a player or a
// segment, withdraw an assignation, and set a player's block flags. Every call needs the
// x-operator-key header, checked before the body is read. Errors are JSON
// { error, type, message, fieldErrors? }: `error` the HTTP class, `type` what went wrong.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LobbyError } from '../errors.ts';
import { findPlayerById } from '../players/players.ts';
import { isJsonObject, parseAssignInput } from './assign-input.ts';
import { isUuidText, parseRewardInput } from './definitions.ts';
import { rewardErrorType } from './errors.ts';
import type { Rewards } from './service.ts';
import {
  restrictionsOf,
  setRestrictions,
  type Restrictions,
} from '../ledger/limits/restrictions.ts';
import { OPERATOR_KEY_HEADER, operatorKeyMatches } from '../http/operator-key.ts';

export const OPERATOR_PREFIX = '/operator';
const BODY_LIMIT = 64 * 1024;

type ErrorClass = 'bad_request' | 'unauthorized' | 'not_found' | 'conflict';
const STATUS: Record<ErrorClass, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
};

function sendError(
  reply: FastifyReply,
  error: ErrorClass,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return reply.code(STATUS[error]).send({ error, type, message, ...extra });
}

/** The HTTP answer for the rewards' typed errors; anything else is rethrown (500). */
function sendRewardError(reply: FastifyReply, caught: unknown, notFoundType = 'RewardNotFound') {
  const type = rewardErrorType(caught);
  if (!type || !(caught instanceof LobbyError)) throw caught;
  const details = caught.details ?? {};
  if (type === 'RewardNotFound') return sendError(reply, 'not_found', notFoundType, caught.message);
  if (type === 'InvalidArgument' && details.field === 'playerId') {
    return sendError(reply, 'not_found', 'PlayerNotFound', caught.message);
  }
  if (type === 'InvalidArgument')
    return sendError(reply, 'bad_request', type, caught.message, details);
  // CurrencyMismatch, RewardNotClaimable (the reward ended), InvalidRewardTransition.
  return sendError(reply, 'conflict', type, caught.message, details);
}

const RESTRICTION_FIELDS: Record<string, keyof Restrictions> = {
  isRewardsBlocked: 'rewardsBlocked',
  isDepositsBlocked: 'depositsBlocked',
  areWithdrawalsBlocked: 'withdrawalsBlocked',
  isCancelWithdrawalBlocked: 'cancelWithdrawalBlocked',
};

function restrictionsBody(restrictions: Restrictions) {
  return {
    isRewardsBlocked: restrictions.rewardsBlocked,
    isDepositsBlocked: restrictions.depositsBlocked,
    areWithdrawalsBlocked: restrictions.withdrawalsBlocked,
    isCancelWithdrawalBlocked: restrictions.cancelWithdrawalBlocked,
  };
}

export async function registerRewardOperatorRoutes(
  app: FastifyInstance,
  options: { operatorKey: string; rewards: Rewards },
): Promise<void> {
  const { rewards } = options;
  const store = rewards.deps.store;
  await app.register(async (scope) => {
    // The key is checked before the body is read: strangers cannot make us parse anything.
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!operatorKeyMatches(options.operatorKey, request.headers[OPERATOR_KEY_HEADER])) {
        return sendError(
          reply,
          'unauthorized',
          'Unauthorized',
          `A valid ${OPERATOR_KEY_HEADER} header is required.`,
        );
      }
    });
    // Malformed JSON, a wrong content type, a body too large: typed like the rest.
    scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'operator request failed');
        return reply.code(500).send({
          error: 'internal_error',
          type: 'InternalError',
          message: 'Internal Server Error',
        });
      }
      return reply
        .code(status)
        .send({ error: 'bad_request', type: 'MalformedRequest', message: error.message });
    });

    scope.post(`${OPERATOR_PREFIX}/rewards`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = parseRewardInput(request.body);
      if (!parsed.ok) {
        return sendError(reply, 'bad_request', parsed.type, parsed.message, {
          fieldErrors: parsed.fieldErrors,
          ...(parsed.maximum === undefined ? {} : { maximum: parsed.maximum }),
        });
      }
      const reward = await rewards.define(parsed.reward);
      if (!reward) {
        return sendError(
          reply,
          'bad_request',
          'InvalidReward',
          'gameSlug: there is no such game.',
          {
            fieldErrors: { gameSlug: 'There is no such game.' },
          },
        );
      }
      request.log.info({ rewardId: reward.rewardId, type: reward.rewardType }, 'reward defined');
      return reply.code(201).send({ reward });
    });

    scope.post<{ Params: { rewardId: string } }>(
      `${OPERATOR_PREFIX}/rewards/:rewardId/assign`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const parsed = parseAssignInput(request.body);
        if (!parsed.ok) return sendError(reply, 'bad_request', 'InvalidAssignment', parsed.message);
        const { rewardId } = request.params;
        if (!isUuidText(rewardId)) {
          return sendError(reply, 'not_found', 'RewardNotFound', 'There is no such reward.');
        }
        try {
          if ('playerId' in parsed) {
            const assignment = await rewards.assign(rewardId, parsed.playerId, parsed.reason);
            return reply.code(201).send({
              assignations: [{ ...assignment, playerId: parsed.playerId }],
              skippedForCurrency: 0,
            });
          }
          const outcome = await rewards.assignSegment(rewardId, parsed.segment, parsed.reason);
          return reply.code(201).send(outcome);
        } catch (error) {
          return sendRewardError(reply, error);
        }
      },
    );

    scope.post<{ Params: { assignationId: string } }>(
      `${OPERATOR_PREFIX}/assignations/:assignationId/remove`,
      { bodyLimit: 1024 },
      async (request, reply) => {
        try {
          return reply.send(await rewards.remove(request.params.assignationId));
        } catch (error) {
          return sendRewardError(reply, error, 'AssignationNotFound');
        }
      },
    );

    scope.post<{ Params: { playerId: string } }>(
      `${OPERATOR_PREFIX}/players/:playerId/restrictions`,
      { bodyLimit: 4 * 1024 },
      async (request, reply) => {
        const body = request.body;
        if (!isJsonObject(body)) {
          return sendError(
            reply,
            'bad_request',
            'InvalidRestrictions',
            'Send a JSON object of flags.',
          );
        }
        const flags: Partial<Restrictions> = {};
        for (const [field, value] of Object.entries(body)) {
          const key = RESTRICTION_FIELDS[field];
          if (!key || typeof value !== 'boolean') {
            return sendError(
              reply,
              'bad_request',
              'InvalidRestrictions',
              `${field.slice(0, 40)}: one of ${Object.keys(RESTRICTION_FIELDS).join(', ')}, true or false.`,
            );
          }
          flags[key] = value;
        }
        const { playerId } = request.params;
        const player = isUuidText(playerId) ? await findPlayerById(store, playerId) : undefined;
        if (!player)
          return sendError(reply, 'not_found', 'PlayerNotFound', 'There is no such player.');
        await setRestrictions(store, playerId, flags);
        // Open lobbies reload the block flags live.
        await rewards.deps.pubsub.publish('playerUpdated', {
          playerId,
          isAccountClosed: player.accountClosed,
          changed: ['restrictions'],
        });
        return reply.send(restrictionsBody(await restrictionsOf(store, playerId)));
      },
    );
  });
}
