// `?country=CA-ON` on any page asks the server to assume that country, so every country path
// (sign-in flows, currencies, licence rules) can be tried. Kept for the tab in
// session storage. Sent by the dev server's SPA and by the built SPA served by a development
// server (`npm start`): only those honour it (server/stand-ins.ts countryOverride); a production
// server refuses the header, so its pages never send it.
import { readInlineSettings } from '../inline-settings.ts';

const STORAGE_KEY = 'lobby.developmentCountry';
const COUNTRY = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

let developmentServer: boolean | undefined;

/** Read once: the inlined settings do not change while the page lives. */
function servedByDevelopmentServer(): boolean {
  if (import.meta.env.DEV) return true;
  if (developmentServer === undefined) {
    const settings = readInlineSettings();
    developmentServer =
      typeof settings === 'object' &&
      settings !== null &&
      (settings as { environment?: unknown }).environment === 'development';
  }
  return developmentServer;
}

export function developmentCountryHeader(): Record<string, string> {
  if (!servedByDevelopmentServer()) return {};
  const fromQuery = new URLSearchParams(window.location.search).get('country')?.toUpperCase();
  if (fromQuery && COUNTRY.test(fromQuery)) sessionStorage.setItem(STORAGE_KEY, fromQuery);
  const country = sessionStorage.getItem(STORAGE_KEY);
  return country ? { 'x-lobby-country': country } : {};
}
