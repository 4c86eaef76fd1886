import { INLINE_SETTINGS_ELEMENT_ID } from '../../machines/lobby-settings/settings.ts';

/** The settings JSON the server writes into index.html, or null (dev server, broken JSON). */
export function readInlineSettings(doc: Document = document): unknown {
  const text = doc.getElementById(INLINE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.warn('Ignoring malformed inline lobby settings; fetching them instead.');
    return null;
  }
}
