// The locale cookie follows the route's locale, so `/` brings a returning visitor back to it.
// Writing cookies is not needed for the first paint: the adapter loads with the first write
// (decision 0006). A write that waits for the adapter writes the locale the shell shows when it
// lands, not the one it showed when it was asked: a player who picks a language in the
// selector (which writes at once) right after the page loaded keeps that choice.
import { readCookie } from '../adapters/cookie-reader.ts';

type LoadWriter = () => Promise<{ writeCookie: (name: 'locale', value: string) => unknown }>;

export function localeMemory(
  load: LoadWriter = () => import('../adapters/cookies.ts'),
  read: (name: string) => string | null = readCookie,
) {
  const shown = { slug: null as string | null };
  return {
    /** The shell shows `slug` (a localised route): remember it unless the cookie says so. */
    show(slug: string): void {
      shown.slug = slug;
      if (read('locale') === slug) return;
      void load().then(({ writeCookie }) => {
        if (shown.slug !== null && read('locale') !== shown.slug) writeCookie('locale', shown.slug);
      });
    },
  };
}
