// The <head> every demo game page shares: no referrer to the game's parent, the game's own
// stylesheets in order and the brand's theme variables (served under /demo-games/assets/).
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';

export function gamePageHead(
  title: string,
  stylesheets: string | readonly string[],
  brand: Brand,
): string {
  const links = (typeof stylesheets === 'string' ? [stylesheets] : stylesheets)
    .map((sheet) => `<link rel="stylesheet" href="/demo-games/assets/${sheet}">`)
    .join('\n');
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${escapeHtml(brand.siteDataName)}</title>
${links}
<link rel="stylesheet" href="/demo-games/assets/theme/${encodeURIComponent(brand.key)}.css">
</head>`;
}
