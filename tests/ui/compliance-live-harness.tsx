// What the live compliance UI tests share: the lobby's real root (a restored player, or a
// visitor) whose compliance is the real one of src/app/compliance over a fake GraphQL client, the
// player's connection a fake socket, the app's real platform actors (overlays, guards, consent:
// testAppActors), and the clock at T0.
import { vi } from 'vitest';
import { waitFor } from 'xstate';
import { CONSENT_STORAGE_KEY } from '../../machines/consent/consent.machine.ts';
import { complianceLogic } from '../../src/app/compliance/compliance-logic.ts';
import { PLAYER } from './protection-session-harness.tsx';
import { fakeApi, fakePlayerEvents } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';
import { startTestLobby } from './test-lobby.ts';

type Handler = (variables: Record<string, unknown>) => unknown;

export const T0 = Date.UTC(2030, 0, 15, 12);
const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** ComplianceState's player with nothing to show; `overrides` replace fields. */
export function complianceState(
  overrides: {
    player?: Record<string, unknown>;
    sourceOfWealth?: Record<string, unknown>;
    additionalInformation?: Record<string, unknown>;
    popUps?: unknown[];
  } = {},
) {
  const popUps = overrides.popUps ?? [];
  return {
    viewer: {
      player: {
        id: 'p-1',
        email: 'sami@example.com',
        phoneNumber: '+358401234567',
        isPhoneNumberVerified: true,
        accountStatus: { status: 'Active', cause: null, reopenByCustomerAllowed: false },
        country: { code: 'FI' },
        kycCheckStatus: { status: 'NotRequired', deadline: null },
        sourceOfWealthStatus: null,
        selfExclusionDetails: null,
        timeouts: null,
        bankingCDD: null,
        isInstantBankingBlocked: false,
        instantBankingBlock: null,
        ...overrides.player,
      },
      customer: { id: 'c-1', popUpsNeeded: popUps.map((p) => (p as { kind: string }).kind) },
      sourceOfWealth: {
        checkState: 'NotRequired',
        dueDate: null,
        dueDateExpired: false,
        requestedFundingType: null,
        categories: [],
        ...overrides.sourceOfWealth,
      },
      additionalInformation: { required: false, ...overrides.additionalInformation },
      popUps,
    },
  };
}

export const siteBanners = (banners: unknown[] = [], countryCode = 'FI') => ({
  siteBanners: banners,
  countryContext: { countryCode },
});

export const TERMS = {
  id: 'pu-1',
  kind: 'TermsAndConditions',
  version: 2,
  title: 'Our new terms',
  body: 'We changed our terms.\n\nPlease read them.',
  requiresAcceptance: true,
  createdAt: iso(T0 - HOUR),
};

export const MESSAGE = {
  id: 'pu-2',
  kind: 'Message',
  version: 1,
  title: 'A word from us',
  body: 'Have a nice day.',
  requiresAcceptance: false,
  createdAt: iso(T0 - HOUR),
};

/**
 * One tab: the compliance of the lobby's root over `handlers`, with the app's platform actors.
 * The clock (Date) is at T0 until the test's afterEach restores it (vi.useRealTimers).
 */
export async function complianceTab(
  handlers: Record<string, Handler>,
  options: { signedIn?: boolean; marketing?: boolean; licence?: string; phone?: boolean } = {},
) {
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
  const api = fakeApi(handlers);
  const socket = fakePlayerEvents();
  // The consent actor reads the stored answer: marketing allowed, or nothing answered.
  if (options.marketing)
    window.sessionStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ categories: ['marketing'] }),
    );
  else window.sessionStorage.removeItem(CONSENT_STORAGE_KEY);
  const stored = new Map<string, string>();
  const logic = complianceLogic({
    api: () => api.api,
    licence: () => options.licence ?? 'mga',
    // `phone`: the brand asks to verify, and the player's number is not (the harness's state).
    phoneVerification: () => ({ enabled: options.phone ?? false, skipped: false }),
    overlays: async () => app.platform.overlays,
    guards: async () => app.platform.guards,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  const lobby = startTestLobby({
    player: options.signedIn === false ? null : PLAYER,
    connect: socket.connect,
    playerLogic: { compliance: logic },
    complianceLogic: logic,
  });
  const app = testAppActors({ api: api.api, session: lobby });
  await waitFor(lobby.lobby, (snapshot) =>
    options.signedIn === false
      ? snapshot.context.compliance !== null
      : snapshot.matches({ player: { actors: 'running' } }),
  );
  const { overlays, guards, consent } = await app.actors.platform.ready;
  return {
    api,
    socket,
    overlays,
    guards,
    consent,
    session: lobby.session,
    lobby: lobby.lobby,
    actors: app.actors,
    stored,
  };
}
