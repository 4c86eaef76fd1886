// Unmatched requests: page navigations get the SPA (which shows its not-found page), anything
// else a JSON 404.
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors.ts';
import type { SpaFallback } from './spa.ts';

export function registerNotFound(app: FastifyInstance, spaFallback: SpaFallback | undefined): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback && (await spaFallback(request, reply))) return reply;
    return reply.code(404).header('cache-control', 'no-store').send(notFoundBody());
  });
}
