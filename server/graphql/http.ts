// GraphQL over HTTP (POST and GET) at /lobby-graphql and /api/graphql. Fastify reads and checks
// the body (1 MB, valid JSON) so that oversize and malformed bodies get a GraphQL-shaped error
// with the right status instead of Fastify's generic one; Yoga does the rest.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newTraceId } from './build-context.ts';
import { MAX_BODY_BYTES } from './limits.ts';
import type { TransportErrorType } from './errors.ts';
import type { LobbyYoga } from './yoga.ts';

export const TRACE_ID_HEADER = 'x-trace-id';

const JSON_TYPES = ['application/json', 'application/graphql+json'];
const GRAPHQL_TYPE = 'application/graphql';

class BodyError extends Error {
  readonly statusCode = 400;
  readonly type: TransportErrorType = 'BadRequest';
}

export async function registerGraphQLHttp(
  app: FastifyInstance,
  yogaByPath: ReadonlyMap<string, LobbyYoga>,
): Promise<void> {
  const traceIds = new WeakMap<FastifyRequest, string>();
  const traceIdOf = (request: FastifyRequest): string => {
    let traceId = traceIds.get(request);
    if (!traceId) {
      traceId = newTraceId();
      traceIds.set(request, traceId);
    }
    return traceId;
  };

  // Encapsulated: the body parsers and the error handler apply to these routes only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      JSON_TYPES,
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body: string, done) => {
        if (body.trim() === '') return done(new BodyError('The request body is empty.'));
        try {
          JSON.parse(body);
        } catch {
          return done(new BodyError('The request body is not valid JSON.'));
        }
        // Yoga parses the text itself; handing it on keeps Yoga's own body checks.
        done(null, body);
      },
    );
    scope.addContentTypeParser(
      GRAPHQL_TYPE,
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body: string, done) => done(null, body),
    );

    scope.addHook('onRequest', async (request, reply) => {
      reply.header(TRACE_ID_HEADER, traceIdOf(request)).header('cache-control', 'no-store');
    });
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      sendTransportError(error, request, reply, traceIdOf(request)),
    );

    for (const [url, yoga] of yogaByPath) {
      scope.route({
        url,
        method: ['GET', 'POST', 'OPTIONS'],
        bodyLimit: MAX_BODY_BYTES,
        handler: async (request, reply) => {
          const response = await yoga.handleNodeRequestAndResponse(request, reply, {
            traceId: traceIdOf(request),
            transport: 'http',
            sources: { headers: request.headers, clientAddress: request.ip },
          });
          // Yoga answers a few refusals (e.g. a POST without a body) with no body: say why.
          if (response.body === null && response.status >= 400) {
            const error = Object.assign(new Error(response.statusText || 'Bad request.'), {
              statusCode: response.status,
            }) as FastifyError;
            return sendTransportError(error, request, reply, traceIdOf(request));
          }
          for (const [name, value] of response.headers) reply.header(name, value);
          reply.header('vary', 'brand, locale, authorization');
          return reply.code(response.status).send(response.body);
        },
      });
    }
  });
}

/** Errors before Yoga runs (body too large, not JSON, wrong media type) as a GraphQL response. */
function sendTransportError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  traceId: string,
): FastifyReply {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  let type: TransportErrorType;
  let message: string;
  if (error instanceof BodyError) {
    type = error.type;
    message = error.message;
  } else if (status === 413) {
    type = 'PayloadTooLarge';
    message = `The request body is larger than ${MAX_BODY_BYTES / 1_048_576} MB.`;
  } else if (status === 415) {
    type = 'UnsupportedMediaType';
    message = `Send GraphQL requests as ${JSON_TYPES.join(' or ')}.`;
  } else if (status < 500) {
    type = 'BadRequest';
    message = error.message;
  } else {
    request.log.error({ err: error, traceId }, `GraphQL transport failed (trace ${traceId})`);
    type = 'InternalError';
    message = 'Unexpected error.';
  }
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { type, traceId } }] });
}
