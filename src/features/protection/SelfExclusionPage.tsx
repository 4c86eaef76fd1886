// /profile/self-exclusion/: a time-out (every licence) and self-exclusion (where the
// licence has it; several durations only on mga), each behind a confirmation that says exactly
// what will happen, then the result. The server ends every session of the player right after
// startBreak; the session-destroyed path then signs this tab out (src/app/session).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  breakEndsAt,
  breakOptions,
  BREAK_DURATIONS,
  type BreakDuration,
  type BreakKind,
} from '../../../machines/protection/policy.ts';
import {
  ProtectionBreaksDocument,
  ProtectionStartBreakDocument,
  type PlayerBreakFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import {
  BREAK_DURATION_NAMES,
  formatWhen,
  protectionErrorMessage,
} from '../../components/protection-texts.ts';
import { useFormAction } from '../../components/use-form-action.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import overlay from '../../components/Dialog.module.css';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { Loading } from '../../components/PlayerOnly.tsx';
import { ProtectionFrame, useProtectionRead } from './ProtectionFrame.tsx';
import styles from './Protection.module.css';

const KIND_NAMES: Readonly<Record<BreakKind, MessageDescriptor>> = {
  Timeout: msg`time-out`,
  SelfExclusion: msg`self-exclusion`,
};

/** The durations offered: the server's list, kept to what the licence's policy allows. */
function offered(server: readonly string[], licence: string, kind: BreakKind): BreakDuration[] {
  const policy = new Set<string>(breakOptions(licence, kind));
  return BREAK_DURATIONS.filter((duration) => server.includes(duration) && policy.has(duration));
}

export default function SelfExclusionPage() {
  return (
    <ProtectionFrame
      routeId="profile.self-exclusion"
      lead={
        <Trans>
          Need a pause? Take a break from playing for a while, or exclude yourself for longer.
        </Trans>
      }
    >
      <Breaks />
    </ProtectionFrame>
  );
}

function Breaks() {
  const { settings } = useShell();
  const [started, setStarted] = useState<PlayerBreakFieldsFragment | null>(null);
  const { data, error, reload } = useProtectionRead((api) =>
    api.request(ProtectionBreaksDocument, {}).then(({ viewer }) => viewer.responsibleGaming),
  );
  if (started) return <BreakStarted taken={started} />;
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  const licence = data.licence ?? settings.license;
  const timeouts = offered(data.timeoutOptions, licence, 'Timeout');
  const exclusions = offered(data.selfExclusionOptions, licence, 'SelfExclusion');
  return (
    <>
      {data.activeBreak && <ActiveBreak current={data.activeBreak} />}
      <BreakForm
        kind="Timeout"
        options={timeouts}
        title={msg`Take a break`}
        intro={msg`A time-out pauses your account for a short time. You choose how long.`}
        onStarted={setStarted}
      />
      {exclusions.length > 0 ? (
        <BreakForm
          kind="SelfExclusion"
          options={exclusions}
          title={msg`Self-exclusion`}
          intro={msg`Self-exclusion closes your account to play for a long time, if you feel gambling is becoming a problem.`}
          onStarted={setStarted}
        />
      ) : (
        <p className={styles.notice} data-testid="no-self-exclusion">
          <Trans>
            Self-exclusion is not offered under this site's licence. The time-out above is available
            to you at any time.
          </Trans>
        </p>
      )}
    </>
  );
}

function ActiveBreak({ current }: { current: PlayerBreakFieldsFragment }) {
  const { i18n } = useLingui();
  const kind = i18n._(KIND_NAMES[current.kind]);
  const until = current.endsAt ? formatWhen(current.endsAt, i18n.locale) : null;
  return (
    <p className={styles.notice} role="status">
      {until ? (
        <Trans>
          Your {kind} is running until {until}.
        </Trans>
      ) : (
        <Trans>Your {kind} is running with no end date.</Trans>
      )}
    </p>
  );
}

function BreakForm({
  kind,
  options,
  title,
  intro,
  onStarted,
}: {
  kind: BreakKind;
  options: readonly BreakDuration[];
  title: MessageDescriptor;
  intro: MessageDescriptor;
  onStarted: (taken: PlayerBreakFieldsFragment) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [duration, setDuration] = useState<BreakDuration | null>(
    options.length === 1 ? options[0]! : null,
  );
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!duration) {
      setHint(t`Choose how long first.`);
      return;
    }
    setHint(null);
    setConfirming(true);
  };
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-break-kind={kind}
      data-testid={`break-${kind}`}
    >
      <h2 id={headingId}>{i18n._(title)}</h2>
      <p>{i18n._(intro)}</p>
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={styles.options}>
          <legend>{options.length === 1 ? t`Duration` : t`How long?`}</legend>
          {options.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={`duration-${kind}`}
                value={option}
                checked={duration === option}
                onChange={() => setDuration(option)}
              />
              {i18n._(BREAK_DURATION_NAMES[option])}
            </label>
          ))}
        </fieldset>
        <FormError message={hint} className={styles.error} />
        <div className={styles.actions}>
          <Button type="submit" variant={kind === 'SelfExclusion' ? 'secondary' : 'primary'}>
            {kind === 'Timeout' ? t`Take a break` : t`Exclude myself`}
          </Button>
        </div>
      </form>
      {confirming && duration && (
        <ConfirmBreak
          kind={kind}
          duration={duration}
          onClose={() => setConfirming(false)}
          onStarted={onStarted}
        />
      )}
    </section>
  );
}

