// The sign-in this browser started (decision 0053): its state and return path, in session
// storage — another browser, or a link someone else made, has none, so its answer is refused.
import {
  parsePendingSignIn,
  type PendingSignIn,
} from '../../../machines/sign-in/redirect-response.ts';

const KEY = 'lobby.pendingSignIn';

export function beginPendingSignIn(returnTo: string): PendingSignIn {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const pending = { state, returnTo, createdAt: Date.now() };
  window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  return pending;
}

export function readPendingSignIn(): PendingSignIn | null {
  return parsePendingSignIn(window.sessionStorage.getItem(KEY));
}

/** Spent once the answer was checked: the same callback again finds nothing. */
export function clearPendingSignIn(): void {
  window.sessionStorage.removeItem(KEY);
}

// The identity provider's return path: oidc-client-ts keeps the request's state only until the
// callback (the stored user has none), so /login/ notes it here for /keycloak-login-handler/.
const IDP_RETURN_KEY = 'lobby.identityProviderReturnTo';

export function rememberIdentityProviderReturn(returnTo: string): void {
  window.sessionStorage.setItem(IDP_RETURN_KEY, returnTo);
}

export function readIdentityProviderReturn(): string | null {
  return window.sessionStorage.getItem(IDP_RETURN_KEY);
}

export function clearIdentityProviderReturn(): void {
  window.sessionStorage.removeItem(IDP_RETURN_KEY);
}
