import { useLayoutEffect } from 'react';
import type { ThemeSettings } from '../../machines/lobby-settings/settings.ts';

const CSS_VARIABLES: Record<keyof ThemeSettings['colors'], string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  accent: '--color-accent',
};

/** Applies the brand's colours, fonts, roundness and favicon as CSS custom properties. */
export function ThemeStyle({ theme }: { theme: ThemeSettings }) {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    for (const [key, variable] of Object.entries(CSS_VARIABLES)) {
      const value = theme.colors[key as keyof ThemeSettings['colors']];
      if (value) root.setProperty(variable, value);
    }
    if (theme.fonts?.body) root.setProperty('--font-body', theme.fonts.body);
    if (theme.fonts?.heading) root.setProperty('--font-heading', theme.fonts.heading);
    if (theme.roundness) root.setProperty('--radius', theme.roundness);
    const favicon = theme.favicons?.[0];
    if (favicon) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.append(link);
      }
      link.href = favicon.href;
      link.type = favicon.type;
    }
  }, [theme]);
  return null;
}
