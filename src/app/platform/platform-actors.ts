// The page-wide actors behind dialogs, toasts, consent and guards, and the feature flags. They are not needed for the
// first paint: startAppActors imports this module right after start-up (decision 0015), and
// components reach the actors through src/runtime/use-platform.ts.
import { createActor, fromPromise } from 'xstate';
import { CONSENT_STORAGE_KEY, consentMachine } from '../../../machines/consent/consent.machine.ts';
import { guardsMachine } from '../../../machines/guards/guards.machine.ts';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import {
  overlaysMachine,
  payloadField,
  stripParams,
} from '../../../machines/overlays/overlays.machine.ts';
import type { PageEvent } from '../../../machines/lobby/lobby.machine.ts';
import type { NavigationPort } from '../../runtime/navigation.ts';
import type { Inspect, PlatformActors } from '../../runtime/platform-actors.ts';
import { readFeatureFlags } from './feature-flags.ts';

export interface PlatformOptions {
  inspect: Inspect;
  navigation: NavigationPort;
  /** Whether the server runs in development (feature-flag query overrides). */
  development: boolean;
  tellLobby: (event: PageEvent) => void;
}

export function startPlatformActors({
  inspect,
  navigation,
  development,
  tellLobby,
}: PlatformOptions): PlatformActors {
  const overlays = createActor(
    overlaysMachine.provide({
      actions: {
        // Replace: closing a dialog is not a step the back button should undo. Through the
        // router, so the page sees the new search.
        stripQueryParams: (_, { params }) => {
          const { pathname, search, hash } = window.location;
          const stripped = stripParams(search, params);
          if (stripped !== search)
            navigation.navigate(pathname + stripped + hash, { replace: true });
        },
        reportOpen: (_, { open }) => tellLobby({ type: 'page.dialogChanged', open }),
        reportClosed: (_, { variant, payload }) => {
          const popUpId = payload === null ? undefined : payloadField(payload, 'popUpId');
          tellLobby({
            type: 'page.dialogClosed',
            variant,
            popUpId: typeof popUpId === 'string' ? popUpId : null,
          });
        },
      },
    }),
    { systemId: 'overlays', inspect },
  ).start();

  const notifications = createActor(notificationsMachine, {
    systemId: 'notifications',
    input: {},
    inspect,
  }).start();

  const consent = createActor(
    consentMachine.provide({
      actors: {
        // Corrupt JSON throws: the machine treats it as unanswered and warns.
        readStoredConsent: fromPromise(async () => {
          const raw = window.sessionStorage.getItem(CONSENT_STORAGE_KEY);
          return raw === null ? null : (JSON.parse(raw) as unknown);
        }),
      },
      actions: {
        persistConsent: (_, stored) => {
          try {
            window.sessionStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
          } catch (error) {
            // Storage full or blocked: the answer still holds for this page view.
            console.warn('The consent answer could not be stored', error);
          }
        },
        warnStoredConsent: (_, { reason }) =>
          console.warn(`The stored consent (${CONSENT_STORAGE_KEY}) is ${reason}: asking again`),
        reportConsent: (_, { categories }) =>
          tellLobby({ type: 'page.consentChanged', categories }),
      },
    }),
    { systemId: 'consent', inspect },
  ).start();

  const guards = createActor(guardsMachine, { systemId: 'guards', inspect }).start();

  const featureFlags = readFeatureFlags(development);

  return { overlays, notifications, consent, guards, featureFlags };
}
