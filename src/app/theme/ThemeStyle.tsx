import { useLayoutEffect } from 'react';
import type { ThemeSettings } from '../../../machines/lobby-settings/settings.ts';
import { themeValues } from './theme-values.ts';

function setLink(rel: string, href: string, type?: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
  if (type) link.type = type;
}

/**
 * Applies the brand's theme: colours, fonts and roundness as CSS custom properties, favicon,
 * apple touch icon and an allowed fonts stylesheet. Bad values keep the defaults (global.css)
 * and are reported in the console.
 */
export function ThemeStyle({ theme }: { theme: ThemeSettings }) {
  useLayoutEffect(() => {
    const values = themeValues(theme);
    const root = document.documentElement.style;
    for (const [variable, value] of Object.entries(values.variables))
      root.setProperty(variable, value);
    if (values.favicon) setLink('icon', values.favicon.href, values.favicon.type);
    if (values.appleTouchIcon) setLink('apple-touch-icon', values.appleTouchIcon);
    if (values.fontsUrl) setLink('stylesheet', values.fontsUrl);
    for (const warning of values.warnings)
      console.warn(`Brand theme: ${warning}; using the default.`);
  }, [theme]);
  return null;
}
