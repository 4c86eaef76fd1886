// The daily session limit's notice (sessionLimits: mga): when five minutes are left,
// how many; when it is reached, that the session is ending (the server ends it: SessionDestroyed
// SESSION_LIMIT, and the login page says why). Read from the signed-in session's sessionLimit
// actor; nothing for visitors or without a limit.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../../../machines/protection/session-limit.machine.ts';
import { Button } from '../../../components/Button.tsx';
import type { SessionLimitActor } from '../../../runtime/protection.ts';
import styles from './Live.module.css';
import { useSessionLimit } from './use-protection.ts';

export default function SessionLimitNotice() {
  const actor = useSessionLimit();
  return actor ? <Notice actor={actor} /> : null;
}

function Notice({ actor }: { actor: SessionLimitActor }) {
  const stage = useSelector(actor, (snapshot) =>
    snapshot.matches('warning')
      ? 'warning'
      : snapshot.matches('reached') || snapshot.matches('loggingOut')
        ? 'reached'
        : null,
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (stage === null || dismissed === stage) return null;
  return (
    <div
      className={styles.notice}
      role={stage === 'reached' ? 'alert' : 'status'}
      data-session-limit={stage}
    >
      {stage === 'warning' ? (
        <p>
          <Trans>
            <MinutesLeft actor={actor} /> of your daily session limit left. You will be signed out
            when it is reached.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>You have reached your daily session limit. You are being signed out.</Trans>
        </p>
      )}
      {stage === 'warning' && (
        <Button variant="secondary" onClick={() => setDismissed(stage)}>
          <Trans>OK</Trans>
        </Button>
      )}
    </div>
  );
}

/** "5 minutes", counting down once a minute. */
function MinutesLeft({ actor }: { actor: SessionLimitActor }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = secondsLeft(actor.getSnapshot().context, now) ?? 0;
  const minutes = Math.max(1, Math.ceil(left / 60));
  return minutes === 1 ? <Trans>1 minute</Trans> : <Trans>{minutes} minutes</Trans>;
}
