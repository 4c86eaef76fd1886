// The brand of a request, resolved from the `brand` header or the host name. The brands
// (a handful of rows) are read at most every BRANDS_TTL_MS per process: every GraphQL call
// needs its brand, and reading them each time cost a query per request. A change made by
// another process shows within that time.
import type { FastifyRequest } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { loadBrands } from '../brands/brand-repository.ts';
import { resolveBrand } from '../brands/resolve-brand.ts';
import type { Store } from '../db/store.ts';
import { HttpError } from './errors.ts';

export type BrandOfRequest = (request: FastifyRequest) => Promise<Brand>;

export const BRANDS_TTL_MS = 2_000;

export function brandLookup(
  store: Store,
  ttlMs: number = BRANDS_TTL_MS,
  now: () => number = Date.now,
): {
  brandOf: BrandOfRequest;
  allBrands: () => Promise<Brand[]>;
} {
  let cached: { at: number; brands: Promise<Brand[]> } | undefined;
  async function allBrands(): Promise<Brand[]> {
    if (!cached || now() - cached.at >= ttlMs) {
      // Concurrent requests share one read; a failed read is not kept.
      const brands = loadBrands(store);
      cached = { at: now(), brands };
      brands.catch(() => {
        if (cached?.brands === brands) cached = undefined;
      });
    }
    try {
      return await cached.brands;
    } catch (error) {
      throw new HttpError(503, 'storage_unavailable', 'Brands could not be read.', {
        cause: error,
      });
    }
  }
  async function brandOf(request: FastifyRequest): Promise<Brand> {
    const brand = resolveBrand(await allBrands(), {
      brandHeader: request.headers.brand,
      host: request.headers.host,
    });
    if (!brand) throw new HttpError(503, 'no_brands', 'No brand is configured.');
    return brand;
  }
  return { brandOf, allBrands };
}
