// After a sign-in redirect (platform-core §2, §5, §8): the answer is read from the query or the
// hash and only a code with this browser's state goes on; login options per flow and toggle.
import { describe, expect, it } from 'vitest';
import {
  checkRedirect,
  PENDING_SIGN_IN_TTL_MS,
  parsePendingSignIn,
  readRedirectParams,
  safeReturnTo,
  type PendingSignIn,
} from '../../machines/sign-in/redirect-response.ts';
import { loginOptions } from '../../machines/sign-in/login-options.ts';

const NOW = 1_800_000_000_000;
const stored: PendingSignIn = { state: 'abc123', returnTo: '/en/promotions/', createdAt: NOW };
const at = (search: string, hash = '') => readRedirectParams({ search, hash });

describe('reading the answer', () => {
  it('takes code and state from the query, or from the hash when the query has none', () => {
    expect(at('?code=C1&state=S1')).toMatchObject({ code: 'C1', state: 'S1', error: null });
    expect(at('', '#code=C2&state=S2')).toMatchObject({ code: 'C2', state: 'S2' });
    expect(at('?code=Q&state=QS', '#code=H&state=HS')).toMatchObject({ code: 'Q', state: 'QS' });
  });

  it("reads the Pay N Play sandbox's loginCode and loginError as the code and the error", () => {
    expect(at('?state=S&loginCode=L')).toMatchObject({ code: 'L', state: 'S' });
    expect(at('?state=S&loginError=declined')).toMatchObject({ error: 'declined', code: null });
  });
});

describe('checking it against the stored sign-in', () => {
  it('lets a code with the stored state through, to the stored return path', () => {
    expect(checkRedirect(at('?code=C&state=abc123'), stored, NOW + 1000)).toEqual({
      ok: true,
      code: 'C',
      returnTo: '/en/promotions/',
    });
  });

  it.each([
    ['no state', '?code=C', stored, 'No state in response'],
    ['an empty state', '?code=C&state=', stored, 'No state in response'],
    ['nothing stored', '?code=C&state=abc123', null, 'No matching state found in storage'],
    ['a tampered state', '?code=C&state=abc124', stored, 'State does not match'],
    ['a longer state', '?code=C&state=abc1234', stored, 'State does not match'],
    ['no code and no error', '?state=abc123', stored, 'Login failed'],
  ] as const)('refuses %s with the spec’s message', (_name, search, pending, message) => {
    expect(checkRedirect(at(search), pending, NOW)).toEqual({ ok: false, message });
  });

  it('refuses a state stored more than 15 minutes ago (stale state is removed)', () => {
    const result = checkRedirect(
      at('?code=C&state=abc123'),
      stored,
      NOW + PENDING_SIGN_IN_TTL_MS + 1,
    );
    expect(result).toEqual({ ok: false, message: 'No matching state found in storage' });
  });

  it("shows the provider's error and its description; 'Login failed' without one", () => {
    expect(
      checkRedirect(
        at('?error=access_denied&error_description=No%20access&state=abc123'),
        stored,
        NOW,
      ),
    ).toEqual({ ok: false, error: 'access_denied', message: 'No access' });
    expect(checkRedirect(at('?error=access_denied&state=abc123'), stored, NOW)).toEqual({
      ok: false,
      error: 'access_denied',
      message: 'Login failed',
    });
  });

  it("checks the state before the error: another browser's error answer is refused as such", () => {
    expect(checkRedirect(at('?error=access_denied&state=zzz'), stored, NOW)).toEqual({
      ok: false,
      message: 'State does not match',
    });
  });

  it('never returns to another site, whatever was stored', () => {
    for (const returnTo of ['//evil.test/', 'https://evil.test/', '/\\evil.test', 'javascript:x']) {
      const result = checkRedirect(at('?code=C&state=abc123'), { ...stored, returnTo }, NOW);
      expect(result).toEqual({ ok: true, code: 'C', returnTo: '/' });
    }
  });
});

describe('return paths and storage', () => {
  it('keeps local paths and turns anything else into /', () => {
    expect(safeReturnTo('/en/games/starburst/?x=1')).toBe('/en/games/starburst/?x=1');
    expect(safeReturnTo('//evil.test')).toBe('/');
    expect(safeReturnTo('/a\nb')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(600)}`)).toBe('/');
  });

  it('reads back what was stored and nothing else', () => {
    expect(parsePendingSignIn(JSON.stringify(stored))).toEqual(stored);
    expect(parsePendingSignIn('{"state":1}')).toBeNull();
    expect(parsePendingSignIn('not json')).toBeNull();
    expect(parsePendingSignIn(null)).toBeNull();
  });
});

describe('what /login/ offers', () => {
  it.each([
    ['Keycloak', true, { primary: 'identityProvider', identityProvider: false }],
    ['Keycloak', false, { primary: 'sms', identityProvider: false }],
    ['Sms', true, { primary: 'sms', identityProvider: true }],
    ['Sms', false, { primary: 'sms', identityProvider: false }],
    ['Trustly', true, { primary: 'trustly', identityProvider: true }],
    ['Piq', false, { primary: 'piq', identityProvider: false }],
    ['Passkey', true, { primary: 'identityProvider', identityProvider: false }],
    ['Passkey', false, { primary: 'sms', identityProvider: false }],
  ] as const)('%s flow, Keycloak toggle %s', (flow, on, expected) => {
    expect(loginOptions(flow, on)).toEqual(expected);
  });
});
