// HTTP side of the demo games: the game page (/demo-games/{slug}/?session=…) with its own CSP,
// its static files, and the game backend's API. The page runs in a sandboxed iframe with an
// opaque origin, so the API answers CORS for any origin (the bearer is the game-session token,
// never a cookie) and the static files allow cross-origin embedding.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { GameInfo, Games } from './service.ts';
import { gameCors, gameToken, postGameApi } from './game-api.ts';
import { gameLocale } from './game-locale.ts';
import type { GameSession } from './game-sessions.ts';
import { renderRoulettePage, renderRouletteRulesPage } from './roulette-page.ts';
import { rouletteVariantOf } from './roulette-service.ts';
import { renderScratchPage, renderScratchRulesPage } from './scratch-page.ts';
import { isReelSlotEngine } from './slot-models.ts';
import { renderClassicRulesPage, renderSlotPage, slotPageCsp, themeCss } from './slot-page.ts';
import { renderReelSlotPage, renderSlotRulesPage } from './slot-reels-page.ts';
import type { LivePages } from './live/routes.ts';
// Games: the card tables' pages.
import { renderBlackjackPage, renderTableRulesPage } from './blackjack-page.ts';
import { renderCardTablePage } from './baccarat-page.ts';
import { tableLocale } from './blackjack-i18n.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const ASSETS: Record<string, string> = {
  'game-kit.js': 'text/javascript; charset=utf-8',
  'game-base.css': 'text/css; charset=utf-8',
  'game-frame.css': 'text/css; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'slot.css': 'text/css; charset=utf-8',
  'roulette.js': 'text/javascript; charset=utf-8',
  'roulette.css': 'text/css; charset=utf-8',
  'slot-reels.js': 'text/javascript; charset=utf-8',
  'slot-reels.css': 'text/css; charset=utf-8',
  'scratch.js': 'text/javascript; charset=utf-8',
  'scratch.css': 'text/css; charset=utf-8',
  'game-panel.css': 'text/css; charset=utf-8',
  'blackjack.common.js': 'text/javascript; charset=utf-8',
  'blackjack.js': 'text/javascript; charset=utf-8',
  'blackjack.css': 'text/css; charset=utf-8',
  'baccarat.js': 'text/javascript; charset=utf-8',
  'baccarat.css': 'text/css; charset=utf-8',
};

/** What an engine's page renderer gets: the session, the game row and the page's locale. */
export interface GamePageContext {
  games: Games;
  brand: Brand;
  session: GameSession;
  token: string;
  origin: string;
  locale: string;
  game: GameInfo;
}

/** What an engine's rules renderer gets (no session: the lobby's game page shows it). */
export interface RulesPageContext {
  brand: Brand;
  game: GameInfo;
  locale: string;
}

interface EnginePages {
  /** The game page's HTML, or undefined for "no such game". */
  page(context: GamePageContext): Promise<string | undefined>;
  rules(context: RulesPageContext): string;
}

const CARD_TABLE_ENGINES = new Set(['baccarat', 'dragon-tiger']);

/** What every game page shows of its session: brand, mode, currency, balance, the lobby's origin. */
async function sessionFields({ games, brand, session, token, origin }: GamePageContext) {
  return {
    brand,
    token,
    mode: session.mode,
    currency: session.currency,
    balance: await games.balance(session),
    parentOrigin: origin,
  };
}

/** A slot's or an instant game's: its free spins (none for instant games) and its last round. */
async function reelFields(context: GamePageContext) {
  const { games, session, game, locale } = context;
  return {
    ...(await sessionFields(context)),
    name: game.name,
    slug: game.slug,
    locale,
    stakes: game.stakes,
    lastRound: await games.sweptRound(session),
  };
}

/**
 * Dispatch of the game page and its rules by games.engine. An engine owner adds a
 * branch here and keeps the rendering in their own files.
 */
