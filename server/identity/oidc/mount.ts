// Hands /realms/{brand}/… to the brand's oidc-provider: Fastify lets go of the request
// (reply.hijack) and the provider gets the raw request with the prefix stripped, originalUrl
// keeping the full path so the URLs it writes include the prefix. The registrations path is
// the authorization endpoint with kc_action=register, which opens the registration page.
import type { IncomingMessage } from 'node:http';
import * as querystring from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { REGISTRATIONS_PATH, ROUTES } from './provider.ts';
import { resolveRealm, type RealmDependencies } from './realm.ts';

type RawRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/** oidc-provider's own limit on the bodies it reads. */
const PROVIDER_BODY_LIMIT = 56 * 1024;

/** The authorization endpoint: where every identity-provider sign-in or registration starts. */
function startsSignIn(path: string): boolean {
  return path.split('?')[0]!.replace(/\/+$/, '') === ROUTES.authorization;
}

export async function registerProviderRoutes(
  app: FastifyInstance,
  deps: RealmDependencies,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Form posts (the token endpoint, a POSTed authorization request) are read here, with the
    // provider's own parser and limit, so that the body check of every route (text the database
    // cannot hold: http/request-limits.ts) sees them; the provider then takes req.body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT },
      (_request, body, done) => done(null, querystring.parse(String(body))),
    );
    // Any other body the provider reads itself.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const forward = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const realm = await resolveRealm(deps, request);
      // The Keycloak toggle off: no new identity-provider sign-in starts (tokens already
      // issued still refresh, so signed-in players are not thrown out by the flip).
      if (startsSignIn(path) && realm.brand.featureToggles.Keycloak !== true) {
        throw new HttpError(
          403,
          'identity_provider_off',
          'Sign-in with the identity provider is switched off for this brand.',
        );
      }
      const raw = request.raw as RawRequest;
      if (request.body !== undefined) raw.body = request.body;
      raw.url = path;
      raw.originalUrl = `${realm.prefix}${path}`;
      reply.hijack();
      const started = performance.now();
      reply.raw.on('finish', () =>
        request.log.info(
          `${request.method} ${realm.prefix}${path.split('?')[0]} ${reply.raw.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
        ),
      );
      try {
        await realm.handle(raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'identity provider request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'cache-control': 'no-store' });
        reply.raw.end();
      }
    };

    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/realms/:brand/*',
      handler: (request, reply) => {
        const prefix = `/realms/${(request.params as { brand: string }).brand}/`;
        // A percent-encoded brand segment would not strip to the provider's path.
        if (!request.url.startsWith(prefix))
          throw new HttpError(404, 'not_found', 'Unknown realm.');
        return forward(request, reply, request.url.slice(prefix.length - 1));
      },
    });

    scope.get(`/realms/:brand${REGISTRATIONS_PATH}`, (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      query.set('kc_action', 'register');
      return forward(request, reply, `${ROUTES.authorization}?${query.toString()}`);
    });
  });
}
