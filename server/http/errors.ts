// JSON errors for API clients; 4xx keep their message, 5xx are logged and hidden.
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export interface ErrorBody {
  error: string;
  message: string;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    const body: ErrorBody =
      status >= 500 && !(error instanceof HttpError)
        ? { error: 'internal_error', message: 'Internal Server Error' }
        : { error: error.code ?? codeFor(status), message: error.message };
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
}

export function badRequestBody(): ErrorBody {
  return { error: 'bad_request', message: 'Bad Request' };
}

export function notFoundBody(): ErrorBody {
  return { error: 'not_found', message: 'Not Found' };
}

function codeFor(status: number): string {
  return status === 404 ? 'not_found' : status < 500 ? 'bad_request' : 'internal_error';
}
