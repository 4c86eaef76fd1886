// One concise log line per response instead of Fastify's two verbose ones.
import type { FastifyInstance } from 'fastify';

const MAX_LOGGED_URL = 200;

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url =
      request.url.length > MAX_LOGGED_URL
        ? `${request.url.slice(0, MAX_LOGGED_URL)}…`
        : request.url;
    // Health probes arrive every few seconds: keep them out of the info log.
    const level = reply.statusCode >= 500 ? 'error' : request.url === '/healthz' ? 'debug' : 'info';
    request.log[level](
      `${request.method} ${url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });
}
