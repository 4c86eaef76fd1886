// The brand of a request: read from storage on each call (five rows; always current when
// several processes share PostgreSQL), resolved from the `brand` header or the host name.
import type { FastifyRequest } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import { loadBrands } from '../brands/brand-repository.ts';
import { resolveBrand } from '../brands/resolve-brand.ts';
import type { Store } from '../db/store.ts';
import { HttpError } from './errors.ts';

export type BrandOfRequest = (request: FastifyRequest) => Promise<Brand>;

export function brandLookup(store: Store): {
  brandOf: BrandOfRequest;
  allBrands: () => Promise<Brand[]>;
} {
  async function allBrands(): Promise<Brand[]> {
    try {
      return await loadBrands(store);
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
