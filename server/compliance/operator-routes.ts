// Account compliance's operator API (x-operator-key; every change audited in operator_audit,
// area 'compliance', actor "operator:{x-operator-name}"):
//   GET  /operator/compliance/players/{id}                        state, declarations, pop-ups
//   PUT  /operator/compliance/players/{id}/kyc                    {status?, deadline?, verificationsDone?, verificationsMissing?}
//   PUT  /operator/compliance/players/{id}/source-of-wealth       {state, dueDate?, comment?, requestedFundingType?}
//   PUT  /operator/compliance/players/{id}/additional-information {requiredFields}
//   PUT  /operator/compliance/players/{id}/banking                {bankingCDD?, instantBankingBlockFrom?}
//   POST /operator/compliance/players/{id}/close                  {cause, reopenByCustomerAllowed}
//   POST /operator/compliance/players/{id}/reopen
//   POST /operator/compliance/popups                              {brand, playerId?, kind, title, body, requiresAcceptance}
//   PUT|DELETE /operator/compliance/brands/{brand}/maintenance    {startsAt, endsAt, message}
//   PUT|DELETE /operator/compliance/brands/{brand}/banners/{type} {text?, link?, startsAt?, endsAt?}
//   GET  /operator/compliance/audit                               ?first=1…500 (default 100)
// Errors: {"error": "bad_request"|"not_found", "type": …, "message": …, "fieldErrors"?: …}.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../db/store.ts';
import { LobbyError } from '../graphql/errors.ts';
import { jsonObject, registerOperatorScope } from '../http/operator-api.ts';
import { auditTrail, operatorName, OPERATOR_NAME_HEADER } from '../http/operator-audit.ts';
import {
  ADDITIONAL_FIELDS,
  KYC_STATUSES,
  SOW_STATES,
  SOW_TYPES,
  sowDeclarationsOf,
  type AdditionalField,
  type KycStatus,
  type SowState,
  type SowType,
} from '../players/compliance-state.ts';
import { findPlayerById } from '../players/players.ts';
import {
  BRAND_BANNER_TYPES,
  CLOSE_CAUSES,
  KYC_VERIFICATIONS,
  POPUP_KINDS,
  SOW_COMMENT_MAX,
  type CloseCause,
  type PopUpKind,
} from './rules.ts';
import type { Actor, BannerInput, Compliance, KycChange, SowChange } from './service.ts';

const PLAYER = '/operator/compliance/players/:playerId';
const BODY_LIMIT = 64 * 1024;

class BadInput extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

function send(reply: FastifyReply, error: unknown) {
  if (error instanceof BadInput) {
    return reply.code(400).send({
      error: 'bad_request',
      type: 'InvalidArgument',
      message: error.message,
      fieldErrors: { [error.field]: error.message },
    });
  }
  if (error instanceof LobbyError) {
    if (error.type === 'PlayerNotFound' || error.type === 'BrandNotFound') {
      return reply.code(404).send({ error: 'not_found', type: error.type, message: error.message });
    }
    if (error.type === 'InvalidArgument') {
      return reply.code(400).send({
        error: 'bad_request',
        type: error.type,
        message: error.message,
        ...error.details,
      });
    }
  }
  throw error;
}

function body(value: unknown): Record<string, unknown> {
  const object = jsonObject(value);
  if (!object) throw new BadInput('body', 'send a JSON object.');
  return object;
}

