// Validates a brand theme before it reaches the page (programmes §3 "Theme settings"): a
// missing or malformed value keeps the default and warns, never blanks the page. Pure, so it
// is tested without a browser.
import type { ThemeSettings } from '../../../machines/lobby-settings/settings.ts';

export const COLOR_VARIABLES: Record<keyof ThemeSettings['colors'], string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  accent: '--color-accent',
};

/** Font stylesheets may only come from these hosts (the CSP allows them too). */
export const FONT_HOSTS = ['fonts.googleapis.com'];

const HEX_OR_FUNCTION = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|color-mix)\([^;{}<>]*\))$/i;
const FONT_STACK = /^[\w\s,'"-]+$/;
const LENGTH = /^\d+(\.\d+)?(px|rem|em|%)$/;
const SAME_ORIGIN_PATH = /^\/[\w\-./]*$/;

export interface ThemeValues {
  variables: Record<string, string>;
  favicon: { href: string; type: string } | null;
  appleTouchIcon: string | null;
  fontsUrl: string | null;
  warnings: string[];
}

export function safeFontsUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && FONT_HOSTS.includes(parsed.hostname)
      ? parsed.toString()
      : null;
  } catch {
    return null;
  }
}

export function themeValues(theme: Partial<ThemeSettings> | null | undefined): ThemeValues {
  const warnings: string[] = [];
  const variables: Record<string, string> = {};
  const colors = (theme?.colors ?? {}) as Partial<ThemeSettings['colors']>;
  for (const [key, variable] of Object.entries(COLOR_VARIABLES)) {
    const value = colors[key as keyof ThemeSettings['colors']];
    if (value === undefined) warnings.push(`theme colour ${key} is missing`);
    else if (typeof value === 'string' && HEX_OR_FUNCTION.test(value.trim()))
      variables[variable] = value.trim();
    else warnings.push(`theme colour ${key} is not a colour: ${String(value)}`);
  }
  for (const [key, variable] of [
    ['body', '--font-body'],
    ['heading', '--font-heading'],
  ] as const) {
    const value = theme?.fonts?.[key];
    if (typeof value === 'string' && FONT_STACK.test(value)) variables[variable] = value;
    else if (value !== undefined) warnings.push(`theme font ${key} is not a font stack`);
  }
  if (typeof theme?.roundness === 'string' && LENGTH.test(theme.roundness))
    variables['--radius'] = theme.roundness;
  else if (theme?.roundness !== undefined) warnings.push('theme roundness is not a length');

  const firstFavicon = theme?.favicons?.[0];
  const favicon =
    firstFavicon && SAME_ORIGIN_PATH.test(firstFavicon.href)
      ? { href: firstFavicon.href, type: firstFavicon.type }
      : null;
  const appleTouchIcon =
    typeof theme?.appleTouchIcon === 'string' && SAME_ORIGIN_PATH.test(theme.appleTouchIcon)
      ? theme.appleTouchIcon
      : null;
  const fontsUrl = safeFontsUrl(theme?.fontsUrl);
  if (theme?.fontsUrl && !fontsUrl)
    warnings.push(`theme fonts URL refused (https from ${FONT_HOSTS.join(', ')} only)`);
  return { variables, favicon, appleTouchIcon, fontsUrl, warnings };
}
