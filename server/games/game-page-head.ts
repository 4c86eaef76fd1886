// The <head> every demo game page shares: no referrer to the game's parent, the game's own
// stylesheet and the brand's theme variables (served under /demo-games/assets/).
import type { Brand } from '../brands/brand.ts';
import { escapeHtml } from '../http/html-page.ts';

export function gamePageHead(title: string, stylesheet: string, brand: Brand): string {
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${escapeHtml(brand.siteDataName)}</title>
<link rel="stylesheet" href="/demo-games/assets/${stylesheet}">
<link rel="stylesheet" href="/demo-games/assets/theme/${encodeURIComponent(brand.key)}.css">
</head>`;
}
