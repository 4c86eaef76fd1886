// Where the session's tokens live (platform-core §9 cookie names): `accessToken` and
// `refreshToken` for the custom token flow, `keycloakAccessToken` for the identity provider's
// access token, and `sessionInfo` (which flow, which session, when the access token expires)
// so a reload knows what it holds without loading the identity-provider client.
import { readCookie } from '../cookie-reader.ts';
import type { SignInFlow } from '../../../machines/session/session.machine.ts';

export interface SessionInfo {
  flow: SignInFlow;
  sessionId: string;
  /** Access-token expiry, epoch ms. */
  expiresAt: number;
}

export interface StoredTokens {
  accessToken: string;
  /** Custom flow only; the identity provider's refresh token stays with oidc-client-ts. */
  refreshToken: string | null;
  info: SessionInfo;
}

const isSessionInfo = (value: unknown): value is SessionInfo => {
  const info = value as Partial<SessionInfo> | null;
  return (
    typeof info === 'object' &&
    info !== null &&
    (info.flow === 'custom' || info.flow === 'identityProvider') &&
    typeof info.sessionId === 'string' &&
    typeof info.expiresAt === 'number' &&
    Number.isFinite(info.expiresAt)
  );
};

/** The stored tokens, or null (none, or something unreadable: treated as signed out). */
export function readStoredTokens(): StoredTokens | null {
  let info: unknown;
  try {
    info = JSON.parse(readCookie('sessionInfo') ?? 'null');
  } catch {
    return null;
  }
  if (!isSessionInfo(info)) return null;
  const accessToken = readCookie(info.flow === 'custom' ? 'accessToken' : 'keycloakAccessToken');
  if (!accessToken) return null;
  const refreshToken = info.flow === 'custom' ? readCookie('refreshToken') : null;
  if (info.flow === 'custom' && !refreshToken) return null;
  return { accessToken, refreshToken, info };
}

/** The claims of a JWT's payload, unverified (the server verifies; this only reads exp/sid). */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function storeTokens(tokens: StoredTokens): Promise<void> {
  const { writeCookie } = await import('../cookies.ts');
  if (tokens.info.flow === 'custom') {
    writeCookie('accessToken', tokens.accessToken);
    writeCookie('refreshToken', tokens.refreshToken ?? '');
  } else {
    writeCookie('keycloakAccessToken', tokens.accessToken);
  }
  writeCookie('sessionInfo', JSON.stringify(tokens.info));
}

/** The logout rule (platform-core §4): access token, refresh token, keycloak token, reality check. */
export async function clearStoredTokens(): Promise<void> {
  const { deleteCookie } = await import('../cookies.ts');
  for (const name of ['accessToken', 'refreshToken', 'keycloakAccessToken', 'sessionInfo'])
    deleteCookie(name);
  try {
    window.sessionStorage.removeItem('realityCheck');
    // oidc-client-ts keeps its user (with the refresh token) in local storage, its sign-in
    // state in session storage.
    for (const storage of [window.localStorage, window.sessionStorage])
      for (const key of Object.keys(storage)) if (key.startsWith('oidc.')) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing stored there either.
  }
}
