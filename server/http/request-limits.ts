// Refuses absurd request targets before routing or file lookup see them.
import type { FastifyInstance } from 'fastify';
import { badRequestBody } from './errors.ts';

/** Longer than any real route with its query (sign-in callbacks carry a few hundred bytes). */
export const MAX_URL_LENGTH = 8192;

export function registerRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply
        .code(414)
        .header('cache-control', 'no-store')
        .send({ error: 'uri_too_long', message: 'URI Too Long' });
    }
    if (request.url.includes('\0') || /%00/i.test(request.url)) {
      return reply.code(400).header('cache-control', 'no-store').send(badRequestBody());
    }
  });
}
