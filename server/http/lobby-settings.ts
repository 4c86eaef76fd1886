// GET /api/lobby-settings: the resolved brand's LobbySettings (the SPA also gets them inlined
// in index.html; this is for development under Vite and for refreshes).
import type { FastifyInstance } from 'fastify';
import { toLobbySettings, type Environment } from '../brands/brand.ts';
import type { BrandOfRequest } from './request-brand.ts';

export function registerLobbySettings(
  app: FastifyInstance,
  brandOf: BrandOfRequest,
  environment: Environment,
): void {
  app.get('/api/lobby-settings', async (request, reply) => {
    const brand = await brandOf(request);
    // no-store: toggles and A/B tests change without a deploy. Vary: the brand header picks it.
    reply.header('cache-control', 'no-store').header('vary', 'brand');
    return toLobbySettings(brand, environment);
  });
}
