// Identity-provider access tokens presented to the lobby API: opaque, so they are looked up
// with the brand's provider (its AccessToken model reads the shared store), in this process.
import type { Brand, Environment } from '../../brands/brand.ts';
import type { TokenClaims } from '../../graphql/viewer.ts';
import { isIdentityHost } from '../../http/request-origin.ts';
import { CLIENT_ID } from './provider.ts';
import type { ProviderRegistry } from './providers.ts';

const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function createProviderTokenLookup(
  providers: ProviderRegistry,
  allBrands: () => Promise<Brand[]>,
  environment: Environment,
): (token: string, request: { brand: Brand; origin: string }) => Promise<TokenClaims | null> {
  return async (token, { brand, origin }) => {
    if (!OPAQUE_TOKEN.test(token)) return null;
    // Only hosts that serve sign-in have providers; others cannot have issued the token.
    if (!isIdentityHost(new URL(origin).host, await allBrands(), environment)) return null;
    const { provider } = await providers.get(brand, origin);
    // find() checks expiry; revoked and ended grants have had their tokens deleted.
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken || accessToken.clientId !== CLIENT_ID) return null;
    const { accountId, sid } = accessToken;
    if (typeof accountId !== 'string' || typeof sid !== 'string') return null;
    return { playerId: accountId, sessionId: sid };
  };
}
