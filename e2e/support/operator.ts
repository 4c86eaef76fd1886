import { expect, type BrowserContext, type Page } from '@playwright/test';
import { AURORA, cookieValue } from './players.ts';

// The operator API (key-protected) as the end-to-end tests call it, and the signed-in player's id
// it needs.
const OPERATOR_KEY = 'dev-operator-key';

export async function operator<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`${AURORA}/operator${path}`, {
    headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
    data: body,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function playerIdOf(page: Page, context: BrowserContext): Promise<string> {
  const token = await cookieValue(context, 'accessToken');
  const body = await page.evaluate(
    async (bearer) => {
      const response = await fetch('/lobby-graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ query: '{ viewer { player { id } } }' }),
      });
      return response.text();
    },
    decodeURIComponent(token ?? ''),
  );
  const parsed = JSON.parse(body) as { data: { viewer: { player: { id: string } } } | null };
  expect(parsed.data, body).not.toBeNull();
  return parsed.data!.viewer.player.id;
}

/** A fresh SMS player (their phone is verified by the sign-in) on /rewards/, and their id. */
