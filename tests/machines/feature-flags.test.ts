import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  FEATURE_FLAGS_STORAGE_KEY,
  FEATURE_FLAG_NAMES,
  parseFeatureFlags,
  serializeFeatureFlags,
} from '../../machines/feature-flags/feature-flags.ts';

const dev = { development: true };
const prod = { development: false };

describe('the flags of platform-core §9', () => {
  it('are the eight flags with their variations, stored under __@feature_flags', () => {
    expect(FEATURE_FLAGS_STORAGE_KEY).toBe('__@feature_flags');
    expect(FEATURE_FLAGS).toEqual({
      button_variant: ['primary', 'secondary'],
      button_variant2: ['primary2', 'secondary2'],
      sga: ['disabled', 'enabled'],
      theme: ['theme1', 'theme2', 'theme3'],
      menu: ['menu1', 'menu2', 'menu3'],
      banner: ['banner1', 'banner2', 'banner3'],
      registration_form: ['regily', 'dino'],
      landing_registration: ['button', 'iframe'],
    });
    expect(FEATURE_FLAG_NAMES).toHaveLength(8);
  });

  it('default to their first variation', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      button_variant: 'primary',
      button_variant2: 'primary2',
      sga: 'disabled',
      theme: 'theme1',
      menu: 'menu1',
      banner: 'banner1',
      registration_form: 'regily',
      landing_registration: 'button',
    });
    expect(Object.isFrozen(DEFAULT_FEATURE_FLAGS)).toBe(true);
  });
});

describe('parseFeatureFlags', () => {
  it('nothing stored: all first variations, no warnings', () => {
    expect(parseFeatureFlags(null, {}, prod)).toEqual({
      flags: DEFAULT_FEATURE_FLAGS,
      warnings: [],
    });
    expect(parseFeatureFlags('', {}, prod).warnings).toEqual([]);
    expect(parseFeatureFlags(null).flags).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('reads every stored valid variation', () => {
    const stored = {
      button_variant: 'secondary',
      button_variant2: 'secondary2',
      sga: 'enabled',
      theme: 'theme3',
      menu: 'menu2',
      banner: 'banner3',
      registration_form: 'dino',
      landing_registration: 'iframe',
    } as const;
    expect(parseFeatureFlags(JSON.stringify(stored), {}, prod)).toEqual({
      flags: stored,
      warnings: [],
    });
  });

  it('round-trips what serializeFeatureFlags stores', () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, theme: 'theme2' as const, sga: 'enabled' as const };
    expect(parseFeatureFlags(serializeFeatureFlags(flags), {}, prod).flags).toEqual(flags);
  });

  it('a partial object keeps the other flags at their first variation', () => {
    const { flags, warnings } = parseFeatureFlags('{"menu":"menu3"}', {}, prod);
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, menu: 'menu3' });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an unknown variation', '"theme4"'],
    ['another flag’s variation', '"menu2"'],
    ['a different case', '"Theme2"'],
    ['a number', '2'],
    ['null', 'null'],
    ['an object', '{"value":"theme2"}'],
  ])('%s falls back to the first variation, with a warning', (_, value) => {
    const { flags, warnings } = parseFeatureFlags(`{"theme":${value},"menu":"menu2"}`, {}, prod);
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, menu: 'menu2' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^__@feature_flags: theme=.* is not one of theme1, theme2, theme3; using theme1$/,
    );
  });

  it('ignores unknown flags with a warning', () => {
    const { flags, warnings } = parseFeatureFlags('{"colour":"red","__proto__":{"x":1}}', {}, prod);
    expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(warnings).toEqual([
      '__@feature_flags: unknown flag "colour" ignored',
      '__@feature_flags: unknown flag "__proto__" ignored',
    ]);
  });

  it.each(['{"theme":', 'not json', '{theme: "theme2"}', '\u0000'])(
    'corrupt JSON %j: all first variations and a warning',
    (stored) => {
      const { flags, warnings } = parseFeatureFlags(stored, {}, prod);
      expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
      expect(warnings).toEqual([
        '__@feature_flags: corrupt JSON ignored, every flag uses its first variation',
      ]);
    },
  );

  it.each(['[]', '"theme2"', '42', 'null', 'true'])(
    'JSON that is not an object (%s): all first variations and a warning',
    (stored) => {
      const { flags, warnings } = parseFeatureFlags(stored, {}, prod);
      expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/expected an object/);
    },
  );

  it('never hands out the shared default record', () => {
    const { flags } = parseFeatureFlags(null);
    expect(flags).not.toBe(DEFAULT_FEATURE_FLAGS);
  });
});

describe('query overrides (?ff_<flag>=<variation>)', () => {
  const stored = '{"theme":"theme3","banner":"banner2"}';

  it('win over storage in development', () => {
    const { flags, warnings } = parseFeatureFlags(
      stored,
      { ff_theme: 'theme2', ff_sga: 'enabled', page: '2' },
      dev,
    );
    expect(flags).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      theme: 'theme2',
      banner: 'banner2',
      sga: 'enabled',
    });
    expect(warnings).toEqual([]);
  });

  it('are ignored outside development, silently', () => {
    const { flags, warnings } = parseFeatureFlags(
      stored,
      { ff_theme: 'theme2', ff_nope: 'x' },
      prod,
    );
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, theme: 'theme3', banner: 'banner2' });
    expect(warnings).toEqual([]);
  });

  it('an invalid override or unknown flag is ignored with a warning (storage stays)', () => {
    const { flags, warnings } = parseFeatureFlags(
      stored,
      { ff_theme: 'theme9', ff_colour: 'red', theme: 'theme1' },
      dev,
    );
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, theme: 'theme3', banner: 'banner2' });
    expect(warnings).toEqual([
      '?ff_theme=theme9 is not one of theme1, theme2, theme3; override ignored',
      '?ff_colour: unknown flag "colour" ignored',
    ]);
  });

  it('apply on top of corrupt storage', () => {
    const { flags, warnings } = parseFeatureFlags('{oops', { ff_registration_form: 'dino' }, dev);
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, registration_form: 'dino' });
    expect(warnings).toHaveLength(1);
  });
});
