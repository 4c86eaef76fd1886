// Who is calling. A bearer token is either the lobby's own JWT (custom token flow) or an access
// token of the brand's identity provider; either names a player session, which must still be
// live. A token that is present but cannot be verified makes the caller a visitor: the client
// sends its bearer on every operation, and public (catalogue) queries must keep working.
// Operations that need a player check `viewer.kind` and throw AuthenticationFailure.
import type { Brand } from '../brands/brand.ts';
import type { Viewer } from './context.ts';

export const VISITOR: Viewer = Object.freeze({ kind: 'visitor' });

/** What a token is checked against: the brand and site the request is for. */
export interface AccessTokenRequest {
  brand: Brand;
  /** http(s)://host of the request; undefined when the Host header is unusable. */
  origin: string | undefined;
}

export type VerifyAccessToken = (
  token: string,
  request: AccessTokenRequest,
) => Promise<Viewer | null>;

/** The player session a verified token names. */
export interface TokenClaims {
  playerId: string;
  sessionId: string;
}

export interface AccessTokenVerifiers {
  /** The lobby's JWT: signature with the stored keys, alg pinned, issuer, audience, expiry. */
  lobby(
    token: string,
    request: AccessTokenRequest & { origin: string },
  ): Promise<TokenClaims | null>;
  /** An identity-provider access token, looked up with the provider's AccessToken model. */
  identityProvider(
    token: string,
    request: AccessTokenRequest & { origin: string },
  ): Promise<TokenClaims | null>;
  /** The live session with this id (not ended), with its player and brand. */
  liveSession(sessionId: string): Promise<{ playerId: string; brand: string } | undefined>;
}

/** The real verifier: the token's kind picks the check, then the session must be live. */
export function createVerifyAccessToken(verifiers: AccessTokenVerifiers): VerifyAccessToken {
  return async (token, request) => {
    const { origin } = request;
    if (!origin) return null;
    // JWTs have three dot-separated parts; the provider's opaque tokens have none.
    const claims = /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)
      ? await verifiers.lobby(token, { ...request, origin })
      : await verifiers.identityProvider(token, { ...request, origin });
    if (!claims) return null;
    const session = await verifiers.liveSession(claims.sessionId);
    if (!session || session.playerId !== claims.playerId || session.brand !== request.brand.key) {
      return null;
    }
    return {
      kind: 'player',
      playerId: claims.playerId,
      sessionId: claims.sessionId,
      brand: request.brand.key,
    };
  };
}

/** Tokens longer than this are not ours: refused before any verification work. */
const MAX_TOKEN_LENGTH = 8_192;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}

export async function resolveViewer(
  token: unknown,
  request: AccessTokenRequest,
  verify: VerifyAccessToken,
): Promise<Viewer> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return VISITOR;
  }
  try {
    return (await verify(token, request)) ?? VISITOR;
  } catch {
    // A verifier outage must not take the catalogue down with it.
    return VISITOR;
  }
}