function enginePages(engine: string): EnginePages | undefined {
  if (rouletteVariantOf(engine)) {
    return {
      async page(context) {
        const { games, session, locale, game } = context;
        const table = await games.roulette.table(game.slug, session.currency);
        if (!table) return undefined;
        return renderRoulettePage({
          ...(await sessionFields(context)),
          table,
          locale,
          lastRound: await games.sweptRound(session),
        });
      },
      rules: ({ brand, game, locale }) =>
        renderRouletteRulesPage({ brand, name: game.name, engine, locale }),
    };
  }
  if (isReelSlotEngine(engine)) {
    return {
      async page(context) {
        return renderReelSlotPage({
          ...(await reelFields(context)),
          engine,
          config: context.game.engineConfig,
          freeSpins: await context.games.freeSpins(context.session),
        });
      },
      rules: ({ brand, game, locale }) =>
        renderSlotRulesPage({ brand, name: game.name, engine, config: game.engineConfig, locale }),
    };
  }
  if (engine === 'scratch') {
    return {
      async page(context) {
        return renderScratchPage({
          ...(await reelFields(context)),
          config: context.game.engineConfig,
        });
      },
      rules: ({ brand, game, locale }) =>
        renderScratchRulesPage({ brand, name: game.name, config: game.engineConfig, locale }),
    };
  }
  if (engine === 'blackjack') {
    return {
      async page(context) {
        const { games, session, locale, game } = context;
        const table = await games.blackjack.table(game.slug, session.currency);
        if (!table) return undefined;
        return renderBlackjackPage({
          ...(await sessionFields(context)),
          table,
          current: await games.blackjack.current(session),
          ...tableLocale(locale),
        });
      },
      rules: ({ brand, game, locale }) =>
        renderTableRulesPage({
          brand,
          name: game.name,
          kind: 'blackjack',
          ...tableLocale(locale),
          rtp: game.rtp,
        }),
    };
  }
  if (CARD_TABLE_ENGINES.has(engine)) {
    return {
      async page(context) {
        const { games, session, locale, game } = context;
        const table = await games.cardTables.table(game.slug, session.currency);
        if (!table) return undefined;
        return renderCardTablePage({
          ...(await sessionFields(context)),
          table,
          ...tableLocale(locale),
        });
      },
      rules: ({ brand, game, locale }) =>
        renderTableRulesPage({
          brand,
          name: game.name,
          kind: engine as 'baccarat' | 'dragon-tiger',
          ...tableLocale(locale),
          rtp: game.rtp,
        }),
    };
  }
  if (engine === 'slot-classic') {
    return {
      async page(context) {
        return renderSlotPage({
          ...(await reelFields(context)),
          freeSpins: await context.games.freeSpins(context.session),
        });
      },
      rules: ({ brand, game, locale }) =>
        renderClassicRulesPage({ brand, name: game.name, locale }),
    };
  }
  // Live tables render their own pages (games/live/, through LivePages).
  return undefined;
}

const HTTP_STATUS: Record<string, number> = {
  AuthenticationFailure: 401,
  InsufficientFunds: 402,
  InvalidAmount: 400,
  InvalidArgument: 400,
  IdempotencyKeyReused: 409,
  RoundClosed: 409,
  RoundNotFound: 404,
  // Player protection: the player's loss limit, and a time-out or self-exclusion.
  LossLimitExceeded: 403,
  PlayerOnBreak: 403,
  // Account compliance: KYC documents past their deadline, a closed account.
  KycOverdue: 403,
  AccountClosed: 403,
};

