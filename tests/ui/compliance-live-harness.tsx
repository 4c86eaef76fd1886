// What the live compliance UI tests share: the real session machine (a restored
// player, or a visitor), the real overlays, guards and consent machines, the real compliance
// actors of src/app/compliance over a fake GraphQL client and a fake socket, and the app's
// handle around them.
import { createActor, fromPromise, waitFor } from 'xstate';
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { guardsMachine } from '../../machines/guards/guards.machine.ts';
import {
  playerStatus,
  sessionMachine,
  type RestoredSession,
} from '../../machines/session/session.machine.ts';
import { startComplianceActors } from '../../src/app/compliance/compliance-actors.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { PLAYER, SESSION_ID, overlaysActor } from './protection-session-harness.tsx';
import { fakeApi, fakePlayerEvents } from './rewards-harness.tsx';

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

/** The real session machine: signed in as PLAYER, or a visitor. */
export async function sessionFor(signedIn: boolean) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession | null>(async () =>
          signedIn ? { player: PLAYER, flow: 'custom', sessionId: SESSION_ID } : null,
        ),
        endSession: fromPromise(async () => {}),
      },
      actions: {
        scheduleTokenRefresh: () => {},
        clearTokenRefresh: () => {},
        clearStoredSession: () => {},
        redirectAfterLogout: () => {},
      },
    }),
  ).start();
  await waitFor(session, (snapshot) => playerStatus(snapshot) !== 'LOADING');
  return session;
}

/** One tab: the compliance actors over `handlers`, with the platform actors they use. */
export async function complianceTab(
  handlers: Record<string, Handler>,
  options: { signedIn?: boolean; marketing?: boolean; licence?: string; phone?: boolean } = {},
) {
  const session = await sessionFor(options.signedIn ?? true);
  const api = fakeApi(handlers);
  const socket = fakePlayerEvents();
  const overlays = overlaysActor();
  const guards = createActor(guardsMachine).start();
  const consent = createActor(
    consentMachine.provide({
      actors: {
        readStoredConsent: fromPromise<unknown>(async () =>
          options.marketing ? { categories: ['marketing'] } : null,
        ),
      },
      actions: { persistConsent: () => {}, warnStoredConsent: () => {} },
    }),
  ).start();
  const platform = { overlays, guards, consent };
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const compliance = startComplianceActors({
    api: () => api.api,
    session: { session, lobby: socket.lobby },
    platform: { ready: Promise.resolve(platform) } as unknown as AppActors['platform'],
    licence: () => options.licence ?? 'mga',
    // `phone`: the brand asks to verify, and the player's number is not (the harness's state).
    phoneVerification: () => ({ enabled: options.phone ?? false, skipped: false }),
    inspect: undefined,
    storage,
    now: () => T0,
  });
  // One promise, as the app's handle gives: `use` must see the same one on every render.
  const ready = Promise.resolve(compliance);
  const actors = {
    services: { api: api.api },
    session: { session },
    platform: { ready: Promise.resolve(platform) },
    compliance: { actors: () => ready },
  } as unknown as AppActors;
  return { api, socket, overlays, guards, consent, session, compliance, actors, stored };
}
