// The page-wide actors behind dialogs, toasts, consent and guards, with their effects: the
// lobby's root loads this module after the first paint (decision 0015) and spawns them with
// their systemIds; their reports to the lobby (the dialog on screen, which one closed, the
// consent) are the lobby's. Components reach them through src/runtime/use-platform.ts.
import { fromPromise } from 'xstate';
import { CONSENT_STORAGE_KEY, consentMachine } from '../../../machines/consent/consent.machine.ts';
import { guardsMachine } from '../../../machines/guards/guards.machine.ts';
import type { PlatformLogic } from '../../../machines/lobby/lobby.machine.ts';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { overlaysMachine, stripParams } from '../../../machines/overlays/overlays.machine.ts';
import type { NavigationPort } from '../../runtime/navigation.ts';

export function platformLogic({ navigation }: { navigation: NavigationPort }): PlatformLogic {
  return {
    overlays: overlaysMachine.provide({
      actions: {
        // Replace: closing a dialog is not a step the back button should undo. Through the
        // router, so the page sees the new search.
        stripQueryParams: (_, { params }) => {
          const { pathname, search, hash } = window.location;
          const stripped = stripParams(search, params);
          if (stripped !== search)
            navigation.navigate(pathname + stripped + hash, { replace: true });
        },
      },
    }),
    notifications: notificationsMachine,
    consent: consentMachine.provide({
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
      },
    }),
    guards: guardsMachine,
  };
}
