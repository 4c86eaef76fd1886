// The limit prompt before the first deposit: while the server says
// `responsibleGaming.limitPromptNeeded`, the quick-deposit dialog first offers the player a
// limit — a deposit limit where the licence has them (a loss limit where it has those instead),
// else the time-out. Where the prompt is mandatory (mga: depositLimitsOnRegistration) there is
// no skip: only setting a deposit limit lets the deposit go on. Elsewhere "Not now" answers it
// (dismissLimitPrompt). The server enforces the same rule; this is the player's side of it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { currencyDigits } from '../../../machines/money/currency-digits.ts';
import { parseLimitDraft } from '../../../machines/protection/limit-flow.machine.ts';
import {
  MONEY_LIMIT_RANGE,
  policyFor,
  type LimitPeriod,
  type MoneyLimitKind,
} from '../../../machines/protection/policy.ts';
import {
  ProtectionDismissLimitPromptDocument,
  ProtectionLimitPromptDocument,
  ProtectionSetLimitDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { formatMoney } from '../../components/format.ts';
import {
  LIMIT_NAMES,
  PERIOD_NAMES,
  moneyAmount,
  protectionErrorMessage,
} from '../../components/protection-texts.ts';
import { useFormAction } from '../../components/use-form-action.ts';
import { useRequest } from '../../components/use-request.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './Cashier.module.css';

/**
 * Shows the prompt while the server asks for it, then `children` (the deposit form). A failed
 * read shows the form: the server refuses what the rules refuse either way.
 */
export function LimitPromptGate({
  welcome,
  children,
}: {
  /** Shown above the prompt and the form alike. */
  welcome?: ReactNode;
  children: ReactNode;
}) {
  const { api } = useApiServices();
  const [answered, setAnswered] = useState<string | null>(null);
  const { data, error } = useRequest(
    () => api.request(ProtectionLimitPromptDocument, {}).then(({ viewer }) => viewer),
    [api],
    errorMessageOf,
  );
  if (answered !== null || error)
    return (
      <>
        {welcome}
        {answered && (
          <p className={styles.hint} role="status" data-testid="limit-prompt-answered">
            {answered}
          </p>
        )}
        {children}
      </>
    );
  if (!data)
    return (
      <p className={styles.hint} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (!data.responsibleGaming.limitPromptNeeded)
    return (
      <>
        {welcome}
        {children}
      </>
    );
  return (
    <>
      {welcome}
      <LimitPrompt
        licence={data.responsibleGaming.licence}
        mandatory={data.responsibleGaming.limitPromptMandatory}
        currency={data.wallet.currency}
        onAnswered={setAnswered}
      />
    </>
  );
}

function LimitPrompt({
  licence,
  mandatory,
  currency,
  onAnswered,
}: {
  licence: string | null | undefined;
  mandatory: boolean;
  currency: string;
  onAnswered: (note: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { settings } = useShell();
  const { api } = useApiServices();
  const amountId = useId();
  const periodId = useId();
  const titleId = useId();
  const policy = policyFor(licence ?? settings.license);
  const kind: MoneyLimitKind | null = policy.moneyLimits.Deposit
    ? 'Deposit'
    : policy.moneyLimits.Loss
      ? 'Loss'
      : null;
  const periods: readonly LimitPeriod[] = kind ? (policy.moneyLimits[kind]?.periods ?? []) : [];
  const amountOf = moneyAmount(currency, i18n.locale);
  const onlyName = kind ? i18n._(LIMIT_NAMES[kind][periods[0] ?? 'Day']) : '';
  const wording = { locale: i18n.locale, amountOf, range: MONEY_LIMIT_RANGE };
  const setAction = useFormAction((failure) => protectionErrorMessage(failure, wording), {
    leavesPage: false,
  });
  const skipAction = useFormAction((failure) => protectionErrorMessage(failure, wording), {
    leavesPage: false,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind) return;
    const data = new FormData(event.currentTarget);
    const period = (String(data.get('period') ?? periods[0]) as LimitPeriod) ?? 'Day';
    const parsed = parseLimitDraft(
      String(data.get('limit') ?? ''),
      currencyDigits(currency),
      MONEY_LIMIT_RANGE.min,
      MONEY_LIMIT_RANGE.max,
    );
    if (!parsed.ok) {
      setAction.setError(
        i18n._(
          protectionErrorMessage(
            { type: 'InvalidDraft', details: { reason: parsed.reason } },
            wording,
          ),
        ),
      );
      return;
    }
    await setAction.run(async () => {
      const { setLimit } = await api.request(ProtectionSetLimitDocument, {
        input: { kind, period, amount: parsed.amount, currency },
      });
      const name = i18n._(LIMIT_NAMES[kind][period]);
      const amount = formatMoney(setLimit.amount ?? parsed.amount, currency, i18n.locale);
      onAnswered(t`Limit set: ${name}, ${amount}. It applies now.`);
    });
  };

  const skip = () =>
    skipAction.run(async () => {
      await api.request(ProtectionDismissLimitPromptDocument, {});
      onAnswered('');
    });

  return (
    <section
      className={styles.form}
      aria-labelledby={titleId}
      data-testid="limit-prompt"
      data-mandatory={mandatory || undefined}
    >
      <h3 id={titleId} className={styles.promptTitle}>
        {kind === 'Loss' ? t`Set a loss limit first?` : t`Set a deposit limit first`}
      </h3>
      <p className={styles.hint}>
        {mandatory ? (
          <Trans>
            Before your first deposit, choose the most you want to deposit. You can lower it at any
            time; raising it takes effect after {policy.increaseDelayHours} hours.
          </Trans>
        ) : kind ? (
          <Trans>
            Decide now how much is enough for you. You can lower a limit at any time; raising it
            takes effect after {policy.increaseDelayHours} hours.
          </Trans>
        ) : (
          <Trans>
            Keep play in hand: you can take a break from playing at any time, from 24 hours up to 6
            weeks.
          </Trans>
        )}
      </p>
      {kind ? (
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t`Set a limit`}
        >
          {periods.length > 1 ? (
            <label className={styles.field} htmlFor={periodId}>
              {t`Period`}
              <select id={periodId} name="period" defaultValue={periods[0]}>
                {periods.map((period) => (
                  <option key={period} value={period}>
                    {i18n._(PERIOD_NAMES[period])}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <input type="hidden" name="period" value={periods[0]} />
          )}
          <label className={styles.field} htmlFor={amountId}>
            {periods.length > 1 ? t`Limit (${currency})` : t`${onlyName} (${currency})`}
            <input id={amountId} name="limit" inputMode="decimal" autoComplete="off" />
          </label>
          <FormError message={setAction.error ?? skipAction.error} className={styles.error} />
          <div className={styles.buttons}>
            <Button type="submit" loading={setAction.busy} disabled={skipAction.busy}>
              <Trans>Set limit and continue</Trans>
            </Button>
            {!mandatory && (
              <Button
                variant="secondary"
                loading={skipAction.busy}
                disabled={setAction.busy}
                onClick={() => void skip()}
              >
                <Trans>Not now</Trans>
              </Button>
            )}
          </div>
        </form>
      ) : (
        <>
          <FormError message={skipAction.error} className={styles.error} />
          <div className={styles.buttons}>
            <Button loading={skipAction.busy} onClick={() => void skip()}>
              <Trans>Continue to deposit</Trans>
            </Button>
            <LinkButton to="/profile/self-exclusion/" variant="secondary">
              <Trans>Take a break</Trans>
            </LinkButton>
          </div>
        </>
      )}
    </section>
  );
}
