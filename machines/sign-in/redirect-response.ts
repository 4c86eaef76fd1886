// After a sign-in redirect (platform-core §2 "Navigation behaviours", §5, §8): the provider's
// answer — a code or an error, with the state — read from the query or the hash, and checked
// against the sign-in this browser started (its stored state). Pure: the pages store and load.
import { queryParam } from '../routing/query.ts';

/** One sign-in this browser started; kept until the provider comes back (decision 0053). */
export interface PendingSignIn {
  state: string;
  /** A local path: where the player started. */
  returnTo: string;
  /** Epoch ms. */
  createdAt: number;
}

/** platform-core §8: stale state is removed after 15 minutes. */
export const PENDING_SIGN_IN_TTL_MS = 15 * 60_000;

export interface RedirectParams {
  code: string | null;
  error: string | null;
  errorDescription: string | null;
  state: string | null;
}

export type RedirectOutcome =
  { ok: true; code: string; returnTo: string } | { ok: false; message: string; error?: string };

/** The spec's messages (platform-core §5, §8). */
export const REDIRECT_MESSAGES = {
  noState: 'No state in response',
  noMatchingState: 'No matching state found in storage',
  stateMismatch: 'State does not match',
  loginFailed: 'Login failed',
} as const;

/**
 * `code` / `error` / `state` (and `error_description`) from the query, else from the hash. The
 * Pay N Play sandbox names them `loginCode` and `loginError`: read as the same.
 */
export function readRedirectParams(location: { search: string; hash: string }): RedirectParams {
  const from = (part: string) => {
    const body = part.replace(/^[?#]/, '');
    const get = (name: string) => queryParam(body, name);
    return {
      code: get('code') ?? get('loginCode'),
      error: get('error') ?? get('loginError'),
      errorDescription: get('error_description'),
      state: get('state'),
    };
  };
  const query = from(location.search);
  if (query.code !== null || query.error !== null || query.state !== null) return query;
  return from(location.hash);
}

/** A path of this site to go back to; anything else (another origin, a scheme) is '/'. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return '/';
  }
  return value;
}

/**
 * Checks the answer against the stored sign-in: the state must be there and be this browser's,
 * unexpired; then an error is shown as the provider gave it, a code goes on to be redeemed.
 */
export function checkRedirect(
  params: RedirectParams,
  stored: PendingSignIn | null,
  now: number,
): RedirectOutcome {
  if (params.state === null || params.state === '') {
    return { ok: false, message: REDIRECT_MESSAGES.noState };
  }
  if (stored === null || now - stored.createdAt > PENDING_SIGN_IN_TTL_MS) {
    return { ok: false, message: REDIRECT_MESSAGES.noMatchingState };
  }
  if (!sameState(stored.state, params.state)) {
    return { ok: false, message: REDIRECT_MESSAGES.stateMismatch };
  }
  if (params.error !== null) {
    return {
      ok: false,
      error: params.error,
      message: params.errorDescription ?? REDIRECT_MESSAGES.loginFailed,
    };
  }
  if (params.code === null || params.code === '') {
    return { ok: false, message: REDIRECT_MESSAGES.loginFailed };
  }
  return { ok: true, code: params.code, returnTo: safeReturnTo(stored.returnTo) };
}

function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A stored record as it came back from storage, or null when it is not one. */
export function parsePendingSignIn(raw: string | null): PendingSignIn | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    return typeof value.state === 'string' &&
      typeof value.returnTo === 'string' &&
      typeof value.createdAt === 'number'
      ? { state: value.state, returnTo: value.returnTo, createdAt: value.createdAt }
      : null;
  } catch {
    return null;
  }
}
