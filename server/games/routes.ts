// HTTP side of the demo games: the game page (/demo-games/{slug}/?session=…) with its own CSP,
// its static files, and the game backend's API. The page runs in a sandboxed iframe with an
// opaque origin, so the API answers CORS for any origin (the bearer is the game-session token,
// never a cookie) and the static files allow cross-origin embedding.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { LobbyError } from '../graphql/errors.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { Games } from './service.ts';
import { renderRoulettePage } from './roulette-page.ts';
import { isRouletteGame } from './roulette-service.ts';
import { renderSlotPage, slotPageCsp, themeCss } from './slot-page.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const ASSETS: Record<string, string> = {
  'slot.js': 'text/javascript; charset=utf-8',
  'slot.css': 'text/css; charset=utf-8',
  'roulette.js': 'text/javascript; charset=utf-8',
  'roulette.css': 'text/css; charset=utf-8',
};

function cors(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, POST')
    .header('access-control-allow-headers', 'content-type, authorization')
    .header('access-control-max-age', '600')
    .header('cache-control', 'no-store');
}

function gameToken(header: string | undefined): string {
  const match = /^GameSession\s+(\S+)$/.exec(header ?? '');
  return match?.[1] ?? '';
}

const HTTP_STATUS: Record<string, number> = {
  AuthenticationFailure: 401,
  InsufficientFunds: 402,
  InvalidAmount: 400,
  InvalidArgument: 400,
  IdempotencyKeyReused: 409,
  RoundClosed: 409,
  // Issue #16: the player's loss limit, and a time-out or self-exclusion.
  LossLimitExceeded: 403,
  PlayerOnBreak: 403,
  // Issue #17: KYC documents past their deadline, a closed account.
  KycOverdue: 403,
  AccountClosed: 403,
};

export function registerGameRoutes(
  app: FastifyInstance,
  games: Games,
  allBrands: () => Promise<Brand[]>,
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

  app.get<{ Params: { slug: string }; Querystring: { session?: string } }>(
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
      if (brand && isRouletteGame(session.gameSlug)) {
        const table = await games.roulette.table(session.gameSlug, session.currency);
        if (!table) return reply.code(404).send('There is no such game.');
        return reply.header('content-security-policy', slotPageCsp(origin)).send(
          renderRoulettePage({
            brand,
            table,
            token: String(request.query.session),
            mode: session.mode,
            currency: session.currency,
            balance: await games.balance(session),
            lastRound: await games.sweptRound(session),
            parentOrigin: origin,
          }),
        );
      }
      const game = await games.game(session.gameSlug, session.currency);
      if (!brand || !game) return reply.code(404).send('There is no such game.');
      return reply.header('content-security-policy', slotPageCsp(origin)).send(
        renderSlotPage({
          brand,
          name: game.name,
          slug: game.slug,
          token: String(request.query.session),
          mode: session.mode,
          currency: session.currency,
          balance: await games.balance(session),
          stakes: game.stakes,
          freeSpins: await games.freeSpins(session),
          lastRound: await games.sweptRound(session),
          parentOrigin: origin,
        }),
      );
    },
  );

  app.options('/demo-games/api/*', async (_request, reply) => cors(reply).code(204).send());

  app.get('/demo-games/api/balance', async (request, reply) => {
    const session = await games.session(gameToken(request.headers.authorization));
    cors(reply);
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
    app.post(path, async (request, reply) => {
      cors(reply);
      try {
        return reply.send(
          await run(gameToken(request.headers.authorization), (request.body ?? {}) as B),
        );
      } catch (error) {
        if (!(error instanceof LobbyError)) throw error;
        return reply.code(HTTP_STATUS[error.type] ?? 400).send({
          error: error.type,
          message: error.message,
          ...(error.reasons ? { reasons: error.reasons } : {}),
          ...(error.details ? { details: error.details } : {}),
        });
      }
    });
  }

  gameApi<{ stake?: unknown; spinId?: unknown }>('/demo-games/api/spin', (token, body) =>
    games.spin(token, body.stake, body.spinId),
  );
  gameApi<{ bets?: unknown; spinId?: unknown }>('/demo-games/api/roulette', (token, body) =>
    games.roulette.spin(token, body.bets, body.spinId),
  );
}
