import { expect, test } from '@playwright/test';
import { chooseLayout } from '../machines/routing/layout.ts';
import { ROUTES, UNLOCALISED_ROUTES, type RouteDefinition } from '../machines/routing/routes.ts';

// Every row of the route table, visited in a real browser: the page renders its title in the
// layout the spec assigns, in the locale of the URL. Visitors are never refreshable.
const pathOf = (route: RouteDefinition, locale: string) => {
  const segments = route.path.map((segment) =>
    segment === '*' ? 'tools' : segment.startsWith(':') ? 'example-slug' : segment,
  );
  const prefix = route.unlocalised ? [] : [locale];
  return `/${[...prefix, ...segments].join('/')}/`.replace(/\/+/g, '/');
};

/** Routes the spec sends elsewhere: /deposit/ and /withdraw/ open the cashier over the lobby. */
const REDIRECTED_TO_LOBBY = new Set(['deposit', 'withdraw']);
/** The profile root replaces itself with the dashboard (issue #19). */
const REPLACED_BY: Readonly<Record<string, { id: string; path: string }>> = {
  profile: { id: 'profile.dashboard', path: 'profile/dashboard/' },
};

const LOCALES = [
  { slug: 'en', lang: 'en-GB' },
  { slug: 'fi', lang: 'fi-FI' },
  { slug: 'de', lang: 'de-DE' },
];

test('every route renders in its layout and locale', async ({ page }) => {
  test.setTimeout(120_000);
  const routes = [...ROUTES, ...UNLOCALISED_ROUTES];
  for (const [index, route] of routes.entries()) {
    // Rotate through locales so each is exercised across the table.
    const locale = LOCALES[index % LOCALES.length]!;
    const path = pathOf(route, locale.slug);
    if (REDIRECTED_TO_LOBBY.has(route.id)) {
      await test.step(`${route.id} ${path} → the lobby`, async () => {
        await page.goto(path);
        await expect(page.locator('body')).toHaveAttribute('data-route', 'lobby');
        expect(new URL(page.url()).pathname).toBe(`/${locale.slug}/`);
      });
      continue;
    }
    const expected = chooseLayout(route.layout, { refreshable: false }).layout;
    const replacement = REPLACED_BY[route.id];
    await test.step(`${route.id} ${path} → ${expected}`, async () => {
      await page.goto(path);
      await expect(page.locator('body')).toHaveAttribute('data-route', replacement?.id ?? route.id);
      await expect(page.locator('body')).toHaveAttribute('data-layout', expected);
      await expect(page.locator('h1').first()).toBeVisible();
      if (!route.unlocalised)
        await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
      const finalPath = replacement ? `/${locale.slug}/${replacement.path}` : path;
      expect(new URL(page.url()).pathname).toBe(finalPath);
    });
  }
});
