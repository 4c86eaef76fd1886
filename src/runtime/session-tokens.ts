import { jwtClaims } from '../adapters/auth/token-storage.ts';
import type { SignedInTokens } from './session-actors.ts';

/** The custom flow's token pair, as the sign-in mutations answer it. */
export interface TokenPairResult {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

/** The session id (`sid`) and expiry of a lobby access token (JWT). */
export function customTokens(pair: TokenPairResult): SignedInTokens {
  const sid = jwtClaims(pair.accessToken)?.sid;
  return {
    flow: 'custom',
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresAt: Date.parse(pair.accessTokenExpiresAt),
    sessionId: typeof sid === 'string' ? sid : '',
  };
}
