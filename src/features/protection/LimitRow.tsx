// One limit of one kind and period: what is in force, how much of the window is used,
// a pending increase or removal with its effective time and Cancel, the edit field (a free-text
// amount in the player's currency, minutes for the session limit) and Remove. The row runs
// limitFlowMachine (machines/protection): the server decides whether a change applies
// at once or waits; the row shows what it answered.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { currencyDigits } from '../../../machines/money/currency-digits.ts';
import {
  limitFlowMachine,
  type LimitFlowSnapshot,
  type LimitRow as LimitRowData,
} from '../../../machines/protection/limit-flow.machine.ts';
import {
  MONEY_LIMIT_RANGE,
  policyFor,
  type LimitPeriod,
} from '../../../machines/protection/policy.ts';
import {
  ProtectionCancelPendingLimitDocument,
  ProtectionLimitsDocument,
  ProtectionSetLimitDocument,
  type ProtectionLimitFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import {
  LIMIT_NAMES,
  formatWhen,
  protectionErrorMessage,
} from '../../components/protection-texts.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { LimitUsage, useLimitAmount } from './LimitUsage.tsx';
import styles from './Protection.module.css';

/** The range an amount may take: money limits in minor units, the session limit in minutes. */
export function limitRange(kind: ProtectionLimitFieldsFragment['kind'], licence: string) {
  if (kind !== 'Session') return MONEY_LIMIT_RANGE;
  const session = policyFor(licence).sessionLimit;
  return session ? { min: session.minMinutes, max: session.maxMinutes } : { min: 1, max: 1440 };
}

const isEditing = (snapshot: LimitFlowSnapshot) => snapshot.matches('editing');
const isSaving = (snapshot: LimitFlowSnapshot) => snapshot.matches('saving');
const isPending = (snapshot: LimitFlowSnapshot) => snapshot.matches('pending');
const isCancelling = (snapshot: LimitFlowSnapshot) => snapshot.matches('cancelling');
const isApplied = (snapshot: LimitFlowSnapshot) => snapshot.matches('applied');
const limitOf = (snapshot: LimitFlowSnapshot) => snapshot.context.limit;
const draftOf = (snapshot: LimitFlowSnapshot) => snapshot.context.draft;
const errorOf = (snapshot: LimitFlowSnapshot) => snapshot.context.error;

export function LimitRow({
  limit: initial,
  licence,
}: {
  limit: ProtectionLimitFieldsFragment;
  licence: string;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const inputId = useId();
  const hintId = useId();
  const range = limitRange(initial.kind, licence);
  const flow = useActorRef(
    limitFlowMachine.provide({
      actors: {
        saveLimit: fromPromise(async ({ input }) => {
          const { setLimit } = await api.request(ProtectionSetLimitDocument, {
            input: {
              kind: input.kind,
              period: input.period,
              amount: input.amount,
              currency: input.kind === 'Session' ? null : initial.currency,
            },
          });
          return setLimit as LimitRowData;
        }),
        cancelPending: fromPromise(async ({ input }) => {
          const { cancelPendingLimit } = await api.request(
            ProtectionCancelPendingLimitDocument,
            input,
          );
          return cancelPendingLimit as LimitRowData;
        }),
        reloadLimit: fromPromise(async ({ input }) => {
          const { viewer } = await api.request(ProtectionLimitsDocument, {});
          const row = viewer.responsibleGaming.limits.find(
            (limit) => limit.kind === input.kind && limit.period === input.period,
          );
          if (!row) throw new Error('LimitNotAvailable');
          return row as LimitRowData;
        }),
      },
    }),
    {
      input: {
        limit: initial as LimitRowData,
        digits: initial.kind === 'Session' ? 0 : currencyDigits(initial.currency ?? 'EUR'),
        min: range.min,
        max: range.max,
        now: Date.now,
      },
    },
  );
  // The page's fresh data (after a reload) re-decides the row.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    flow.send({ type: 'limit.refreshed', limit: initial as LimitRowData });
  }, [flow, initial]);

  const limit = useSelector(flow, limitOf) as ProtectionLimitFieldsFragment;
  const editing = useSelector(flow, isEditing);
  const saving = useSelector(flow, isSaving);
  const pending = useSelector(flow, isPending);
  const cancelling = useSelector(flow, isCancelling);
  const applied = useSelector(flow, isApplied);
  const draft = useSelector(flow, draftOf);
  const error = useSelector(flow, errorOf);
  const amountOf = useLimitAmount(limit);
  const name = i18n._(LIMIT_NAMES[limit.kind][limit.period as LimitPeriod]);
  const unit = limit.kind === 'Session' ? t`minutes` : (limit.currency ?? '');
  const message = error
    ? i18n._(protectionErrorMessage(error, { locale: i18n.locale, amountOf, range }))
    : null;
  const min = amountOf(range.min);
  const max = amountOf(range.max);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'limit.submit' });
  };

  return (
    <li
      className={styles.card}
      data-limit={`${limit.kind}.${limit.period}`}
      data-state={
        editing || saving
          ? 'editing'
          : pending || cancelling
            ? 'pending'
            : applied
              ? 'applied'
              : 'viewing'
      }
      aria-label={name}
    >
      <div className={styles.cardHeader}>
        <h3>{name}</h3>
        {limit.amount === null ? (
          <span className={styles.none}>
            <Trans>No limit set</Trans>
          </span>
        ) : (
          <span className={styles.amount} data-testid="limit-amount">
            {amountOf(limit.amount)}
          </span>
        )}
      </div>
      <LimitUsage limit={limit} />
      {applied && (
        <p className={styles.notice} role="status">
          {limit.amount === null ? (
            <Trans>The limit is removed.</Trans>
          ) : (
            <Trans>Done: your new limit applies now.</Trans>
          )}
        </p>
      )}
      {limit.pending && (pending || cancelling) && (
        <PendingChange
          pending={limit.pending}
          amountOf={amountOf}
          busy={cancelling}
          onCancel={() => flow.send({ type: 'limit.cancelPending' })}
        />
      )}
      {editing || saving ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field} htmlFor={inputId}>
            {t`New limit (${unit})`}
            <input
              id={inputId}
              name="amount"
              inputMode={limit.kind === 'Session' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={draft}
              aria-describedby={hintId}
              aria-invalid={message ? true : undefined}
              onChange={(event) => flow.send({ type: 'limit.change', draft: event.target.value })}
            />
          </label>
          <p id={hintId} className={styles.hint}>
            <Trans>
              From {min} to {max}. Lowering applies at once; raising it or removing it takes effect
              after a cooling-off period.
            </Trans>
          </p>
          <FormError message={message} className={styles.error} />
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              <Trans>Save limit</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => flow.send({ type: 'limit.discard' })}
            >
              <Trans>Cancel</Trans>
            </Button>
            {limit.amount !== null && (
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => flow.send({ type: 'limit.remove' })}
              >
                <Trans>Remove limit</Trans>
              </Button>
            )}
          </div>
        </form>
      ) : (
        <>
          {!editing && message && <FormError message={message} className={styles.error} />}
          <div className={styles.actions}>
            <Button
              variant={limit.amount === null ? 'primary' : 'secondary'}
              disabled={cancelling}
              onClick={() => flow.send({ type: 'limit.edit' })}
            >
              {limit.amount === null ? t`Set limit` : t`Change limit`}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function PendingChange({
  pending,
  amountOf,
  busy,
  onCancel,
}: {
  pending: NonNullable<ProtectionLimitFieldsFragment['pending']>;
  amountOf: (amount: number) => string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const when = formatWhen(pending.effectiveAt, i18n.locale);
  const next = pending.amount === null ? null : amountOf(pending.amount);
  return (
    <div className={styles.pending} data-testid="pending-change">
      <p>
        {next === null ? (
          <Trans>
            Removal pending: the limit is lifted on <strong>{when}</strong>.
          </Trans>
        ) : (
          <Trans>
            Change pending: {next} applies from <strong>{when}</strong>.
          </Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy} onClick={onCancel}>
          <Trans>Cancel change</Trans>
        </Button>
      </div>
    </div>
  );
}
