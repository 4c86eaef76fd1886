// Development only: `?country=CA-ON` on any page picks the country the server assumes, so
// every country path can be tried (issue #3). Kept for the tab in session storage; the
// server ignores the header in production.
const STORAGE_KEY = 'lobby.developmentCountry';
const COUNTRY = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

export function developmentCountryHeader(): Record<string, string> {
  if (!import.meta.env.DEV) return {};
  const fromQuery = new URLSearchParams(window.location.search).get('country')?.toUpperCase();
  if (fromQuery && COUNTRY.test(fromQuery)) sessionStorage.setItem(STORAGE_KEY, fromQuery);
  const country = sessionStorage.getItem(STORAGE_KEY);
  return country ? { 'x-lobby-country': country } : {};
}
