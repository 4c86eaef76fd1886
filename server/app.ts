// Builds the HTTP server (without listening), so tests can drive it with inject(): the platform's
// request handling (errors, security headers, limits, log, compression), then the services
// (services.ts, started and stopped on the server's lifecycle) and the routes (routes.ts, with
// the resolvers of resolvers.ts).
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Environment } from './brands/brand.ts';
import { DEV_OPERATOR_KEY } from './config.ts';
import type { Resolvers } from './graphql/generated/resolvers-types.ts';
import type { VerifyAccessToken } from './graphql/viewer.ts';
import { registerCompression } from './http/compression.ts';
import { BASE_CSP, type CspDirectives } from './http/content-security-policy.ts';
import { badRequestBody, registerErrorHandler } from './http/errors.ts';
import { brandLookup } from './http/request-brand.ts';
import { registerRequestLimits } from './http/request-limits.ts';
import { registerRequestLog } from './http/request-log.ts';
import { preRoutingSecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { registerRoutes } from './routes.ts';
import { buildServices, type ServiceOptions } from './services.ts';
import { resolveStandIns, type StandIns } from './stand-ins.ts';

export interface BuildServerOptions extends ServiceOptions {
  /** The Vite build (index.html + assets/). Without index.html only the APIs are served. */
  distDir: string;
  /** Fastify's logger option; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** LobbySettings.environment. Default 'development'. */
  environment?: Environment;
  /** Default BASE_CSP; extend it with extendCsp(). */
  contentSecurityPolicy?: CspDirectives;
  /** How long brands read from storage are reused (default BRANDS_TTL_MS; tests use 0). */
  brandCacheMs?: number;
  /** Development stand-ins; default: all on in development, all off in production. */
  standIns?: StandIns;
  /** Key of /internal-api; default DEV_OPERATOR_KEY (main.ts requires a real one in production). */
  operatorKey?: string;
  /** Share visitors' GraphQL answers (server/graphql/response-cache.ts); default on. */
  responseCache?: boolean;
  /** GraphQL resolvers of the services; default every service's (resolvers.ts). Tests pass stubs. */
  resolvers?: Resolvers;
  /** Bearer tokens to players; default identity's verifier (server/graphql/viewer.ts). */
  verifyAccessToken?: VerifyAccessToken;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const csp = options.contentSecurityPolicy ?? BASE_CSP;
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's two lines per request are replaced by one (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Malformed percent-encoding is refused before routing: answer a plain 400 that does not
    // echo the URL back, with the security headers hooks would have added.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // A reply is thenable but not a promise to await here: Fastify expects nothing back.
      void reply
        .code(status)
        .headers(preRoutingSecurityHeaders(csp))
        .header('cache-control', 'no-store')
        .send(badRequestBody());
    },
  });
  const environment = options.environment ?? 'development';
  const standIns = options.standIns ?? resolveStandIns(environment);
  const { brandOf, allBrands } = brandLookup(options.store, options.brandCacheMs);

  registerErrorHandler(app);
  // Security headers first: every later hook's early reply (414, 400) carries them.
  await registerSecurityHeaders(app, csp);
  registerRequestLimits(app);
  registerRequestLog(app);
  await registerCompression(app);

  const built = buildServices(
    {
      environment,
      standIns,
      allBrands,
      log: app.log,
      listeningPort: () => {
        const address = app.server.address();
        return typeof address === 'object' && address !== null ? address.port : undefined;
      },
      // The sandbox's callbacks go through the server's own route and signature check.
      postToServer: async ({ path, headers, body }) =>
        (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode,
    },
    options,
  );
  app.addHook('onReady', built.start);
  // After the sockets close (their preClose hooks): jobs, the session guard, the pub/sub.
  app.addHook('onClose', built.stop);
  const services = built.services;
  await registerRoutes(app, services, {
    distDir: options.distDir,
    brandOf,
    operatorKey: options.operatorKey ?? DEV_OPERATOR_KEY,
    responseCache: options.responseCache ?? true,
    resolvers: options.resolvers,
    verifyAccessToken: options.verifyAccessToken,
  });
  return app;
}
