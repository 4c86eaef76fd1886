// Development only: imported behind `import.meta.env.DEV`, so it never reaches the production
// bundle. Opens the Stately inspector and hands back the `inspect` callback for every actor.

import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { redactSecrets } from './redact.ts';

export function startInspector(): Observer<InspectionEvent> {
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redactSecrets(context),
    sanitizeEvent: (event) => redactSecrets(event),
  });
  return inspector.inspect;
}
