// The jackpot service's HTTP calls (programmes §7 "Jackpot service", on this server under
// /jackpot-api): the currency multipliers, and an instance with its pots and the caller's opt-in
// status. Errors are JSON {error, message}; a bad bearer is 401, another player's id 403.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { bearerToken, type VerifyAccessToken } from '../graphql/viewer.ts';
import { eurMultipliers } from '../ledger/currency.ts';
import { playerCurrency } from '../players/players.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { findInstanceFor, optInStatus, withPots } from './instances.ts';
import { isArtKind, jackpotArt } from './artwork.ts';
import { rankBadgeSvg } from './leaderboard.ts';
import type { RaffleService } from './raffle-service.ts';
import { isRaffleSource, type RaffleSource } from './raffles.ts';
import type { JackpotService } from './service.ts';
import type { JackpotSettingsStore } from './settings.ts';
import { JACKPOT_API_PREFIX } from './socket.ts';

const ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, message });
}

export function registerJackpotRoutes(
  app: FastifyInstance,
  options: {
    jackpot: JackpotService;
    findBrand: (key: string) => Promise<Brand | undefined>;
    verifyAccessToken: VerifyAccessToken;
    settings: JackpotSettingsStore;
    raffles: RaffleService;
  },
): void {
  const { jackpot } = options;
  const svg = (reply: FastifyReply, markup: string) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(markup);

  // The page's pictures in the brand's jackpot colours (artwork.ts).
  app.get<{ Params: { brand: string; file: string } }>(
    `${JACKPOT_API_PREFIX}/v1/art/:brand/:file`,
    async (request, reply) => {
      const kind = /^([a-z]+)\.svg$/.exec(request.params.file)?.[1];
      const brand = await options.findBrand(request.params.brand);
      const settings = brand ? await options.settings.forBrand(brand.key, '*') : null;
      if (!kind || !isArtKind(kind) || !brand || !settings) {
        return refuse(reply, 404, 'not_found', 'No such picture.');
      }
      return svg(
        reply,
        jackpotArt(kind, settings.titleRows.slice(0, 2).join(' '), settings.colorPalette),
      );
    },
  );
  app.get<{ Params: { file: string } }>(
    `${JACKPOT_API_PREFIX}/v1/ranks/:file`,
    async (request, reply) => {
      const badge = /^([a-z]+)\.svg$/.exec(request.params.file)?.[1];
      const markup = badge ? rankBadgeSvg(badge) : undefined;
      if (!markup) return refuse(reply, 404, 'not_found', 'No such rank badge.');
      return svg(reply, markup);
    },
  );
  app.get(`${JACKPOT_API_PREFIX}/v1/currencies`, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .send({ base: 'EUR', multipliers: eurMultipliers() }),
  );

  // The three raffle sources: the running drop with its pot, and with a bearer the
  // player's tickets in it.
  async function raffleSource(
    reply: FastifyReply,
    brand: string,
    sourceId: RaffleSource,
    currency: string,
    playerId: string | null,
    provider: string,
  ) {
    const drops = /^[A-Z]{3}$/.test(currency)
      ? await options.raffles.currentDrops(brand, currency)
      : [];
    const current = drops.find((entry) => entry.instance.sourceId === sourceId);
    if (!current) {
      return refuse(
        reply,
        404,
        'unknown_instance',
        'No raffle of this source, brand and currency.',
      );
    }
    const tickets = playerId
      ? ((await options.raffles.tickets(playerId, brand, currency)).find(
          (entry) => entry.instanceId === current.instance.id,
        )?.tickets ?? 0)
      : null;
    return reply.header('cache-control', 'no-store').send({
      id: current.instance.id,
      source_id: sourceId,
      brand,
      provider,
      currency: current.instance.currency,
      raffle: {
        id: current.drop.id,
        timestamp_start: current.drop.startsAt,
        timestamp_end: current.drop.endsAt,
        seed_commitment: current.drop.seedCommitment,
        pots: [{ id: 'raffle', current_value: current.pot }],
      },
      ticket_count: tickets,
    });
  }

  app.get<{
    Params: { sourceId: string; providerBrand: string };
    Querystring: { player_id?: string; country_code?: string; currency?: string };
  }>(
    `${JACKPOT_API_PREFIX}/v1/thrillpots/instances/source/:sourceId/brand/:providerBrand`,
    async (request, reply) => {
      const { sourceId, providerBrand } = request.params;
      const [provider, brandKey, extra] = providerBrand.split(':');
      if (!ID.test(sourceId) || !provider || !brandKey || extra !== undefined) {
        return refuse(
          reply,
          400,
          'bad_request',
          'The path is /source/{sourceId}/brand/{provider}:{brand}.',
        );
      }
      const brand = await options.findBrand(brandKey);
      if (!brand)
        return refuse(reply, 404, 'unknown_brand', `No brand "${brandKey.slice(0, 64)}".`);

      let playerId: string | null = null;
      let currencyOfPlayer: string | null = null;
      const token = bearerToken(request.headers.authorization);
      if (request.headers.authorization !== undefined) {
        const viewer = token
          ? await options.verifyAccessToken(token, {
              brand,
              origin: requestOrigin(request.headers),
            })
          : null;
        if (!viewer || viewer.kind !== 'player') {
          return refuse(reply, 401, 'unauthorized', 'The bearer token is invalid or expired.');
        }
        playerId = viewer.playerId;
        currencyOfPlayer = await playerCurrency(jackpot.store, playerId);
      }
      const asked = request.query.player_id;
      if (asked !== undefined && asked !== playerId) {
        return refuse(reply, 403, 'forbidden', "player_id must be the bearer token's player.");
      }
      const currency = (request.query.currency ?? currencyOfPlayer ?? brand.defaultCurrency)
        .toString()
        .toUpperCase();
      if (isRaffleSource(sourceId)) {
        return raffleSource(reply, brand.key, sourceId, currency, playerId, provider);
      }
      const instance = /^[A-Z]{3}$/.test(currency)
        ? await findInstanceFor(jackpot.store, brand.key, sourceId, currency)
        : null;
      if (!instance || !instance.enabled) {
        return refuse(
          reply,
          404,
          'unknown_instance',
          'No jackpot instance for this source, brand and currency.',
        );
      }
      const full = await withPots(jackpot.store, instance);
      const status = playerId
        ? await optInStatus(jackpot.store, playerId, instance.id)
        : { optedIn: false, contribution: null, optedOutReason: null };
      return reply.header('cache-control', 'no-store').send({
        id: instance.id,
        source_id: instance.sourceId,
        brand: instance.brand,
        provider,
        currency: instance.currency,
        contribution_options: instance.contributionOptions,
        initial_contribution_value: instance.initialContribution,
        pots: full.pots.map((pot) => ({
          id: pot.potId,
          current_value: pot.value,
          must_drop_by: pot.ceiling,
          drop_commitment: pot.commitment,
        })),
        optin_status: {
          opted_in: status.optedIn,
          preferred_contribution_value: status.contribution,
          opted_out_reason: status.optedOutReason,
        },
      });
    },
  );
}
