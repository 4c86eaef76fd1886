// Pay N Play (platform-core §2 payment-provider sign-in routes): /trustly-login/, /piq-login/,
// /krofort-login/ and /finshark-login/ deposit and sign in in one step. The provider's page
// (the sandbox) identifies the player by bank account, creating the account when new, and
// returns to the matching /…-login-handler/ with a one-time `loginCode`, which the handler
// exchanges for the session's tokens (never carried in the URL). When the ledger refused the
// deposit (a break, a deposit limit, the mandatory limit, compliance) the player is signed in
// all the same, and the return names the refusal's type (`depositRefused`): the handler then
// stays to say the deposit was not taken and why, with the page that resolves it.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { localisePath } from '../../../machines/routing/resolve-location.ts';
import { queryParam } from '../../../machines/routing/query.ts';
import {
  StartPayNPlayDocument,
  type PaymentProvider,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { PAGE_TITLES, NOT_FOUND_TITLE } from '../../runtime/page-titles.ts';
import { useLocalNavigate, useQueryString } from '../../runtime/navigation.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import styles from '../../components/Page.module.css';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import {
  GENERIC_ERROR,
  errorFixOf,
  errorMessageOf,
  type ErrorFix,
} from '../../components/error-messages.ts';
import { typedErrorMessage } from '../../components/protection-texts.ts';
import { useAmountForm, useCodeSignIn } from '../../components/pay-n-play.ts';
import cashier from './Cashier.module.css';

/** Route id prefix → provider and handler path. */
const PROVIDERS: Readonly<Record<string, { provider: PaymentProvider; handler: string }>> = {
  trustlyLogin: { provider: 'Trustly', handler: '/trustly-login-handler/' },
  piqLogin: { provider: 'PaymentIQ', handler: '/piq-login-handler/' },
  krofortLogin: { provider: 'Krofort', handler: '/krofort-login-handler/' },
  finsharkLogin: { provider: 'Finshark', handler: '/finshark-login-handler/' },
};

/** The refusal a return names: a type (letters only), or null. */
function refusalOf(value: string | null): string | null {
  return value !== null && /^[A-Za-z]{1,64}$/.test(value) ? value : null;
}

/**
 * Why the deposit was not taken, in the words the cashier uses for the same refusal, and the
 * page that resolves it; no reason for a type no message words (the lead says enough).
 */
function refusalWords(
  type: string,
  locale: string,
): { reason: MessageDescriptor | null; fix: ErrorFix | null } {
  const error = new ApiError({ message: type, type, keys: [], traceId: null, status: null });
  const general = errorMessageOf(error);
  return {
    reason: typedErrorMessage({ type }, { locale }) ?? (general === GENERIC_ERROR ? null : general),
    fix: errorFixOf(error),
  };
}

export default function PayNPlayPage() {
  const { route } = useShell();
  const id = route?.id ?? '';
  return id.endsWith('Handler') ? <PayNPlayHandler /> : <PayNPlayStart routeId={id} />;
}

function PayNPlayStart({ routeId }: { routeId: string }) {
  const title = usePageTitle(PAGE_TITLES[routeId] ?? NOT_FOUND_TITLE);
  const { t } = useLingui();
  const { api } = useApiServices();
  const { locale } = useShell();
  const target = PROVIDERS[routeId] ?? PROVIDERS.trustlyLogin!;
  // The brand's currency (the server books Pay N Play in the country's currency, which the demo
  // brands keep equal to it).
  const { busy, error, submit } = useAmountForm(async (amount) => {
    const { startPayNPlay } = await api.request(StartPayNPlayDocument, {
      amount,
      provider: target.provider,
      returnUrl: localisePath(target.handler, locale),
    });
    // The provider's page is a full page of its own (a bank sign-in in real life).
    window.location.assign(startPayNPlay.paymentUrl);
  });

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>Deposit from your bank and start playing: no registration needed.</Trans>
      </p>
      <form className={cashier.form} onSubmit={(event) => void submit(event)}>
        <label className={cashier.field}>
          {t`Amount`}
          <input name="amount" inputMode="decimal" required defaultValue="20.00" />
        </label>
        <FormError message={error} className={cashier.error} />
        <Button type="submit" loading={busy}>
          <Trans>Deposit and play</Trans>
        </Button>
      </form>
    </article>
  );
}

function PayNPlayHandler() {
  const { route } = useShell();
  const title = usePageTitle(PAGE_TITLES[route?.id ?? ''] ?? NOT_FOUND_TITLE);
  const { i18n } = useLingui();
  const signInWithCode = useCodeSignIn();
  const navigate = useLocalNavigate();
  const search = `?${useQueryString()}`;
  const code = queryParam(search, 'loginCode');
  const declined = queryParam(search, 'loginError') !== null;
  const refusal = refusalOf(queryParam(search, 'depositRefused'));
  const [error, setError] = useState<string | null>(null);
  /** Signed in, the deposit refused: the type to word (the page stays to say so). */
  const [refused, setRefused] = useState<string | null>(null);
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  // The code is single use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);
  // Back here without a usable code while already signed in (the provider page's link back
  // after the payment, a resubmitted approval whose code was spent): on to the lobby, no error.
  const alreadyIn = signedIn && !declined && (!code || error !== null);

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    signInWithCode(code)
      .then(() => (refusal ? setRefused(refusal) : navigate('/', { replace: true })))
      .catch((failure: unknown) => setError(i18n._(errorMessageOf(failure))));
  }, [signInWithCode, code, refusal, navigate, i18n]);

  useEffect(() => {
    if (alreadyIn) navigate('/', { replace: true });
  }, [alreadyIn, navigate]);

  if (refused) return <DepositNotTaken title={title} refusal={refused} />;

  const failed = !alreadyIn && (declined || !code || error);
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {failed ? (
        <>
          <p className={cashier.error} role="alert">
            {declined ? (
              <Trans>The payment was declined. Nothing was charged.</Trans>
            ) : (
              (error ?? <Trans>This link is invalid or has expired.</Trans>)
            )}
          </p>
          <div className={styles.actions}>
            <LinkButton to="/login/">
              <Trans>Try again</Trans>
            </LinkButton>
          </div>
        </>
      ) : (
        <p className={styles.lead}>
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </article>
  );
}

/** Signed in, but the deposit was refused: that it was not taken, why, and where to go on. */
function DepositNotTaken({ title, refusal }: { title: string; refusal: string }) {
  const { i18n } = useLingui();
  const { reason, fix } = refusalWords(refusal, i18n.locale);
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <div role="status" data-deposit-refused={refusal}>
        <p className={styles.lead}>
          <Trans>Signed in. Your deposit was not taken.</Trans>
        </p>
        {reason && <p>{i18n._(reason)}</p>}
      </div>
      <div className={styles.actions}>
        {fix && <LinkButton to={fix.to}>{i18n._(fix.label)}</LinkButton>}
        <LinkButton to="/" variant={fix ? 'secondary' : 'primary'}>
          <Trans>Go to the lobby</Trans>
        </LinkButton>
      </div>
    </article>
  );
}
