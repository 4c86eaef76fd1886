import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  findLocale,
  LOCALES,
  resolveLocale,
} from '../../machines/locale/locales.ts';

describe('locale map (platform-core §1)', () => {
  it.each([
    ['en', 'en_GB'],
    ['fi', 'fi_FI'],
    ['no', 'no_NO'],
    ['de', 'de_DE'],
    ['ja', 'ja_JP'],
    ['de-at', 'de_AT'],
    ['en-ca', 'en_CA'],
    ['fr-ca', 'fr_CA'],
    ['en-in', 'en_IN'],
    ['en-nz', 'en_NZ'],
    ['en-za', 'en_ZA'],
  ])('%s maps to %s', (slug, code) => {
    expect(findLocale(slug)?.code).toBe(code);
  });

  it('has exactly the eleven locales of the spec', () => {
    expect(LOCALES.map((l) => l.code).sort()).toEqual(
      [
        'de_AT',
        'de_DE',
        'en_CA',
        'en_GB',
        'en_IN',
        'en_NZ',
        'en_ZA',
        'fi_FI',
        'fr_CA',
        'ja_JP',
        'no_NO',
      ].sort(),
    );
  });

  it('gives every locale a BCP 47 tag that Intl accepts', () => {
    for (const locale of LOCALES) {
      expect(locale.tag).not.toContain('_');
      expect(() => new Intl.NumberFormat(locale.tag)).not.toThrow();
      expect(Intl.getCanonicalLocales(locale.tag)[0]).toBe(locale.tag);
    }
  });

  it('accepts the spec code, the BCP 47 tag and the slug, in any case', () => {
    expect(findLocale('de_AT')?.slug).toBe('de-at');
    expect(findLocale('de-AT')?.slug).toBe('de-at');
    expect(findLocale('DE-at')?.slug).toBe('de-at');
    expect(findLocale('en_GB')?.slug).toBe('en');
  });

  it('knows no other locale', () => {
    for (const unknown of ['sv', 'en-us', 'xx', '', 'english', 'de_CH'])
      expect(findLocale(unknown)).toBeUndefined();
  });
});

describe('default locale', () => {
  it('is the one flagged default (en) when the brand names none or an unknown one', () => {
    expect(defaultLocale().code).toBe('en_GB');
    expect(defaultLocale('sv_SE').code).toBe('en_GB');
  });
  it("is the brand's default when known", () => {
    expect(defaultLocale('fi_FI').code).toBe('fi_FI');
  });
});

describe('locale resolution order: route → query → stored → default', () => {
  const all = { route: 'de', query: 'fi', stored: 'ja', brandDefault: 'no_NO' };
  it('takes the route first', () => expect(resolveLocale(all).code).toBe('de_DE'));
  it('then the query parameter', () =>
    expect(resolveLocale({ ...all, route: null }).code).toBe('fi_FI'));
  it('then the stored locale', () =>
    expect(resolveLocale({ ...all, route: null, query: null }).code).toBe('ja_JP'));
  it('then the default', () => expect(resolveLocale({ brandDefault: 'no_NO' }).code).toBe('no_NO'));
  it('skips unknown values at every level', () =>
    expect(
      resolveLocale({ route: 'xx', query: 'yy', stored: 'zz', brandDefault: 'fi_FI' }).code,
    ).toBe('fi_FI'));
});
