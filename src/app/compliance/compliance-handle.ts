// Account compliance at start-up: only this handle is in the first paint. The
// actors (compliance-actors.ts) load when the banners host first renders (every layout has
// one) or when a player first signs in, so guards and pop-ups follow a player on any page.
import type { ComplianceActors, ComplianceHandle } from '../../runtime/compliance.ts';
import type { ComplianceOptions } from './compliance-actors.ts';

export function loadComplianceActors(options: ComplianceOptions): ComplianceHandle {
  let started: Promise<ComplianceActors> | null = null;
  const actors = () =>
    (started ??= import('./compliance-actors.ts').then(({ startComplianceActors }) =>
      startComplianceActors(options),
    ));
  const { session } = options.session;
  let waiting = true;
  const startOnSignIn = (signedIn: boolean) => {
    if (!waiting || !signedIn) return;
    waiting = false;
    subscription.unsubscribe();
    void actors();
  };
  const subscription = session.subscribe((snapshot) =>
    startOnSignIn(snapshot.context.player !== null),
  );
  startOnSignIn(session.getSnapshot().context.player !== null);
  return { actors };
}
