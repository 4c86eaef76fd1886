// The end-to-end tests' starting points, as Playwright fixtures (test.extend): a player made by the
// server's test-fixtures stand-in (/dev/fixtures/, server/dev/fixtures-routes.ts) — past sign-up,
// with money if asked — and a browser context that starts signed in as them: the token pair of
// the custom flow in the cookies the lobby keeps it in (src/adapters/auth/token-storage.ts). The
// sign-in and cashier pages are tested where they are the subject (identity, login-flows,
// registration, wallet); every other journey starts here.
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { origin } from './origins.ts';

export interface FixturePlayer {
  playerId: string;
  brand: string;
  email: string;
  phoneNumber: string;
  password: string;
  currency: string;
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  sessionId: string;
  /** The origin the player signed in on, e.g. http://est.localhost:3100. */
  origin: string;
}

export interface PlayerOptions {
  /** The brand's host: 'est.localhost' (nordlys, default), 'localhost' (aurora), … */
  host?: string;
  country?: string;
  /** Minor units credited as a completed deposit. */
  deposit?: number;
  /** Default true: past the limit prompt of sign-up (mga asks for a limit before a deposit). */
  limitPromptAnswered?: boolean;
  phoneVerified?: boolean;
  firstName?: string;
  dateOfBirth?: string;
  emailPrefix?: string;
}

/** A new player on the server, not signed in anywhere yet. */
export async function createPlayer(
  request: APIRequestContext,
  options: PlayerOptions = {},
): Promise<FixturePlayer> {
  const { host = 'est.localhost', ...body } = options;
  const at = origin(host);
  // Node resolves only localhost: the brand's host goes in the Host header (the token is for it).
  const response = await request.post(`${origin()}/dev/fixtures/players`, {
    data: body,
    headers: { host: new URL(at).host },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as Omit<FixturePlayer, 'origin'>), origin: at };
}

/** Signs `context` in as `player` on the player's origin, as the lobby keeps a session. */
export async function signInContext(context: BrowserContext, player: FixturePlayer) {
  const info = {
    flow: 'custom',
    sessionId: player.sessionId,
    expiresAt: Date.parse(player.accessTokenExpiresAt),
  };
  await context.addCookies(
    [
      ['accessToken', player.accessToken],
      ['refreshToken', player.refreshToken],
      ['sessionInfo', JSON.stringify(info)],
    ].map(([name, value]) => ({
      name: name!,
      value: encodeURIComponent(value!),
      url: player.origin,
      sameSite: 'Lax' as const,
    })),
  );
}

/** Credits a completed deposit of `amount` minor units. */
export async function fund(request: APIRequestContext, player: FixturePlayer, amount: number) {
  const response = await request.post(`${origin()}/dev/fixtures/deposits`, {
    data: { playerId: player.playerId, amount },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const test = base.extend<{
  /** Makes a player and signs this test's context in as them. */
  signIn: (options?: PlayerOptions) => Promise<FixturePlayer>;
  /** Credits a completed deposit to a player. */
  fund: (player: FixturePlayer, amount: number) => Promise<void>;
}>({
  signIn: async ({ context, request }, use) => {
    await use(async (options) => {
      const player = await createPlayer(request, options);
      await signInContext(context, player);
      return player;
    });
  },
  fund: async ({ request }, use) => {
    await use((player, amount) => fund(request, player, amount));
  },
});

export { expect };

/** The game session token of the page's game frame (its `session` parameter). */
export async function gameSessionOf(page: Page): Promise<string> {
  const src = await page.locator('iframe[data-game-frame]').getAttribute('src');
  const token = src ? new URL(src, 'http://frame.invalid').searchParams.get('session') : null;
  expect(token, 'the game frame carries its session').toBeTruthy();
  return token!;
}

export type SeededOutcome = 'loss' | 'win' | 'decision';

/**
 * Names the outcomes of the page's game's next rounds (the seeded-outcomes stand-in): a test
 * about running low, or about a win, does not wait for luck.
 */
export async function seedOutcomes(page: Page, outcomes: readonly SeededOutcome[]) {
  const session = await gameSessionOf(page);
  const response = await page.request.post(`${origin()}/dev/game-sessions/outcomes`, {
    data: { session, outcomes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Moves a brand's time forward on the server (the clock stand-in) and the pages' clocks by as
 * much (Playwright's clock, which each page must have installed before it loaded): a raffle drop
 * ends, a reality check comes due, without waiting.
 */
export async function advanceTime(
  request: APIRequestContext,
  brand: string,
  ms: number,
  pages: readonly Page[],
) {
  const response = await request.post(`${origin()}/dev/clock/${brand}`, {
    data: { advanceMs: ms },
  });
  expect(response.status(), await response.text()).toBe(200);
  for (const page of pages) await page.clock.fastForward(ms);
}
