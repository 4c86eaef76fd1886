// What the game backends' HTTP calls share (routes.ts, live/routes.ts): CORS for the sandboxed
// game frame, the game session's bearer (`authorization: GameSession <token>`), and a refused
// call's answer: the LobbyError's type with its HTTP status, as JSON.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LobbyError } from '../errors.ts';

export function gameCors(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, POST')
    .header('access-control-allow-headers', 'content-type, authorization')
    .header('access-control-max-age', '600')
    .header('cache-control', 'no-store');
}

export function gameToken(header: string | undefined): string {
  const match = /^GameSession\s+(\S+)$/.exec(header ?? '');
  return match?.[1] ?? '';
}

/** A game backend call: `run` with the session's token and the JSON body; 400 by default. */
export function postGameApi<B extends object>(
  app: FastifyInstance,
  path: string,
  statuses: Readonly<Record<string, number>>,
  run: (token: string, body: B) => Promise<unknown>,
): void {
  app.post(path, async (request, reply) => {
    gameCors(reply);
    try {
      return reply.send(
        await run(gameToken(request.headers.authorization), (request.body ?? {}) as B),
      );
    } catch (error) {
      if (!(error instanceof LobbyError)) throw error;
      return reply.code(statuses[error.type] ?? 400).send({
        error: error.type,
        message: error.message,
        ...(error.reasons ? { reasons: error.reasons } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
  });
}
