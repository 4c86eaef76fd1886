import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_NAMES,
  cookieAttributes,
  cookieLifetimeDays,
  deleteNamedCookie,
  parentDomain,
  readCookie,
  readNamedCookie,
  serializeCookie,
  writeCookie,
  writeNamedCookie,
  type CookieDocument,
} from '../../src/adapters/cookies.ts';

/** A document that records every `document.cookie = …` assignment. */
function recorder(protocol: string, hostname: string) {
  const writes: string[] = [];
  const doc: CookieDocument = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
    location: { protocol, hostname },
  };
  return { doc, writes };
}

const DAY = 86_400;

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  vi.restoreAllMocks();
});

describe('the named cookies of platform-core §9', () => {
  it('are the fifteen names', () => {
    expect(COOKIE_NAMES).toEqual([
      'displayWantToDepositDialog',
      'accessToken',
      'refreshToken',
      'gameInit',
      'sessionInfo',
      'sportsCoupon',
      'locale',
      'welcomeShownAt',
      'productMode',
      'aff',
      'internalTrackingId',
      'keycloakAccessToken',
      'skipOptionalPhoneNumberVerification',
      'userEmail',
      'gameCsp',
    ]);
  });

  it.each(COOKIE_NAMES)('%s has its lifetime', (name) => {
    const days = { productMode: 7, aff: 7, gameCsp: 7 }[name as string];
    expect(cookieLifetimeDays(name)).toBe(days);
  });

  it('ab_{name} lasts 30 days', () => {
    expect(cookieLifetimeDays('ab_hero')).toBe(30);
  });
});

describe('parent domain', () => {
  it.each([
    ['www.brand.com', 'brand.com'],
    ['lobby.brand.com', 'brand.com'],
    ['WWW.Brand.COM.', 'brand.com'],
    ['lobby.brand.co.uk', 'brand.co.uk'],
    ['a.b.brand.com', 'b.brand.com'],
    ['brand.com', 'brand.com'],
    ['brand.co.uk', 'brand.co.uk'],
    ['brand.com.au', 'brand.com.au'],
    ['localhost', null],
    ['mga.localhost', null],
    ['127.0.0.1', null],
    ['10.0.0.12', null],
    ['[::1]', null],
    ['::1', null],
    ['intranet', null],
    ['', null],
  ])('%s → %s', (hostname, domain) => {
    expect(parentDomain(hostname)).toBe(domain);
  });
});

describe('attributes', () => {
  it.each([
    ['https:', 'www.brand.com', { domain: 'brand.com', secure: true }],
    ['http:', 'www.brand.com', { domain: 'brand.com', secure: true }],
    ['http:', 'localhost', { domain: null, secure: false }],
    ['http:', 'est.localhost', { domain: null, secure: false }],
    ['http:', '127.0.0.1', { domain: null, secure: false }],
    ['https:', 'localhost', { domain: null, secure: true }],
    ['http:', '192.168.1.20', { domain: null, secure: true }],
  ])('%s//%s', (protocol, hostname, expected) => {
    expect(cookieAttributes({ protocol, hostname })).toEqual(expected);
  });

  it('default to Secure and host-only without a location', () => {
    expect(cookieAttributes(null)).toEqual({ domain: null, secure: true });
  });

  it('serialise path, domain, max-age, SameSite and Secure', () => {
    expect(serializeCookie('aff', 'x y', { domain: 'brand.com', secure: true }, 7 * DAY)).toBe(
      'aff=x%20y; path=/; domain=brand.com; max-age=604800; SameSite=Lax; Secure',
    );
    expect(serializeCookie('locale', 'en', { domain: null, secure: false })).toBe(
      'locale=en; path=/; SameSite=Lax',
    );
  });
});

