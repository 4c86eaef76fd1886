// Writes the brand's settings into index.html so the SPA renders the right brand at once,
// without waiting for GET /api/lobby-settings.
import {
  INLINE_SETTINGS_ELEMENT_ID,
  type LobbySettings,
} from '../../machines/lobby-settings/settings.ts';

/**
 * JSON that is safe inside <script>: `<` cannot open `</script>` or `<!--`, and the line
 * separators U+2028/U+2029 cannot break a parser that treats the text as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Inserts a JSON script before </head> (or at the start when the page has no head). */
export function inlineJson(html: string, elementId: string, value: unknown): string {
  const script = `<script type="application/json" id="${elementId}">${jsonForScript(value)}</script>`;
  const headEnd = html.search(/<\/head\s*>/i);
  return headEnd < 0 ? script + html : `${html.slice(0, headEnd)}${script}\n${html.slice(headEnd)}`;
}

export function inlineSettings(html: string, settings: LobbySettings): string {
  return inlineJson(html, INLINE_SETTINGS_ELEMENT_ID, settings);
}
