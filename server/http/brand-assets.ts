// GET /brands/{brand}/{logo.svg|logo-desktop.svg|favicon.svg|apple-touch-icon.png}.
import type { FastifyInstance } from 'fastify';
import { isBrandAssetFile, renderBrandAsset } from '../brands/brand-assets.ts';
import { findBrandByKey } from '../brands/resolve-brand.ts';
import type { Brand } from '../brands/brand.ts';

export function registerBrandAssets(app: FastifyInstance, allBrands: () => Promise<Brand[]>): void {
  app.get<{ Params: { brand: string; file: string } }>(
    '/brands/:brand/:file',
    async (request, reply) => {
      const { file } = request.params;
      if (!isBrandAssetFile(file)) return reply.callNotFound();
      const brand = findBrandByKey(await allBrands(), request.params.brand);
      if (!brand) return reply.callNotFound();
      const asset = renderBrandAsset(brand, file);
      // Not content-hashed: a short cache lets theme changes show within the hour.
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', 'public, max-age=3600')
        .send(asset.body);
    },
  );
}
