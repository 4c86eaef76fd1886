// Providers per brand and origin, built on first use and kept (a handful of brands and hosts).
// A provider is rebuilt when the signing keys rotate: oidc-provider takes its key set once.
import type Provider from 'oidc-provider';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Brand } from '../../brands/brand.ts';
import { createBrandProvider, type ProviderDependencies } from './provider.ts';

export interface MountedProvider {
  provider: Provider;
  /** provider.callback(), made once: Koa composes its middleware on every call. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export interface ProviderRegistry {
  get(brand: Brand, origin: string): Promise<MountedProvider>;
}

/** Bounds memory if many host names reach the server. */
const MAX_PROVIDERS = 64;

export function createProviderRegistry(
  deps: Omit<ProviderDependencies, 'cookieSecret'> & { cookieSecret: () => Promise<string> },
): ProviderRegistry {
  const cache = new Map<string, { keySet: string; mounted: Promise<MountedProvider> }>();
  return {
    async get(brand, origin) {
      await deps.keys.current();
      const keySet = (await deps.keys.all()).map((key) => key.kid).join(',');
      // The brand's settings are part of the key: a renamed brand gets a new provider.
      const cacheKey = `${brand.key}|${origin}|${brand.siteDataName}`;
      const cached = cache.get(cacheKey);
      if (cached && cached.keySet === keySet) return cached.mounted;
      const mounted = (async () => {
        const provider = await createBrandProvider(
          { ...deps, cookieSecret: await deps.cookieSecret() },
          brand,
          origin,
        );
        return { provider, handle: provider.callback() as MountedProvider['handle'] };
      })();
      mounted.catch(() => {
        if (cache.get(cacheKey)?.mounted === mounted) cache.delete(cacheKey);
      });
      cache.delete(cacheKey);
      cache.set(cacheKey, { keySet, mounted });
      if (cache.size > MAX_PROVIDERS) cache.delete(cache.keys().next().value as string);
      return mounted;
    },
  };
}
