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
import { LobbyError } from '../errors.ts';
import { DATE_TIME_FORMAT, parseDateTime } from '../http/input-dates.ts';
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
  const parsed = parseDateTime(value);
  if (!parsed) throw new BadInput(field, `${DATE_TIME_FORMAT}, or null.`);
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

    /**
     * A change route: answers what `apply` returns (with `status`), and the typed error of a bad
     * input or an unknown player or brand (send). Bodies are JSON objects of at most 64 KB.
     */
    function changeRoute<Params>(
      method: 'PUT' | 'POST' | 'DELETE',
      url: string,
      apply: (
        input: () => Record<string, unknown>,
        params: Params,
        actor: Actor,
      ) => Promise<unknown>,
      status = 200,
    ): void {
      scope.route<{ Params: Params }>({
        method,
        url,
        bodyLimit: BODY_LIMIT,
        handler: async (request, reply) => {
          try {
            const answer = await apply(
              () => body(request.body),
              // Fastify types route params loosely; the url's names are Params.
              request.params as Params,
              actorOf(request.headers),
            );
            return reply.code(status).send(answer);
          } catch (error) {
            return send(reply, error);
          }
        },
      });
    }
    type PlayerParams = PlayerRoute['Params'];

    changeRoute<PlayerParams>('PUT', `${PLAYER}/kyc`, async (read, { playerId }, actor) => {
      const input = read();
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
      return { compliance: await compliance.setKyc(playerId, change, actor) };
    });

    changeRoute<PlayerParams>(
      'PUT',
      `${PLAYER}/source-of-wealth`,
      async (read, { playerId }, actor) => {
        const input = read();
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
        return { compliance: await compliance.setSourceOfWealth(playerId, change, actor) };
      },
    );

    changeRoute<PlayerParams>(
      'PUT',
      `${PLAYER}/additional-information`,
      async (read, { playerId }, actor) => {
        const fields = list<AdditionalField>(read(), 'requiredFields', ADDITIONAL_FIELDS);
        if (!fields) throw new BadInput('requiredFields', 'required.');
        return {
          compliance: await compliance.setAdditionalInformationRequired(playerId, fields, actor),
        };
      },
    );

    changeRoute<PlayerParams>('PUT', `${PLAYER}/banking`, async (read, { playerId }, actor) => {
      const input = read();
      const change: { bankingCdd?: string | null; instantBankingBlockFrom?: Date | null } = {};
      const cdd = text(input, 'bankingCDD', 200);
      if (cdd !== undefined) change.bankingCdd = cdd;
      const from = time(input, 'instantBankingBlockFrom');
      if (from !== undefined) change.instantBankingBlockFrom = from;
      if (Object.keys(change).length === 0) {
        throw new BadInput('body', 'give bankingCDD or instantBankingBlockFrom.');
      }
      return { compliance: await compliance.setBanking(playerId, change, actor) };
    });

    changeRoute<PlayerParams>('POST', `${PLAYER}/close`, async (read, { playerId }, actor) => {
      const input = read();
      const cause = oneOf<CloseCause>(input, 'cause', CLOSE_CAUSES);
      const allowed = input.reopenByCustomerAllowed ?? false;
      if (typeof allowed !== 'boolean') {
        throw new BadInput('reopenByCustomerAllowed', 'true or false.');
      }
      const closed = await compliance.close(
        playerId,
        { cause, reopenByCustomerAllowed: allowed },
        actor,
      );
      return { closed, accountStatus: await compliance.accountStatus(playerId) };
    });

    changeRoute<PlayerParams>('POST', `${PLAYER}/reopen`, async (_read, { playerId }, actor) => {
      const reopened = await compliance.reopen(playerId, actor);
      return { reopened, accountStatus: await compliance.accountStatus(playerId) };
    });

    changeRoute<Record<string, never>>(
      'POST',
      '/operator/compliance/popups',
      async (read, _params, actor) => {
        const input = read();
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
          actor,
        );
        return { popUp };
      },
      201,
    );

    // The brand's banners: the maintenance window and GermanyCloseDown, NovemberCampaign, Content.
    const bannerType = (type: string) => {
      if (!(BRAND_BANNER_TYPES as readonly string[]).includes(type)) {
        throw new BadInput('type', `one of ${BRAND_BANNER_TYPES.join(', ')}.`);
      }
      return type as (typeof BRAND_BANNER_TYPES)[number];
    };
    const MAINTENANCE = '/operator/compliance/brands/:brand/maintenance';
    const BANNER = '/operator/compliance/brands/:brand/banners/:type';
    changeRoute<{ brand: string }>('PUT', MAINTENANCE, async (read, { brand }, actor) => ({
      banner: await compliance.setSiteBanner(
        brand,
        'Maintenance',
        bannerInput(read(), true),
        actor,
      ),
    }));
    changeRoute<{ brand: string }>('DELETE', MAINTENANCE, async (_read, { brand }, actor) => {
      await compliance.setSiteBanner(brand, 'Maintenance', null, actor);
      return { banner: null };
    });
    changeRoute<{ brand: string; type: string }>('PUT', BANNER, async (read, params, actor) => ({
      banner: await compliance.setSiteBanner(
        params.brand,
        bannerType(params.type),
        bannerInput(read(), false),
        actor,
      ),
    }));
    changeRoute<{ brand: string; type: string }>('DELETE', BANNER, async (_read, params, actor) => {
      await compliance.setSiteBanner(params.brand, bannerType(params.type), null, actor);
      return { banner: null };
    });

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
