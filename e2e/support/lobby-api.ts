import { expect, type Page } from '@playwright/test';
import { cookieValue } from './players.ts';

/** The signed-in player's bearer (the lobby keeps it fresh in its cookie). */
async function bearer(page: Page): Promise<string> {
  return decodeURIComponent((await cookieValue(page.context(), 'accessToken')) ?? '');
}

/**
 * A lobby GraphQL operation as the page's signed-in player, sent from the page (its brand's
 * origin) with the player's bearer; expects data and returns it.
 */
export async function asSignedInPlayer<T>(
  page: Page,
  query: string,
  variables: object = {},
): Promise<T> {
  const token = await bearer(page);
  const text = await page.evaluate(
    async ({ query, variables, token }) => {
      const response = await fetch('/lobby-graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.text();
    },
    { query, variables, token },
  );
  const body = JSON.parse(text) as { data: T | null };
  expect(body.data, text).not.toBeNull();
  return body.data!;
}
