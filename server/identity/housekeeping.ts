// Deletes what identity no longer needs: expired provider artefacts, old rate-limit entries,
// SMS codes, verification links, refresh tokens, outbox messages and notification counts. Runs
// hourly in every process (the deletes are idempotent), first a minute after start.
import type { Store } from '../db/store.ts';

const STATEMENTS = [
  `delete from oidc_payloads where expires_at < now()`,
  `delete from sign_in_failures where failed_at < now() - interval '1 day'`,
  `delete from sms_codes where created_at < now() - interval '1 day'`,
  `delete from email_verifications where expires_at < now() - interval '1 day'`,
  `delete from lobby_refresh_tokens where expires_at < now()`,
  // The outboxes stand in for a provider that would have delivered them long ago.
  `delete from email_outbox where created_at < now() - interval '7 days'`,
  `delete from sms_outbox where created_at < now() - interval '7 days'`,
  // The notification limits look back an hour.
  `delete from notification_sends where sent_at < now() - interval '1 day'`,
];

export async function sweepExpired(store: Store): Promise<void> {
  for (const sql of STATEMENTS) await store.query(sql);
}

export interface Housekeeping {
  stop(): void;
}

export function startHousekeeping(
  store: Store,
  onError: (error: unknown) => void,
  intervalMs = 60 * 60_000,
): Housekeeping {
  const run = () => void sweepExpired(store).catch(onError);
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
