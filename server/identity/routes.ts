// Mounts identity on the HTTP server: the brands' providers under /realms/{brand}, their
// interaction pages and the development outbox (a stand-in: server/stand-ins.ts). The hourly
// clean-up is a background job of the services (server/services.ts).
import type { FastifyInstance } from 'fastify';
import type { AuthServices } from './auth/auth-services.ts';
import type { Brand } from '../brands/brand.ts';
import { registerDevOutbox } from './dev-outbox-route.ts';
import { registerInteractionRoutes } from './oidc/interaction-routes.ts';
import { registerProviderRoutes } from './oidc/mount.ts';

export async function registerIdentity(
  app: FastifyInstance,
  services: AuthServices,
  allBrands: () => Promise<Brand[]>,
): Promise<void> {
  const { store, environment, standIns, providers, now, notifier, mailLinks } = services;
  await registerProviderRoutes(app, { providers, allBrands, environment });
  await registerInteractionRoutes(app, {
    providers,
    allBrands,
    environment,
    countryOverride: standIns.countryOverride,
    store,
    now,
    notifier,
    mailLinks,
  });
  if (standIns.devOutbox) registerDevOutbox(app, store);
}
