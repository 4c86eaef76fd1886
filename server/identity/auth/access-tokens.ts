// The lobby's own access tokens (custom token flow): short-lived JWTs signed with the rotated
// keys of server/identity/signing-keys.ts. Verification pins the algorithm, the issuer (the
// site's origin + /lobby), the audience and the type, so `alg: none`, HS256 keyed with the
// public key, tokens of another site or another audience are all refused.
import { randomBytes } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { SIGNING_ALG, type KeyRing, type SigningKey } from '../signing-keys.ts';

export const ACCESS_TOKEN_AUDIENCE = 'lobby';
/** RFC 9068's type for JWT access tokens: an ID token can never pass for one. */
const TOKEN_TYPE = 'at+jwt';

export function accessTokenIssuer(origin: string): string {
  return `${origin}/lobby`;
}

export interface AccessTokenSubject {
  playerId: string;
  sessionId: string;
  brand: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  issue(subject: AccessTokenSubject, origin: string): Promise<IssuedAccessToken>;
  /** The subject of a valid token for this site and brand, else null. */
  verify(
    token: string,
    expected: { origin: string; brand: string },
  ): Promise<AccessTokenSubject | null>;
}

export function createAccessTokens(
  keys: KeyRing,
  ttlSeconds: number,
  now: () => Date,
): AccessTokens {
  const imported = new Map<string, Promise<CryptoKey>>();
  const importKey = (key: SigningKey, use: 'sign' | 'verify'): Promise<CryptoKey> => {
    const cacheKey = `${use}:${key.kid}`;
    let found = imported.get(cacheKey);
    if (!found) {
      found = importJWK(
        use === 'sign' ? key.privateJwk : key.publicJwk,
        SIGNING_ALG,
      ) as Promise<CryptoKey>;
      imported.set(cacheKey, found);
    }
    return found;
  };

  return {
    async issue(subject, origin) {
      const key = await keys.current();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: subject.sessionId, brand: subject.brand })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: TOKEN_TYPE })
        .setIssuer(accessTokenIssuer(origin))
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(subject.playerId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomBytes(12).toString('base64url'))
        .sign(await importKey(key, 'sign'));
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    async verify(token, expected) {
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(token).kid;
      } catch {
        return null;
      }
      if (typeof kid !== 'string' || kid.length > 100) return null;
      const key = await keys.find(kid);
      if (!key) return null;
      try {
        const { payload } = await jwtVerify(token, await importKey(key, 'verify'), {
          algorithms: [SIGNING_ALG],
          issuer: accessTokenIssuer(expected.origin),
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: TOKEN_TYPE,
          currentDate: now(),
          requiredClaims: ['sub', 'sid', 'brand', 'exp', 'iat'],
        });
        const { sub, sid, brand } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || brand !== expected.brand) {
          return null;
        }
        return { playerId: sub, sessionId: sid, brand };
      } catch {
        return null;
      }
    },
  };
}
