// Refuses absurd request targets before routing or file lookup see them, and text the database
// cannot hold (U+0000, decision 0059) before any route handler reads it.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { containsNul, INVALID_CHARACTERS, NUL_REFUSAL_MESSAGE } from './input-text.ts';

/** Longer than any real route with its query (sign-in callbacks carry a few hundred bytes). */
export const MAX_URL_LENGTH = 8192;

function refuseNul(reply: FastifyReply): FastifyReply {
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .send({ error: INVALID_CHARACTERS, message: NUL_REFUSAL_MESSAGE });
}

export function registerRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply
        .code(414)
        .header('cache-control', 'no-store')
        .send({ error: 'uri_too_long', message: 'URI Too Long' });
    }
    // The path, its parameters and the query string.
    if (request.url.includes('\0') || /%00/i.test(request.url)) return refuseNul(reply);
  });
  // Parsed bodies (JSON, forms) of every route. Text bodies are left to their route: GraphQL's
  // is checked once parsed (graphql/text-limit.ts), the payment callback's is signed.
  app.addHook('preValidation', async (request, reply) => {
    if (typeof request.body === 'object' && containsNul(request.body)) return refuseNul(reply);
  });
}
