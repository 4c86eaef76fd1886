// The opt-in toggle and the contribution choice (programmes §4 "Jackpot opt-in status"): an
// opt-in actor per page view, its effects provided by the app (the status from the REST call,
// requests as PlayerOptInRequest through the socket). The service's PlayerOptInResponse,
// emitted by the socket actor, replaces the status shown; when it says the service opted the
// player out (their contribution option was withdrawn), the toggle says why.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { JackpotOptInSnapshot } from '../../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import { Button } from '../../components/Button.tsx';
import { formatMoney } from '../../components/format.ts';
import { useAppActors } from '../../runtime/app-actors.ts';
import type { JackpotSettings } from '../../runtime/jackpot.ts';
import type { JackpotActors } from '../../runtime/use-jackpot.ts';
import { useJackpotOptInLogic } from './use-jackpot-opt-in.ts';
import { optInErrorMessage, optOutReasonMessage } from './jackpot-texts.ts';
import styles from './JackpotPage.module.css';

const selectPhase = (snapshot: JackpotOptInSnapshot) => snapshot.value;
const selectContribution = (snapshot: JackpotOptInSnapshot) => snapshot.context.contribution;
const selectError = (snapshot: JackpotOptInSnapshot) => snapshot.context.error;
const selectReason = (snapshot: JackpotOptInSnapshot) => snapshot.context.optedOutReason;

export function JackpotOptIn({
  actors,
  settings,
  brand,
  playerId,
}: {
  actors: JackpotActors;
  settings: JackpotSettings;
  brand: string;
  playerId: string;
}) {
  const { t, i18n } = useLingui();
  const { inspect } = useAppActors();
  const groupId = useId();
  const optIn = useActorRef(useJackpotOptInLogic(actors), {
    input: {
      settings: settings.instanceId
        ? {
            operatorId: settings.operatorId ?? null,
            instanceId: settings.instanceId,
            brand,
            contributionOptions: settings.contributionOptions,
            initialContributionValue:
              settings.initialContributionValue ?? settings.contributionOptions[0] ?? 0,
          }
        : null,
      playerId,
    },
    inspect,
  });
  const phase = useSelector(optIn, selectPhase);
  const contribution = useSelector(optIn, selectContribution);
  const error = useSelector(optIn, selectError);
  const reason = optOutReasonMessage(useSelector(optIn, selectReason));

  useEffect(() => {
    const subscription = actors.socket.on('jackpot.optInStatus', ({ status }) => {
      if (status.instanceId !== settings.instanceId) return;
      optIn.send({
        type: 'optIn.statusReceived',
        status: {
          optedIn: status.optedIn,
          preferredContribution: status.preferredContribution,
          optedOutReason: status.optedOutReason,
        },
      });
    });
    return () => subscription.unsubscribe();
  }, [actors.socket, optIn, settings.instanceId]);

  if (phase === 'loading')
    return (
      <p className={styles.muted} role="status">
        <Trans>Loading your jackpot status…</Trans>
      </p>
    );
  if (phase === 'failed')
    return (
      <div className={styles.optInError} role="alert">
        <p>{i18n._(optInErrorMessage(error))}</p>
        <Button variant="secondary" onClick={() => optIn.send({ type: 'optIn.reload' })}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );

  const optedIn = phase === 'optedIn';
  return (
    <section className={styles.optIn} aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} className={styles.sectionTitle}>
        <Trans>Your jackpot</Trans>
      </h2>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={optedIn}
          onChange={(event) => optIn.send({ type: 'optIn.toggle', optIn: event.target.checked })}
        />
        <span>{optedIn ? t`You take part in the jackpot` : t`Take part in the jackpot`}</span>
      </label>
      {!optedIn && reason && (
        <p className={styles.optOutReason} role="status">
          {i18n._(reason)}
        </p>
      )}
      {settings.contributionOptions.length > 0 && (
        <fieldset className={styles.contributions}>
          <legend>
            <Trans>Contribution per bet</Trans>
          </legend>
          {settings.contributionOptions.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${groupId}-contribution`}
                value={value}
                checked={contribution === value}
                onChange={() => optIn.send({ type: 'optIn.contribution', value })}
              />
              <span>{formatMoney(value, settings.currency, i18n.locale)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
