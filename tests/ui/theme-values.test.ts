import { describe, expect, it } from 'vitest';
import { safeFontsUrl, themeValues } from '../../src/app/theme/theme-values.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';

describe('brand theme values', () => {
  it('turns a complete theme into CSS custom properties', () => {
    const values = themeValues(demoSettings.theme);
    expect(values.variables['--color-primary']).toBe('#d4a73a');
    expect(values.variables['--radius']).toBe('8px');
    expect(values.favicon?.href).toBe('/brands/aurora/favicon.svg');
    expect(values.warnings).toEqual([]);
  });
  it('keeps defaults for missing or malformed values, with warnings', () => {
    const values = themeValues({
      ...demoSettings.theme,
      colors: {
        ...demoSettings.theme.colors,
        primary: 'red; background: url(javascript:x)',
        accent: undefined as never,
      },
      roundness: 'calc(1px + evil)',
      fonts: { body: 'Inter</style>', heading: 'Georgia, serif' },
      favicons: [{ href: 'https://evil.example/x.ico', sizes: 'any', type: 'image/x-icon' }],
    });
    expect(values.variables['--color-primary']).toBeUndefined();
    expect(values.variables['--radius']).toBeUndefined();
    expect(values.variables['--font-body']).toBeUndefined();
    expect(values.variables['--font-heading']).toBe('Georgia, serif');
    expect(values.favicon).toBeNull();
    expect(values.warnings.length).toBeGreaterThanOrEqual(4);
  });
  it('survives a theme that is not there at all', () => {
    expect(themeValues(null).variables).toEqual({});
  });
  it('allows fonts only over https from the allowed host', () => {
    expect(safeFontsUrl('https://fonts.googleapis.com/css2?family=Inter')).toContain(
      'fonts.googleapis.com',
    );
    expect(safeFontsUrl('http://fonts.googleapis.com/css2?family=Inter')).toBeNull();
    expect(safeFontsUrl('https://evil.example/font.css')).toBeNull();
    expect(safeFontsUrl('javascript:alert(1)')).toBeNull();
    expect(safeFontsUrl('not a url')).toBeNull();
  });
});
