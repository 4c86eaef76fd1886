// The identity-provider flow (platform-core §1, §5, §7 "Identity provider") with
// oidc-client-ts: authorization code with PKCE (S256) against the brand's realm
// `{origin}/realms/{brand}`, client `app`. Loaded only when a player uses this flow — the
// library is not part of the first paint.
//
// The redirect comes back to /keycloak-login-handler/ (the spec's route); renewal uses the
// refresh token (no iframe: oidc-provider has no session-check frame, see recipes).
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

export const CLIENT_ID = 'app';
export const CALLBACK_PATH = '/keycloak-login-handler/';

let manager: { key: string; userManager: UserManager } | null = null;

/** `fragment`: the provider answered in the hash instead of the query (platform-core §5). */
export function userManagerFor(
  brand: string,
  responseMode: 'query' | 'fragment' = 'query',
): UserManager {
  const key = `${brand}:${responseMode}`;
  if (manager?.key === key) return manager.userManager;
  const origin = window.location.origin;
  const userManager = new UserManager({
    authority: `${origin}/realms/${brand}`,
    client_id: CLIENT_ID,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    response_mode: responseMode,
    scope: 'openid',
    // The token-refresh machine decides when to renew (one tab at a time).
    automaticSilentRenew: false,
    monitorSession: false,
    // Local storage: every tab of the browser shares the user and its refresh token, so
    // whichever tab holds the 'token-refresh' lock can renew for all (session-effects.ts).
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  manager = { key, userManager };
  return userManager;
}

/** Claims the lobby needs from the ID token. */
export interface IdentityProviderSignIn {
  accessToken: string;
  /** Epoch ms. */
  expiresAt: number;
  sessionId: string;
  playerId: string;
}

export function signInOf(user: User): IdentityProviderSignIn {
  const sid = user.profile.sid;
  const playerId = (user.profile as Record<string, unknown>).player_id;
  return {
    accessToken: user.access_token,
    expiresAt: (user.expires_at ?? 0) * 1000,
    sessionId: typeof sid === 'string' ? sid : '',
    playerId: typeof playerId === 'string' ? playerId : user.profile.sub,
  };
}

/** Redirects to the provider's sign-in (or registration) page. */
export async function startIdentityProviderSignIn(
  brand: string,
  options: { register?: boolean; returnTo?: string } = {},
): Promise<void> {
  await userManagerFor(brand).signinRedirect({
    state: { returnTo: options.returnTo ?? '/' },
    // Registration: the same authorization request, shown as the registration page.
    extraQueryParams: options.register ? { kc_action: 'register' } : {},
    // After a sign-out the provider's own session cookie must not sign the player in again.
    prompt: 'login',
  });
}

/** Where the provider put its answer (`code` or `error`, with `state`): query, hash or neither. */
export function redirectResponseMode(location: {
  search: string;
  hash: string;
}): 'query' | 'fragment' | null {
  const has = (part: string) => {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    return params.has('state') && (params.has('code') || params.has('error'));
  };
  if (has(location.search)) return 'query';
  if (has(location.hash)) return 'fragment';
  return null;
}

/** The page the sign-in started from (kept in the request's state). */
export function returnToOf(user: User): string {
  const state = user.state as { returnTo?: unknown } | undefined;
  return typeof state?.returnTo === 'string' && state.returnTo.startsWith('/')
    ? state.returnTo
    : '/';
}

/**
 * Renews the access token with the stored refresh token. Null when there is no user to renew
 * (signed out silently): the session then ends with SESSION_EXPIRED.
 */
export async function renewIdentityProviderToken(
  brand: string,
): Promise<{ accessToken: string; expiresAt: number } | null> {
  const userManager = userManagerFor(brand);
  const user = await userManager.getUser();
  if (!user?.refresh_token) {
    await userManager.removeUser();
    return null;
  }
  const renewed = await userManager.signinSilent();
  if (!renewed) return null;
  return { accessToken: renewed.access_token, expiresAt: (renewed.expires_at ?? 0) * 1000 };
}
