// Helmet's security headers on every response, with our CSP instead of helmet's defaults
// (whose upgrade-insecure-requests would break plain-http hosts such as mga.localhost).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { BASE_CSP, serializeCsp, type CspDirectives } from './content-security-policy.ts';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  csp: CspDirectives = BASE_CSP,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(csp).map(([k, v]) => [k, [...v]])),
    },
    // Off: cross-origin demo game iframes and provider widgets would need CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The essential headers for responses Fastify sends before routing (a malformed URL), where
 * no hook and so no helmet runs.
 */
export function preRoutingSecurityHeaders(csp: CspDirectives = BASE_CSP): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(csp),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
  };
}