export function registerGameRoutes(
  app: FastifyInstance,
  games: Games,
  allBrands: () => Promise<Brand[]>,
  live?: LivePages,
): void {
  const files = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>('/demo-games/assets/:file', async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file)
      ? ASSETS[request.params.file]
      : undefined;
    if (!type) return reply.code(404).send({ error: 'NotFound' });
    let file = files.get(request.params.file);
    if (!file) {
      file = readFile(path.join(PUBLIC_DIR, request.params.file));
      files.set(request.params.file, file);
    }
    return reply
      .type(type)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(await file);
  });

  app.get<{ Params: { brand: string } }>(
    '/demo-games/assets/theme/:brand',
    async (request, reply) => {
      const key = request.params.brand.replace(/\.css$/, '');
      const brand = (await allBrands()).find((b) => b.key === key);
      if (!brand) return reply.code(404).send({ error: 'NotFound' });
      return reply
        .type('text/css; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'max-age=60')
        .send(themeCss(brand));
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { session?: string; locale?: string } }>(
    '/demo-games/:slug/',
    async (request, reply) => {
      // Without a session it is just an unknown path: the platform's JSON 404.
      if (!request.query.session) return reply.callNotFound();
      const origin = requestOrigin(request.headers);
      const session = await games.session(String(request.query.session));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session || session.gameSlug !== request.params.slug || !origin) {
        return reply
          .code(401)
          .send('This game session has ended. Open the game again from the lobby.');
      }
      const brand = (await allBrands()).find((b) => b.key === session.brand);
      // Live tables (games.engine live-*) render their own page, with the socket in its CSP.
      const livePage =
        brand &&
        (await live?.page(
          session,
          brand,
          String(request.query.session),
          origin,
          request.query.locale,
        ));
      if (livePage) {
        return reply.header('content-security-policy', livePage.csp).send(livePage.html);
      }
      const game = await games.game(session.gameSlug, session.currency);
      const pages = game && enginePages(game.engine);
      const html =
        brand && game && pages
          ? await pages.page({
              games,
              brand,
              session,
              token: String(request.query.session),
              origin,
              locale: gameLocale(request.query.locale),
              game,
            })
          : undefined;
      if (html === undefined) return reply.code(404).send('There is no such game.');
      return reply.header('content-security-policy', slotPageCsp(origin)).send(html);
    },
  );

  // The rules and paytable of a game, without a session: the lobby's game page shows them.
  app.get<{ Params: { slug: string }; Querystring: { locale?: string; brand?: string } }>(
    '/demo-games/:slug/rules/',
    async (request, reply) => {
      const origin = requestOrigin(request.headers) ?? "'self'";
      const game = await games.game(request.params.slug, 'EUR');
      const brands = await allBrands();
      const brand = brands.find((b) => b.key === request.query.brand) ?? brands[0];
      if (!game || !brand) return reply.callNotFound();
      const liveRules = await live?.rules(game.slug, brand, request.query.locale);
      const pages = enginePages(game.engine);
      if (!liveRules && !pages) return reply.callNotFound();
      return reply
        .header('cache-control', 'max-age=60')
        .header('content-security-policy', slotPageCsp(origin))
        .type('text/html; charset=utf-8')
        .send(liveRules ?? pages!.rules({ brand, game, locale: gameLocale(request.query.locale) }));
    },
  );

  app.options('/demo-games/api/*', async (_request, reply) => gameCors(reply).code(204).send());

  app.get('/demo-games/api/balance', async (request, reply) => {
    const session = await games.session(gameToken(request.headers.authorization));
    gameCors(reply);
    if (!session) return reply.code(401).send({ error: 'AuthenticationFailure' });
    return reply.send({
      balance: await games.balance(session),
      currency: session.currency,
      mode: session.mode,
    });
  });

  /** A game backend call: CORS for the game's frame, typed errors as JSON with their status. */
  function gameApi<B extends object>(
    path: string,
    run: (token: string, body: B) => Promise<unknown>,
  ) {
    postGameApi(app, path, HTTP_STATUS, run);
  }

  gameApi<{ stake?: unknown; spinId?: unknown }>('/demo-games/api/spin', (token, body) =>
    games.spin(token, body.stake, body.spinId),
  );
  gameApi<{ bets?: unknown; spinId?: unknown }>('/demo-games/api/roulette', (token, body) =>
    games.roulette.spin(token, body.bets, body.spinId),
  );
  gameApi<{ bet?: unknown; dealId?: unknown }>('/demo-games/api/blackjack/deal', (token, body) =>
    games.blackjack.deal(token, body.bet, body.dealId),
  );
  gameApi<{ roundId?: unknown; action?: unknown; version?: unknown }>(
    '/demo-games/api/blackjack/act',
    (token, body) => games.blackjack.act(token, body.roundId, body.action, body.version),
  );
  gameApi<{ bets?: unknown; dealId?: unknown }>('/demo-games/api/baccarat', (token, body) =>
    games.cardTables.play(token, body.bets, body.dealId),
  );
}
