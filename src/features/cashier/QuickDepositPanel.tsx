// The quick-deposit dialog's content: Deposit and Withdraw. A deposit starts at the
// payment provider's page (the sandbox), shown in a frame inside the dialog; when the player is
// done, its return page posts `closeQuickDepositEvent` and the dialog closes. The balance and
// the "Deposit of … received" toast arrive live from the wallet subscription, without a reload.
// A withdrawal reserves the amount at once and reloads the page, which then shows the
// "being processed" toast (platform-core §4 InitWithdrawal). Before the first deposit the
// limit prompt comes first (LimitPrompt.tsx); a deposit over a limit is refused with
// the amount still possible. The brand's toggles give the cashier its dark layout, the
// last used account (LastUsedAccount.tsx), the instant-banking award and the weekend notice.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { payloadField, type JsonValue } from '../../../machines/overlays/overlays.machine.ts';
import { minorUnitsFromText } from '../../../machines/money/currency-digits.ts';
import {
  DepositWithLastUsedAccountDocument,
  FirstDepositDocument,
  InitDepositDocument,
  InitWithdrawalDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import { rememberPendingToast } from '../../adapters/pending-toast.ts';
import { useSessionPlayer } from '../../runtime/use-session.ts';
import { useWalletBalances } from '../../runtime/use-wallet.ts';
import { isRestricted } from '../../../machines/session/session.machine.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { formatMoney } from '../../components/format.ts';
import { errorFixOf, type ErrorFix } from '../../components/error-messages.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { protectionErrorMessage } from '../../components/protection-texts.ts';
import { useFormAction } from '../../components/use-form-action.ts';
import styles from './Cashier.module.css';
import { ClosedLoopNotice, withdrawalErrorMessage } from './ClosedLoopNotice.tsx';
import { LimitPromptGate } from './LimitPrompt.tsx';
import { InstantBankAward } from './InstantBankAward.tsx';
import { lastUsedAccountErrorMessage, useLastUsedAccount } from './LastUsedAccount.tsx';
import { WeekendWithdrawalNotice } from './WeekendWithdrawalNotice.tsx';

/** The sandbox's methods (server/payments/methods.ts), in the order players see them. */
const PAYMENT_METHODS = ['card', 'trustly', 'instantbank', 'bank'] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const RETURN_PAGE = '/cashier-return.html';

/** What players read for each method (the provider behind it in brackets). */
function usePaymentMethodLabels(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return {
    card: t`Card (PaymentIQ)`,
    trustly: t`Bank payment (Trustly)`,
    instantbank: t`Instant bank transfer (Krofort)`,
    bank: t`Bank transfer (Finshark)`,
  };
}

const TABS = [
  { mode: 'deposit', label: msg`Deposit` },
  { mode: 'withdraw', label: msg`Withdraw` },
] as const;

export default function QuickDepositPanel({ payload }: { payload: JsonValue }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'deposit' | 'withdraw'>(
    payloadField(payload, 'mode') === 'withdraw' ? 'withdraw' : 'deposit',
  );
  // A player on a break may only withdraw.
  const player = useSessionPlayer();
  const [openedAt] = useState(() => Date.now());
  // DarkCashierLayout: the cashier in a dark scheme of its own, whatever the brand's theme.
  const dark = useFeatureToggle('DarkCashierLayout');
  const layout = dark ? `${styles.form} ${styles.dark}` : styles.form;
  if (isRestricted(player, openedAt))
    return (
      <div className={layout} data-cashier-layout={dark ? 'dark' : 'default'}>
        <WithdrawForm />
      </div>
    );
  return (
    <div className={layout} data-cashier-layout={dark ? 'dark' : 'default'}>
      <div className={styles.tabs} role="tablist" aria-label={t`Cashier`}>
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={mode === tab.mode}
            onClick={() => setMode(tab.mode)}
          >
            {i18n._(tab.label)}
          </button>
        ))}
      </div>
      {mode === 'deposit' ? (
        // The welcome stands above the limit prompt too: both greet a first deposit.
        <LimitPromptGate welcome={<WelcomeMessage />}>
          <DepositForm payload={payload} />
        </LimitPromptGate>
      ) : (
        <WithdrawForm />
      )}
    </div>
  );
}

