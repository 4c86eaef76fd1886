// POST /internal-api/catalogue/changes: an operator (or the back office) announces changed games
// and lists; every subscriber of catalogueChanged, on every server process, hears of it.
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../pubsub/pubsub.ts';
import { parseCatalogueChange } from './change.ts';
import { OPERATOR_KEY_HEADER, operatorKeyMatches } from '../http/operator-key.ts';

export const CATALOGUE_CHANGES_PATH = '/internal-api/catalogue/changes';
/** 500 slugs of 100 characters fit comfortably. */
const MAX_BODY_BYTES = 128 * 1024;

export function registerCatalogueChanges(
  app: FastifyInstance,
  options: { operatorKey: string; pubsub: PubSub },
): void {
  app.post(
    CATALOGUE_CHANGES_PATH,
    {
      bodyLimit: MAX_BODY_BYTES,
      // The key is checked before the body is read: strangers cannot make us parse anything.
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!operatorKeyMatches(options.operatorKey, request.headers[OPERATOR_KEY_HEADER])) {
          return reply.code(401).send({
            error: 'unauthorized',
            message: `A valid ${OPERATOR_KEY_HEADER} header is required.`,
          });
        }
      },
    },
    async (request, reply) => {
      const parsed = parseCatalogueChange(request.body);
      if (!parsed.ok)
        return reply.code(400).send({ error: 'bad_request', message: parsed.message });
      await options.pubsub.publish('catalogueChanged', parsed.change);
      request.log.info(
        {
          games: parsed.change.gameSlugs.length,
          lists: parsed.change.listSlugs.length,
          // 'degraded': dropped, other processes' lobbies will not hear it (decision 0030).
          pubsub: options.pubsub.status(),
        },
        'catalogue change published',
      );
      return reply.code(202).send(parsed.change);
    },
  );
}