describe('writing on a production host', () => {
  it('productMode, aff and gameCsp for 7 days on the parent domain', () => {
    const { doc, writes } = recorder('https:', 'www.brand.com');
    writeNamedCookie('productMode', 'sports', doc);
    writeNamedCookie('aff', 'partner-1', doc);
    writeNamedCookie('gameCsp', 'frame-src a b', doc);
    expect(writes).toEqual([
      'productMode=sports; path=/; domain=brand.com; max-age=604800; SameSite=Lax; Secure',
      'aff=partner-1; path=/; domain=brand.com; max-age=604800; SameSite=Lax; Secure',
      'gameCsp=frame-src%20a%20b; path=/; domain=brand.com; max-age=604800; SameSite=Lax; Secure',
    ]);
  });

  it('the others as session cookies', () => {
    const { doc, writes } = recorder('https:', 'lobby.brand.co.uk');
    writeNamedCookie('accessToken', 'eyJ.a=b', doc);
    expect(writes).toEqual([
      'accessToken=eyJ.a%3Db; path=/; domain=brand.co.uk; SameSite=Lax; Secure',
    ]);
  });

  it('an A/B cookie for 30 days', () => {
    const { doc, writes } = recorder('https:', 'www.brand.com');
    writeNamedCookie('ab_hero', 'b', doc);
    expect(writes).toEqual([
      'ab_hero=b; path=/; domain=brand.com; max-age=2592000; SameSite=Lax; Secure',
    ]);
  });

  it('deleting expires the parent-domain and the host-only cookie', () => {
    const { doc, writes } = recorder('https:', 'www.brand.com');
    deleteNamedCookie('locale', doc);
    expect(writes).toEqual([
      'locale=; path=/; domain=brand.com; max-age=0; SameSite=Lax; Secure',
      'locale=; path=/; max-age=0; SameSite=Lax; Secure',
    ]);
  });

  it('refuses a name a cookie cannot have, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { doc, writes } = recorder('https:', 'www.brand.com');
    expect(writeNamedCookie('ab_summer sale', 'a', doc)).toBe(false);
    expect(writeNamedCookie('ab_x;domain=evil.com', 'a', doc)).toBe(false);
    expect(writes).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    deleteNamedCookie('ab_summer sale', doc);
    expect(writes).toEqual([]);
  });
});

describe('in the browser (jsdom on http://localhost)', () => {
  it('writes and reads back encoded values', () => {
    const value = 'a b;c=d,é%€ "q"';
    expect(writeNamedCookie('userEmail', value)).toBe(true);
    expect(document.cookie).toContain('userEmail=a%20b%3Bc%3Dd%2C%C3%A9%25%E2%82%AC%20%22q%22');
    expect(readNamedCookie('userEmail')).toBe(value);
  });

  it('reads null for an absent cookie and for a corrupt encoding', () => {
    expect(readNamedCookie('sessionInfo')).toBeNull();
    document.cookie = 'sessionInfo=%E0%A4%A; path=/';
    expect(readNamedCookie('sessionInfo')).toBeNull();
    document.cookie = 'gameInit=%; path=/';
    expect(readNamedCookie('gameInit')).toBeNull();
  });

  it('reads values that were written unencoded and empty values', () => {
    document.cookie = 'internalTrackingId=abc=def; path=/';
    expect(readNamedCookie('internalTrackingId')).toBe('abc=def');
    writeNamedCookie('welcomeShownAt', '');
    expect(readNamedCookie('welcomeShownAt')).toBe('');
  });

  it('does not confuse names that share a prefix', () => {
    writeNamedCookie('accessToken', 'A');
    writeNamedCookie('keycloakAccessToken', 'K');
    expect(readNamedCookie('accessToken')).toBe('A');
    expect(readNamedCookie('keycloakAccessToken')).toBe('K');
  });

  it('deletes', () => {
    writeNamedCookie('sportsCoupon', '1');
    expect(readNamedCookie('sportsCoupon')).toBe('1');
    deleteNamedCookie('sportsCoupon');
    expect(readNamedCookie('sportsCoupon')).toBeNull();
  });

  it('keeps readCookie / writeCookie working for the existing callers', () => {
    writeCookie('locale', 'de');
    writeCookie('productMode', 'sports', { days: 7 });
    expect(readCookie('locale')).toBe('de');
    expect(readCookie('productMode')).toBe('sports');
    expect(readCookie('missing')).toBeNull();
  });

  it('writeCookie takes an explicit lifetime over the named one', () => {
    const { doc, writes } = recorder('https:', 'www.brand.com');
    writeCookie('productMode', 'casino', { days: 1 }, doc);
    expect(writes[0]).toContain('max-age=86400');
  });
});
