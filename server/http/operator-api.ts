// What every operator API shares: a scope whose routes answer only with the operator key (checked
// before the body is read, never cached), and the small helpers their handlers parse with.
import type { FastifyInstance } from 'fastify';
import type { Json } from '../pubsub/pubsub.ts';
import { OPERATOR_KEY_HEADER, operatorKeyMatches } from './operator-key.ts';

export async function registerOperatorScope(
  app: FastifyInstance,
  operatorKey: string,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!operatorKeyMatches(operatorKey, request.headers[OPERATOR_KEY_HEADER])) {
        return reply.code(401).send({
          error: 'unauthorized',
          message: `A valid ${OPERATOR_KEY_HEADER} header is required.`,
        });
      }
    });
    routes(scope);
  });
}

/** A JSON object body, or null for anything else (arrays, scalars, null). */
export function jsonObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A value as the Json the audit trail stores (dates to strings, undefined fields dropped). */
export function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}
