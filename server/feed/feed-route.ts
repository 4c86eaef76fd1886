// GET /api/feed?brand&operator&currency: jackpot pots and open live-casino tables for the lobby's
// tickers. The content changes once a minute; every process answers the same within a minute.
import type { FastifyInstance } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { defaultBrand, findBrandByKey } from '../brands/resolve-brand.ts';
import { SUPPORTED_CURRENCIES } from '../ledger/currency.ts';
import type { Store } from '../db/store.ts';
import { HttpError } from '../http/errors.ts';
import type { BrandOfRequest } from '../http/request-brand.ts';
import { liveGamesOf, tableFor, type FeedLiveTable } from './live-tables.ts';

export const FEED_PATH = '/api/feed';

/** A jackpot pot as the feed shows it (minor units of currency). */
export interface FeedJackpot {
  id: string;
  amount: number;
  currency: string;
}

export interface Feed {
  brand: string;
  operator: string;
  currency: string;
  /** Start of the minute the figures are for. */
  lastUpdated: string;
  jackpots: FeedJackpot[];
  liveCasino: FeedLiveTable[];
}

interface FeedQuery {
  brand?: string;
  operator?: string;
  currency?: string;
}

export function registerFeed(
  app: FastifyInstance,
  options: {
    store: Store;
    brandOf: BrandOfRequest;
    allBrands: () => Promise<Brand[]>;
    /** The brand's live jackpot pots in a currency (the jackpot service; none without one). */
    jackpotPots: (brand: string, currency: string) => Promise<FeedJackpot[]>;
    now?: () => Date;
  },
): void {
  const now = options.now ?? (() => new Date());
  app.get<{ Querystring: FeedQuery }>(FEED_PATH, async (request, reply) => {
    const query = request.query;
    // A brand parameter that names no brand gets the default brand, not an error: the feed
    // is public and a ticker should never go blank.
    const brand =
      typeof query.brand === 'string' && query.brand !== ''
        ? (findBrandByKey(await options.allBrands(), query.brand) ??
          defaultBrand(await options.allBrands()))
        : await options.brandOf(request);
    if (!brand) throw new HttpError(503, 'no_brands', 'No brand is configured.');

    const currency = (
      typeof query.currency === 'string' && query.currency !== ''
        ? query.currency
        : brand.defaultCurrency
    ).toUpperCase();
    if (!SUPPORTED_CURRENCIES.includes(currency)) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({
          error: 'bad_request',
          message: `currency must be one of ${SUPPORTED_CURRENCIES.join(', ')}.`,
        });
    }

    const minuteStart = Math.floor(now().getTime() / 60_000);
    let liveGames;
    let jackpots;
    try {
      liveGames = await liveGamesOf(options.store, brand);
      jackpots = await options.jackpotPots(brand.key, currency);
    } catch (error) {
      throw new HttpError(503, 'storage_unavailable', 'The feed could not be read.', {
        cause: error,
      });
    }
    const feed: Feed = {
      brand: brand.key,
      operator: brand.operator,
      currency,
      lastUpdated: new Date(minuteStart * 60_000).toISOString(),
      jackpots,
      liveCasino: liveGames.map((game) => tableFor(game, minuteStart)),
    };
    return reply.header('cache-control', 'public, max-age=15').header('vary', 'brand').send(feed);
  });
}
