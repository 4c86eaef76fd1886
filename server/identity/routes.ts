// Mounts identity on the HTTP server: the brands' providers under /realms/{brand}, their
// interaction pages, the development outbox (not in production) and the hourly clean-up.
import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../auth/services.ts';
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
  const { store, environment, providers, now } = services;
  await registerProviderRoutes(app, { providers, allBrands, environment });
  await registerInteractionRoutes(app, { providers, allBrands, environment, store, now });
  if (environment !== 'production') registerDevOutbox(app, store);
  const housekeeping = startHousekeeping(store, (error) =>
    app.log.warn({ err: error }, 'identity clean-up failed'),
  );
  app.addHook('onClose', async () => housekeeping.stop());
}
