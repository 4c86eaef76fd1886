// GET /healthz for load balancers and the end-to-end web server check: 200 only when the
// store answers `select 1`. `pubsub` says whether live events reach other processes: a Redis
// outage is 'degraded' but still 200, since the node serves everything else (decision 0030).
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store.ts';
import type { PubSub } from '../pubsub/pubsub.ts';

const HEALTH_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, store: Store, pubsub: PubSub): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(store.query('select 1'), HEALTH_TIMEOUT_MS);
      return { status: 'ok', storage: store.kind, pubsub: pubsub.status() };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', storage: store.kind, pubsub: pubsub.status() });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
