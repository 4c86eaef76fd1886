// The end-to-end tests' starting points, as Playwright fixtures (test.extend): a player made by the
// server's test-fixtures stand-in (/dev/fixtures/, server/dev/fixtures-routes.ts) — past sign-up,
// with money if asked — and a browser context that starts signed in as them: the token pair of
// the custom flow in the cookies the lobby keeps it in (src/adapters/auth/token-storage.ts). The
// sign-in and cashier pages are tested where they are the subject (identity, login-flows,
// registration, wallet); every other journey starts here.
import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
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
  const response = await request.post(`${at}/dev/fixtures/players`, { data: body });
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
  const response = await request.post(`${player.origin}/dev/fixtures/deposits`, {
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