function oneOf<T extends string>(
  object: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): T {
  const value = object[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new BadInput(field, `one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** A date-time field: undefined when absent, null when null, else an ISO time. */
function time(object: Record<string, unknown>, field: string): Date | null | undefined {
  const value = object[field];
  if (value === undefined || value === null) return value;
  const parsed = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(parsed.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(String(value))) {
    throw new BadInput(field, 'an ISO 8601 date-time, or null.');
  }
  return parsed;
}

function text(
  object: Record<string, unknown>,
  field: string,
  max: number,
  required = false,
): string | null | undefined {
  const value = object[field];
  if (value === undefined || value === null) {
    if (required) throw new BadInput(field, 'required.');
    return value;
  }
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) {
    throw new BadInput(field, `text of 1 to ${max} characters.`);
  }
  return value.trim();
}

function list<T extends string>(
  object: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): T[] | undefined {
  const value = object[field];
  if (value === undefined) return undefined;
  if (
    !Array.isArray(value) ||
    value.some((item) => typeof item !== 'string' || !(allowed as readonly string[]).includes(item))
  ) {
    throw new BadInput(field, `a list of ${allowed.join(', ')}.`);
  }
  return [...new Set(value as T[])];
}

function bannerInput(object: Record<string, unknown>, maintenance: boolean): BannerInput {
  const startsAt = time(object, 'startsAt') ?? null;
  const endsAt = time(object, 'endsAt') ?? null;
  if (maintenance && (!startsAt || !endsAt)) {
    throw new BadInput(startsAt ? 'endsAt' : 'startsAt', 'the window needs both times.');
  }
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new BadInput('endsAt', 'after startsAt.');
  }
  const input = {
    text: text(object, maintenance ? 'message' : 'text', 1000, maintenance) ?? null,
    link: text(object, 'link', 500) ?? null,
    startsAt,
    endsAt,
  };
  if (input.link && !/^(https:\/\/|\/)/.test(input.link)) {
    throw new BadInput('link', 'an https:// address or a path of the site.');
  }
  return input;
}

export async function registerComplianceOperatorRoutes(
  app: FastifyInstance,
  options: { operatorKey: string; compliance: Compliance; store: Store },
): Promise<void> {
  const { compliance, store } = options;
  const actorOf = (headers: Record<string, string | string[] | undefined>): Actor =>
    `operator:${operatorName(headers[OPERATOR_NAME_HEADER])}`;

  await registerOperatorScope(app, options.operatorKey, (scope) => {
    type PlayerRoute = { Params: { playerId: string } };

    scope.get<PlayerRoute>(PLAYER, async (request, reply) => {
      const player = await findPlayerById(store, request.params.playerId);
      if (!player) {
        return reply
          .code(404)
          .send({ error: 'not_found', type: 'PlayerNotFound', message: 'No such player.' });
      }
      const [state, account, declarations, popUps, requests, additional, total] = await Promise.all(
        [
          compliance.state(player.id),
          compliance.accountStatus(player.id),
          sowDeclarationsOf(store, player.id),
          compliance.popUps(player.id),
          compliance.documentRequests(player.id),
          compliance.additionalInformation(player.id),
          compliance.totalDepositAmount(player.id),
        ],
      );
      return reply.send({
        playerId: player.id,
        brand: player.brand,
        accountStatus: account,
        compliance: state,
        totalDepositAmount: total,
        sourceOfWealthDeclarations: declarations,
        documentRequests: requests,
        additionalInformation: additional,
        popUpsNeeded: popUps,
      });
    });

    scope.put<PlayerRoute>(`${PLAYER}/kyc`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      try {
        const input = body(request.body);
        const change: KycChange = {};
        if (input.status !== undefined)
          change.status = oneOf<KycStatus>(input, 'status', KYC_STATUSES);
        const deadline = time(input, 'deadline');
        if (deadline !== undefined) change.deadline = deadline;
        const done = list(input, 'verificationsDone', KYC_VERIFICATIONS);
        if (done) change.verificationsDone = done;
        const missing = list(input, 'verificationsMissing', KYC_VERIFICATIONS);
        if (missing) change.verificationsMissing = missing;
        if (change.status === 'Required' && (change.verificationsMissing ?? []).length === 0) {
          throw new BadInput('verificationsMissing', 'name what is required.');
        }
        const state = await compliance.setKyc(
          request.params.playerId,
          change,
          actorOf(request.headers),
        );
        return reply.send({ compliance: state });
      } catch (error) {
        return send(reply, error);
      }
    });

    scope.put<PlayerRoute>(
      `${PLAYER}/source-of-wealth`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const input = body(request.body);
          const change: SowChange = { state: oneOf<SowState>(input, 'state', SOW_STATES) };
          const dueDate = time(input, 'dueDate');
          if (dueDate !== undefined) change.dueDate = dueDate;
          const comment = text(input, 'comment', SOW_COMMENT_MAX);
          if (comment !== undefined) change.comment = comment;
          if (input.requestedFundingType !== undefined) {
            change.requestedFundingType =
              input.requestedFundingType === null
                ? null
                : oneOf<SowType>(input, 'requestedFundingType', SOW_TYPES);
          }
          if (change.state === 'Required' && !change.dueDate) {
            throw new BadInput('dueDate', 'required with state Required.');
          }
          const state = await compliance.setSourceOfWealth(
            request.params.playerId,
            change,
            actorOf(request.headers),
          );
          return reply.send({ compliance: state });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    scope.put<PlayerRoute>(
      `${PLAYER}/additional-information`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const input = body(request.body);
          const fields = list<AdditionalField>(input, 'requiredFields', ADDITIONAL_FIELDS);
          if (!fields) throw new BadInput('requiredFields', 'required.');
          const state = await compliance.setAdditionalInformationRequired(
            request.params.playerId,
            fields,
            actorOf(request.headers),
          );
          return reply.send({ compliance: state });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    scope.put<PlayerRoute>(
      `${PLAYER}/banking`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const input = body(request.body);
          const change: { bankingCdd?: string | null; instantBankingBlockFrom?: Date | null } = {};
          const cdd = text(input, 'bankingCDD', 200);
          if (cdd !== undefined) change.bankingCdd = cdd;
          const from = time(input, 'instantBankingBlockFrom');
          if (from !== undefined) change.instantBankingBlockFrom = from;
          if (Object.keys(change).length === 0) {
            throw new BadInput('body', 'give bankingCDD or instantBankingBlockFrom.');
          }
          const state = await compliance.setBanking(
            request.params.playerId,
            change,
            actorOf(request.headers),
          );
          return reply.send({ compliance: state });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    scope.post<PlayerRoute>(
      `${PLAYER}/close`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const input = body(request.body);
          const cause = oneOf<CloseCause>(input, 'cause', CLOSE_CAUSES);
          const allowed = input.reopenByCustomerAllowed ?? false;
          if (typeof allowed !== 'boolean') {
            throw new BadInput('reopenByCustomerAllowed', 'true or false.');
          }
          const closed = await compliance.close(
            request.params.playerId,
            { cause, reopenByCustomerAllowed: allowed },
            actorOf(request.headers),
          );
          return reply.send({
            closed,
            accountStatus: await compliance.accountStatus(request.params.playerId),
          });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    scope.post<PlayerRoute>(`${PLAYER}/reopen`, async (request, reply) => {
      try {
        const reopened = await compliance.reopen(request.params.playerId, actorOf(request.headers));
        return reply.send({
          reopened,
          accountStatus: await compliance.accountStatus(request.params.playerId),
        });
      } catch (error) {
        return send(reply, error);
      }
    });

    scope.post('/operator/compliance/popups', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      try {
        const input = body(request.body);
        const brand = text(input, 'brand', 40, true)!;
        const playerId = input.playerId ?? null;
        if (playerId !== null && typeof playerId !== 'string') {
          throw new BadInput('playerId', 'a player id, or null for the whole brand.');
        }
        const requiresAcceptance = input.requiresAcceptance;
        if (typeof requiresAcceptance !== 'boolean') {
          throw new BadInput('requiresAcceptance', 'true or false.');
        }
        const popUp = await compliance.addPopUp(
          {
            brand,
            playerId,
            kind: oneOf<PopUpKind>(input, 'kind', POPUP_KINDS),
            title: text(input, 'title', 200, true)!,
            body: text(input, 'body', 20_000, true)!,
            requiresAcceptance,
          },
          actorOf(request.headers),
        );
        return reply.code(201).send({ popUp });
      } catch (error) {
        return send(reply, error);
      }
    });

    type BrandRoute = { Params: { brand: string } };
    scope.put<BrandRoute>(
      '/operator/compliance/brands/:brand/maintenance',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const input = bannerInput(body(request.body), true);
          const banner = await compliance.setSiteBanner(
            request.params.brand,
            'Maintenance',
            input,
            actorOf(request.headers),
          );
          return reply.send({ banner });
        } catch (error) {
          return send(reply, error);
        }
      },
    );
    scope.delete<BrandRoute>(
      '/operator/compliance/brands/:brand/maintenance',
      async (request, reply) => {
        try {
          await compliance.setSiteBanner(
            request.params.brand,
            'Maintenance',
            null,
            actorOf(request.headers),
          );
          return reply.send({ banner: null });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    type BannerRoute = { Params: { brand: string; type: string } };
    const bannerType = (type: string) => {
      if (!(BRAND_BANNER_TYPES as readonly string[]).includes(type)) {
        throw new BadInput('type', `one of ${BRAND_BANNER_TYPES.join(', ')}.`);
      }
      return type as (typeof BRAND_BANNER_TYPES)[number];
    };
    scope.put<BannerRoute>(
      '/operator/compliance/brands/:brand/banners/:type',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        try {
          const type = bannerType(request.params.type);
          const banner = await compliance.setSiteBanner(
            request.params.brand,
            type,
            bannerInput(body(request.body), false),
            actorOf(request.headers),
          );
          return reply.send({ banner });
        } catch (error) {
          return send(reply, error);
        }
      },
    );
    scope.delete<BannerRoute>(
      '/operator/compliance/brands/:brand/banners/:type',
      async (request, reply) => {
        try {
          const type = bannerType(request.params.type);
          await compliance.setSiteBanner(
            request.params.brand,
            type,
            null,
            actorOf(request.headers),
          );
          return reply.send({ banner: null });
        } catch (error) {
          return send(reply, error);
        }
      },
    );

    scope.get<{ Querystring: { first?: string } }>(
      '/operator/compliance/audit',
      async (request, reply) => {
        const first = request.query.first === undefined ? 100 : Number(request.query.first);
        if (!Number.isInteger(first) || first < 1 || first > 500) {
          return send(reply, new BadInput('first', 'an integer from 1 to 500.'));
        }
        return reply.send({ changes: await auditTrail(store, 'compliance', first) });
      },
    );
  });
}