/** What the player agrees to, in plain words, with the end date the duration gives from now. */
function ConfirmBreak({
  kind,
  duration,
  onClose,
  onStarted,
}: {
  kind: BreakKind;
  duration: BreakDuration;
  onClose: () => void;
  onStarted: (taken: PlayerBreakFieldsFragment) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const ref = useModalDialog();
  const titleId = useId();
  const { busy, error, run } = useFormAction(
    (failure) => protectionErrorMessage(failure, { locale: i18n.locale }),
    { leavesPage: false },
  );
  const [now] = useState(() => Date.now());
  const endsAt = breakEndsAt(duration, now);
  const until = endsAt === null ? null : formatWhen(endsAt, i18n.locale);
  // Lower case inside the sentence ("for 6 months"), except in German, whose nouns keep their
  // capital ("für 6 Monate").
  const name = i18n._(BREAK_DURATION_NAMES[duration]);
  const length = i18n.locale.startsWith('de') ? name : name.toLowerCase();
  const start = () =>
    run(async () => {
      const { startBreak } = await api.request(ProtectionStartBreakDocument, { kind, duration });
      onStarted(startBreak);
    });
  return (
    <dialog
      ref={ref}
      className={overlay.dialog}
      aria-labelledby={titleId}
      data-testid="confirm-break"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className={overlay.panel}>
        <h2 id={titleId} className={overlay.title}>
          {kind === 'Timeout'
            ? t`Take a break for ${length}?`
            : duration === 'Indefinite'
              ? t`Exclude yourself indefinitely?`
              : t`Exclude yourself for ${length}?`}
        </h2>
        <ul className={styles.consequences}>
          <li>
            <Trans>You will be signed out now, on every device.</Trans>
          </li>
          <li>
            {until ? (
              <Trans>
                Until {until} you cannot play, deposit or claim rewards, and we send you no
                marketing.
              </Trans>
            ) : (
              <Trans>
                With no end date, you cannot play, deposit or claim rewards, and we send you no
                marketing.
              </Trans>
            )}
          </li>
          <li>
            <Trans>You can still sign in to withdraw your balance.</Trans>
          </li>
          {kind === 'SelfExclusion' ? (
            <li>
              <Trans>
                A self-exclusion cannot be shortened or undone. When it ends, it does not lift by
                itself: you ask for it to be lifted.
              </Trans>
            </li>
          ) : (
            <li>
              <Trans>A time-out cannot be shortened or ended early once it has started.</Trans>
            </li>
          )}
        </ul>
        <FormError message={error} className={styles.error} />
        <div className={overlay.buttons}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void start()} loading={busy}>
            {kind === 'Timeout' ? t`Start my break` : t`Exclude me`}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

function BreakStarted({ taken }: { taken: PlayerBreakFieldsFragment }) {
  const { i18n } = useLingui();
  const kind = i18n._(KIND_NAMES[taken.kind]);
  const until = taken.endsAt ? formatWhen(taken.endsAt, i18n.locale) : null;
  return (
    <section className={styles.card} role="status" data-testid="break-started">
      <h2>
        <Trans>Your {kind} has started</Trans>
      </h2>
      <p>
        {until ? (
          <Trans>It ends on {until}.</Trans>
        ) : (
          <Trans>It has no end date: it lasts until you ask for it to be lifted.</Trans>
        )}{' '}
        <Trans>You are being signed out on every device. Take care.</Trans>
      </p>
    </section>
  );
}
