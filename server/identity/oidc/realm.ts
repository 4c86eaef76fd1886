// /realms/{brand}: which brand's provider, at which origin, serves a request.
import type { FastifyRequest } from 'fastify';
import type { Brand, Environment } from '../../brands/brand.ts';
import { findBrandByKey } from '../../brands/resolve-brand.ts';
import { HttpError } from '../../http/errors.ts';
import { isIdentityHost, requestOrigin } from '../../http/request-origin.ts';
import type { MountedProvider, ProviderRegistry } from './providers.ts';

export interface RealmDependencies {
  providers: ProviderRegistry;
  allBrands: () => Promise<Brand[]>;
  environment: Environment;
}

export interface Realm extends MountedProvider {
  brand: Brand;
  origin: string;
  /** /realms/{brand} */
  prefix: string;
}

export async function resolveRealm(
  deps: RealmDependencies,
  request: FastifyRequest,
): Promise<Realm> {
  const key = (request.params as { brand?: string }).brand ?? '';
  const brands = await deps.allBrands();
  const brand = findBrandByKey(brands, key);
  // The exact key only: the prefix stripped before the provider sees the path must match.
  if (!brand || brand.key !== key) throw new HttpError(404, 'not_found', 'Unknown realm.');
  const origin = requestOrigin(request.headers);
  if (!origin || !isIdentityHost(request.headers.host, brands, deps.environment)) {
    throw new HttpError(400, 'unknown_host', 'This host does not serve sign-in.');
  }
  const mounted = await deps.providers.get(brand, origin);
  return { ...mounted, brand, origin, prefix: `/realms/${brand.key}` };
}
