// The page-wide actors behind dialogs, toasts, consent and guards (and the feature flags), as
// features see them. src/app/platform/ starts them after the first paint (decision 0015).
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import type { consentMachine } from '../../machines/consent/consent.machine.ts';
import type { FeatureFlags } from '../../machines/feature-flags/feature-flags.ts';
import type { guardsMachine } from '../../machines/guards/guards.machine.ts';
import type { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import type { overlaysMachine } from '../../machines/overlays/overlays.machine.ts';

/** The inspector hook every actor is started with (undefined outside `?inspect`). */
export type Inspect = ActorOptions<AnyActorLogic>['inspect'];

export interface PlatformActors {
  overlays: ActorRefFrom<typeof overlaysMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  consent: ActorRefFrom<typeof consentMachine>;
  guards: ActorRefFrom<typeof guardsMachine>;
  featureFlags: FeatureFlags;
}

/** What the first paint holds: the platform actors arrive in their own chunk. */
export interface PlatformHandle {
  ready: Promise<PlatformActors>;
}
