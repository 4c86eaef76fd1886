// HTTP side of the live tables (decision 0049): the bets API (`POST /demo-games/api/live/bets`,
// bearer `GameSession <token>`, CORS for the sandboxed frame like the other game APIs), the page
// and rules renderers the game page route dispatches to for games.engine live-*, and the page's
// script and stylesheet. BetsClosed (a bet after close of bets) is a 409.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Brand } from '../../brands/brand.ts';
import { postGameApi } from '../game-api.ts';
import type { GameSession } from '../game-sessions.ts';
import { slotPageCsp } from '../slot-page.ts';
import { pageLocale } from './i18n.ts';
import { renderLivePage, renderLiveRulesPage } from './page.ts';
import type { LiveTables } from './tables.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, '..', 'public');

export const LIVE_HTTP_STATUS: Record<string, number> = {
  AuthenticationFailure: 401,
  InsufficientFunds: 402,
  InvalidAmount: 400,
  InvalidArgument: 400,
  AmountAboveMaximum: 400,
  BetsClosed: 409,
  DecisionClosed: 409,
};

/** What the game page route (games/routes.ts) asks of the live tables. */
export interface LivePages {
  /** The live table page for a session of a live game; undefined for any other game. */
  page(
    session: GameSession,
    brand: Brand,
    token: string,
    origin: string,
    locale: unknown,
  ): Promise<{ html: string; csp: string } | undefined>;
  /** `GET /demo-games/{slug}/rules/` of a live table; undefined for any other game. */
  rules(slug: string, brand: Brand, locale: unknown): Promise<string | undefined>;
}

/** The game page CSP (slot-page.ts) plus the table's socket on the same host. */
export function livePageCsp(origin: string): string {
  return slotPageCsp(origin).replace(
    `connect-src 'self' ${origin}`,
    `connect-src 'self' ${origin} ${origin.replace(/^http/, 'ws')}`,
  );
}

export function livePages(live: LiveTables): LivePages {
  return {
    async page(session, brand, token, origin, locale) {
      const table = await live.table(session.gameSlug, session.currency);
      if (!table) return undefined;
      const html = renderLivePage({
        brand,
        table,
        token,
        mode: session.mode,
        currency: session.currency,
        balance: await live.balance(session),
        locale: pageLocale(locale),
        parentOrigin: origin,
      });
      return { html, csp: livePageCsp(origin) };
    },
    async rules(slug, brand, locale) {
      const table = await live.table(slug, 'EUR');
      return table ? renderLiveRulesPage(brand, table, pageLocale(locale)) : undefined;
    },
  };
}

export function registerLiveRoutes(app: FastifyInstance, live: LiveTables): void {
  const assets: Record<string, string> = {
    'live.js': 'text/javascript; charset=utf-8',
    'live.css': 'text/css; charset=utf-8',
  };
  for (const [file, type] of Object.entries(assets)) {
    let body: Promise<Buffer> | undefined;
    app.get(`/demo-games/assets/${file}`, async (_request, reply) => {
      body ??= readFile(path.join(PUBLIC_DIR, file));
      return reply
        .type(type)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-cache')
        .send(await body);
    });
  }

  postGameApi(
    app,
    '/demo-games/api/live/bets',
    LIVE_HTTP_STATUS,
    (token, body: Record<string, unknown>) => live.placeBets(token, body.roundId, body.bets),
  );
  postGameApi(
    app,
    '/demo-games/api/live/decide',
    LIVE_HTTP_STATUS,
    (token, body: Record<string, unknown>) =>
      live.placeDecision(token, body.roundId, body.step, body.action),
  );
}
