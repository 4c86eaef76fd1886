// The default: events reach subscribers of this process only (one-process deployments, tests).
import { setMaxListeners } from 'node:events';
import { createEventTargetPubSub, type EventTargetPubSubOptions } from './event-target-pubsub.ts';
import type { PubSub } from './pubsub.ts';

export function createInProcessPubSub(): PubSub {
  // Each open subscription listens on the target: with Node's default of ten, the eleventh
  // player online would log a false "possible memory leak" warning.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createEventTargetPubSub({
    kind: 'in-process',
    eventTarget: eventTarget as NonNullable<EventTargetPubSubOptions['eventTarget']>,
  });
}
