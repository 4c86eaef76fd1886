// /profile/limits/ and /profile/global-limits/: one row per kind and period the
// licence offers (the policy table, machines/protection/policy.ts, and the server's
// list), and on /profile/limits/ the reality-check interval where the licence has it. A licence
// without a tool shows nothing for it, and says which tools it has.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  LIMIT_PERIODS,
  policyFor,
  type ProtectionPolicy,
} from '../../../machines/protection/policy.ts';
import {
  ProtectionLimitsDocument,
  ProtectionSetRealityCheckPeriodDocument,
  type LimitKind,
  type ProtectionLimitFieldsFragment,
  type ProtectionLimitsQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { LoadError } from '../../components/AccountFrame.tsx';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { protectionErrorMessage } from '../../components/protection-texts.ts';
import { useFormAction } from '../../components/use-form-action.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { LimitRow } from './LimitRow.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { ProtectionFrame, useProtectionRead } from './ProtectionFrame.tsx';
import styles from './Protection.module.css';

type Page = 'profile.limits' | 'profile.global-limits';

const PAGE_KINDS: Readonly<Record<Page, readonly LimitKind[]>> = {
  'profile.limits': ['Deposit', 'Loss', 'Session'],
  'profile.global-limits': ['GlobalLoss'],
};

const KIND_TITLES: Readonly<Record<LimitKind, MessageDescriptor>> = {
  Deposit: msg`Deposit limits`,
  Loss: msg`Loss limits`,
  GlobalLoss: msg`Global loss limits`,
  Session: msg`Play-time limit`,
};

const KIND_INTROS: Readonly<Record<LimitKind, MessageDescriptor>> = {
  Deposit: msg`The most you can deposit in a rolling window. When several apply, the lowest counts.`,
  Loss: msg`The most you can lose (bets minus wins) on this site in a rolling window.`,
  GlobalLoss: msg`The most you can lose across every site of our group, with the same e-mail address, in a rolling window.`,
  Session: msg`How long you can play per day. When it is reached, you are signed out until the next day.`,
};

/** Whether the licence has a kind of limit, and with which periods. */
function periodsOffered(policy: ProtectionPolicy, kind: LimitKind): readonly string[] {
  if (kind === 'Session') return policy.sessionLimit ? ['Day'] : [];
  return policy.moneyLimits[kind]?.periods ?? [];
}

/** The server's rows of a kind, kept to the periods the policy offers, in period order. */
export function rowsOf(
  limits: readonly ProtectionLimitFieldsFragment[],
  policy: ProtectionPolicy,
  kind: LimitKind,
): ProtectionLimitFieldsFragment[] {
  const periods = periodsOffered(policy, kind);
  return LIMIT_PERIODS.flatMap((period) =>
    periods.includes(period)
      ? limits.filter((limit) => limit.kind === kind && limit.period === period)
      : [],
  );
}

export function LimitsPage({ page }: { page: Page }) {
  return (
    <ProtectionFrame
      routeId={page}
      lead={
        page === 'profile.global-limits' ? (
          <Trans>Limits that count your play on every site of our group.</Trans>
        ) : (
          <Trans>Set your own limits. Lowering a limit applies at once.</Trans>
        )
      }
    >
      <Limits page={page} />
    </ProtectionFrame>
  );
}

function Limits({ page }: { page: Page }) {
  const { settings } = useShell();
  const { data, error, reload } = useProtectionRead((api) =>
    api.request(ProtectionLimitsDocument, {}).then(({ viewer }) => viewer),
  );
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Loading />;
  const licence = data.responsibleGaming.licence ?? settings.license;
  const policy = policyFor(licence);
  const sections = PAGE_KINDS[page]
    .map((kind) => ({ kind, rows: rowsOf(data.responsibleGaming.limits, policy, kind) }))
    .filter((section) => section.rows.length > 0);
  const realityCheck =
    page === 'profile.limits' && policy.realityCheckMinutes
      ? data.responsibleGaming.realityCheck
      : null;
  return (
    <>
      {sections.length === 0 && <NoLimits policy={policy} page={page} />}
      {sections.map(({ kind, rows }) => (
        <LimitSection key={kind} kind={kind} rows={rows} licence={licence} policy={policy} />
      ))}
      {realityCheck && <RealityCheckSetting current={realityCheck} />}
    </>
  );
}

function LimitSection({
  kind,
  rows,
  licence,
  policy,
}: {
  kind: LimitKind;
  rows: ProtectionLimitFieldsFragment[];
  licence: string;
  policy: ProtectionPolicy;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const hours = policy.increaseDelayHours;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-limit-kind={kind}>
      <h2 id={headingId}>{i18n._(KIND_TITLES[kind])}</h2>
      <p>
        {i18n._(KIND_INTROS[kind])}{' '}
        <Trans>Raising or removing a limit takes effect after {hours} hours.</Trans>
      </p>
      <ul className={styles.cards}>
        {rows.map((row) => (
          <LimitRow key={`${row.kind}.${row.period}`} limit={row} licence={licence} />
        ))}
      </ul>
    </section>
  );
}

/** A licence without limits on this page: what it has instead. */
function NoLimits({ policy, page }: { policy: ProtectionPolicy; page: Page }) {
  const other = page === 'profile.limits' ? policy.moneyLimits.GlobalLoss : undefined;
  return (
    <section className={styles.card} data-testid="no-limits">
      <h2>
        {page === 'profile.global-limits' ? (
          <Trans>No global limits here</Trans>
        ) : (
          <Trans>No deposit or loss limits here</Trans>
        )}
      </h2>
      <p>
        <Trans>
          This site's licence does not offer these limits. The tool available to you is the
          time-out: a break from playing for 24 hours up to 6 weeks, at any time.
        </Trans>
      </p>
      <div className={styles.actions}>
        <LinkButton to="/profile/self-exclusion/">
          <Trans>Take a break</Trans>
        </LinkButton>
        {other && (
          <LinkButton to="/profile/global-limits/" variant="secondary">
            <Trans>Global limits</Trans>
          </LinkButton>
        )}
      </div>
    </section>
  );
}

function RealityCheckSetting({
  current,
}: {
  current: NonNullable<ProtectionLimitsQuery['viewer']['responsibleGaming']['realityCheck']>;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const headingId = useId();
  const selectId = useId();
  const [saved, setSaved] = useState<{ periodSeconds: number | null } | null>(null);
  const { busy, error, run } = useFormAction(
    (failure) => protectionErrorMessage(failure, { locale: i18n.locale }),
    { leavesPage: false },
  );
  const period = saved ? saved.periodSeconds : current.periodSeconds;
  const label = (seconds: number) =>
    seconds < 60
      ? new Intl.NumberFormat(i18n.locale, {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'long',
        }).format(seconds)
      : seconds < 3600
        ? new Intl.NumberFormat(i18n.locale, {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          }).format(seconds / 60)
        : new Intl.NumberFormat(i18n.locale, {
            style: 'unit',
            unit: 'hour',
            unitDisplay: 'long',
          }).format(seconds / 3600);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('period') ?? '');
    const seconds = value === 'off' ? null : Number(value);
    void run(async () => {
      const { setRealityCheckPeriod } = await api.request(ProtectionSetRealityCheckPeriodDocument, {
        seconds,
      });
      setSaved({ periodSeconds: setRealityCheckPeriod.periodSeconds ?? null });
    });
  };
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="reality-check">
      <h2 id={headingId}>
        <Trans>Reality check</Trans>
      </h2>
      <p>
        <Trans>
          A reminder at regular intervals that shows how long you have played and your net result,
          with the choice to carry on or sign out.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field} htmlFor={selectId}>
          {t`Remind me every`}
          <select
            id={selectId}
            name="period"
            defaultValue={period === null ? 'off' : String(period)}
            key={String(period)}
          >
            <option value="off">{t`Off`}</option>
            {current.optionsSeconds.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {label(seconds)}
              </option>
            ))}
          </select>
        </label>
        <FormError message={error} className={styles.error} />
        {saved && !busy && (
          <p className={styles.notice} role="status">
            {saved.periodSeconds === null ? (
              <Trans>Reality check is off.</Trans>
            ) : (
              <Trans>Saved: the reality check follows your new interval.</Trans>
            )}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Save interval</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