function DepositForm({ payload }: { payload: JsonValue }) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const wallet = useWalletBalances();
  const amountId = useId();
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  // A deposit from the last used account has no payment page: what it sent, until the balance
  // and the "received" toast arrive from the wallet subscription.
  const [sent, setSent] = useState<string | null>(null);
  // A deposit over a limit says how much may still be deposited and when more becomes available;
  // a compliance refusal links to the page that resolves it.
  const [fix, setFix] = useState<ErrorFix | null>(null);
  const { busy, error, setError, run } = useFormAction((failure) => {
    setFix(errorFixOf(failure));
    return (
      lastUsedAccountErrorMessage(failure) ??
      protectionErrorMessage(failure, { locale: i18n.locale })
    );
  });
  const methodLabels = usePaymentMethodLabels();
  const preset = payloadField(payload, 'amount');
  const presetMethod = payloadField(payload, 'paymentMethod');
  const [method, setMethod] = useState<string>(
    typeof presetMethod === 'string' ? presetMethod : 'card',
  );
  const lastUsed = useLastUsedAccount(PAYMENT_METHODS);
  // The last used account is the first choice once known, unless the link named a method.
  const [otherMethod, setOtherMethod] = useState(typeof presetMethod === 'string');
  const useLast = lastUsed !== null && !otherMethod;
  const currency = wallet?.currency ?? 'EUR';
  const minimum = wallet?.minDepositAmount ?? 0;
  const minimumAmount = formatMoney(minimum, currency, i18n.locale);

  if (paymentUrl) return <iframe className={styles.payment} src={paymentUrl} title={t`Payment`} />;
  if (sent)
    return (
      <p className={styles.sent} role="status" data-testid="last-used-account-sent">
        {sent}
      </p>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = minorUnitsFromText(String(data.get('amount') ?? ''), currency);
    setFix(null);
    if (amount === null || amount < minimum) {
      setError(t`Enter at least ${minimumAmount}.`);
      return;
    }
    await run(async () => {
      if (useLast) {
        await api.request(DepositWithLastUsedAccountDocument, {
          amount,
          currency,
          paymentMethod: lastUsed.paymentMethod,
          account: lastUsed.account,
          idempotencyKey: crypto.randomUUID(),
        });
        const money = formatMoney(amount, currency, i18n.locale);
        const account = lastUsed.account;
        setSent(t`Your deposit of ${money} from ${account} is on its way to your balance.`);
        return;
      }
      const { initDeposit } = await api.request(InitDepositDocument, {
        amount,
        currency,
        paymentMethod: method,
        returnUrl: RETURN_PAGE,
        idempotencyKey: crypto.randomUUID(),
      });
      setPaymentUrl(initDeposit.paymentUrl);
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label className={styles.field} htmlFor={amountId}>
        {t`Amount (${currency})`}
        <input
          id={amountId}
          name="amount"
          inputMode="decimal"
          required
          defaultValue={typeof preset === 'string' ? preset : ''}
        />
      </label>
      <p className={styles.hint}>
        <Trans>Minimum deposit {minimumAmount}</Trans>
      </p>
      {lastUsed && (
        <fieldset className={styles.choice} data-testid="last-used-account">
          <legend>{t`Pay with`}</legend>
          <label>
            <input
              type="radio"
              name="source"
              checked={useLast}
              onChange={() => setOtherMethod(false)}
            />{' '}
            <Trans>
              Your last used account: {methodLabels[lastUsed.paymentMethod as PaymentMethod]} ·{' '}
              {lastUsed.account}
            </Trans>
          </label>
          <label>
            <input
              type="radio"
              name="source"
              checked={!useLast}
              onChange={() => setOtherMethod(true)}
            />{' '}
            <Trans>Another payment method</Trans>
          </label>
        </fieldset>
      )}
      {!useLast && (
        <>
          <InstantBankAward
            selected={method === 'instantbank'}
            onChoose={() => setMethod('instantbank')}
          />
          <label className={styles.field}>
            {t`Payment method`}
            <select
              name="paymentMethod"
              value={method}
              onChange={(event) => setMethod(event.target.value)}
            >
              {PAYMENT_METHODS.map((option) => (
                <option key={option} value={option}>
                  {methodLabels[option]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <FormError message={error} className={styles.error} />
      {error && fix && <RefusalFix fix={fix} />}
      <Button type="submit" loading={busy}>
        {useLast ? <Trans>Deposit now</Trans> : <Trans>Continue to payment</Trans>}
      </Button>
    </form>
  );
}

/**
 * The page that resolves a compliance refusal. The dialog closes on the way; with the
 * OverlaySourceOfWealth toggle the source-of-wealth declaration opens in its place instead.
 */
function RefusalFix({ fix }: { fix: ErrorFix }) {
  const { i18n } = useLingui();
  const { overlays } = usePlatformActors();
  const sowOverlay = useFeatureToggle('OverlaySourceOfWealth');
  return (
    <LocalLink
      to={fix.to}
      className={styles.hint}
      data-refusal-fix={fix.to}
      onClick={(event) => {
        if (sowOverlay && fix.to === '/source-of-wealth/') {
          event.preventDefault();
          overlays.send({ type: 'overlay.open', variant: 'sow' });
        } else overlays.send({ type: 'overlay.close', reason: 'programmatic' });
      }}
    >
      {i18n._(fix.label)}
    </LocalLink>
  );
}

/**
 * hasEnabledWelcomeMessage: with the brand's EnableWelcomeMessage toggle, a player who has
 * never deposited is welcomed in the deposit form.
 */
function WelcomeMessage() {
  const enabled = useFeatureToggle('EnableWelcomeMessage');
  const { api } = useApiServices();
  const [firstDeposit, setFirstDeposit] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .request(FirstDepositDocument, {})
      .then(({ viewer }) => live && setFirstDeposit(viewer.player.totalDepositAmount === 0))
      // Only a greeting: without it the form works the same.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, enabled]);
  if (!enabled || !firstDeposit) return null;
  return (
    <p className={styles.hint} data-welcome-message>
      <Trans>Welcome! Make your first deposit to start playing.</Trans>
    </p>
  );
}

function WithdrawForm() {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const wallet = useWalletBalances();
  const { busy, error, setError, run } = useFormAction(withdrawalErrorMessage);
  const currency = wallet?.currency ?? 'EUR';
  const minimum = wallet?.minWithdrawalAmount ?? 0;
  const minimumAmount = formatMoney(minimum, currency, i18n.locale);
  const available = wallet ? formatMoney(wallet.balance, currency, i18n.locale) : '…';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = minorUnitsFromText(
      String(new FormData(event.currentTarget).get('amount') ?? ''),
      currency,
    );
    if (amount === null || amount < minimum) {
      setError(t`Enter at least ${minimumAmount}.`);
      return;
    }
    await run(async () => {
      await api.request(InitWithdrawalDocument, {
        amount,
        currency,
        idempotencyKey: crypto.randomUUID(),
      });
      // The toast waits for the reload, as the spec's cashier does. The wallet machine keeps
      // it too when InitWithdrawal arrives; this covers a reload that comes first.
      rememberPendingToast('InitWithdrawal');
      window.location.reload();
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>
        <Trans>
          Available {available} · minimum withdrawal {minimumAmount}
        </Trans>
      </p>
      <ClosedLoopNotice />
      <WeekendWithdrawalNotice />
      <label className={styles.field}>
        {t`Amount (${currency})`}
        <input name="amount" inputMode="decimal" required />
      </label>
      <FormError message={error} className={styles.error} />
      <Button type="submit" loading={busy}>
        <Trans>Withdraw</Trans>
      </Button>
    </form>
  );
}
