// The locale cookie follows the route's locale; a write that waited for the cookie adapter
// never lands over a language the player picked meanwhile (the selector writes at once).
import { describe, expect, it } from 'vitest';
import { localeMemory } from '../../src/app/remembered-locale.ts';

function harness() {
  const cookies = new Map<string, string>();
  let loaded: () => void = () => {};
  const adapter = new Promise<void>((resolve) => (loaded = resolve));
  const writes: string[] = [];
  const memory = localeMemory(
    () =>
      adapter.then(() => ({
        writeCookie: (name: 'locale', value: string) => {
          writes.push(`${name}=${value}`);
          cookies.set(name, value);
        },
      })),
    (name) => cookies.get(name) ?? null,
  );
  return { cookies, memory, writes, load: async () => (loaded(), await adapter) };
}

describe('remembered locale', () => {
  it('remembers the route locale once the adapter loads', async () => {
    const { cookies, memory, writes, load } = harness();
    memory.show('fi');
    expect(cookies.has('locale')).toBe(false);
    await load();
    expect(writes).toEqual(['locale=fi']);
  });

  it('a language picked before the adapter loaded is kept', async () => {
    const { cookies, memory, writes, load } = harness();
    memory.show('en');
    // The selector writes at once and navigates; the new route's locale is already stored.
    cookies.set('locale', 'de');
    memory.show('de');
    await load();
    expect(cookies.get('locale')).toBe('de');
    expect(writes).toEqual([]);
  });

  it('writes nothing when the cookie already says so', async () => {
    const { cookies, memory, writes, load } = harness();
    cookies.set('locale', 'en');
    memory.show('en');
    await load();
    expect(writes).toEqual([]);
  });
});
