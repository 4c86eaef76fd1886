// The default: events reach subscribers of this process only (one-process deployments, tests).
import { createEventTargetPubSub } from './event-target-pubsub.ts';
import type { PubSub } from './pubsub.ts';

export function createInProcessPubSub(): PubSub {
  return createEventTargetPubSub({ kind: 'in-process' });
}
