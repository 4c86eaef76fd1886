// Mounts identity on the HTTP server: the brands' providers under /realms/{brand}, their
// interaction pages, the development outbox (a stand-in: server/stand-ins.ts) and the hourly clean-up.
import type { FastifyInstance } from 'fastify';
import type { AuthServices } from './auth/auth-services.ts';
import type { Brand } from '../brands/brand.ts';
import { registerDevOutbox } from './dev-outbox-route.ts';
import { startHousekeeping } from './housekeeping.ts';
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
  const housekeeping = startHousekeeping(store, (error) =>
    app.log.warn({ err: error }, 'identity clean-up failed'),
  );
  app.addHook('onClose', async () => housekeeping.stop());
}
