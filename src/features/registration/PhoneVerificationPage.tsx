// /phone-verification/ (platform-core §2): the player's number gets a six-digit code
// by SMS (requestPhoneVerification), the code verifies it (verifyPhoneNumber). Where the brand
// turns EnablePhoneVerification on it is required (phoneVerificationDemand, the guard's rule);
// elsewhere the player may skip it, and the skipOptionalPhoneNumberVerification cookie
// (platform-core §9) remembers that for the browser session. A game or the deposit page
// sends an unverified player here with ?returnTo= (PhoneVerificationGate); once verified, the
// compliance state is read again (the guard lifts) and the player goes back there.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { phoneVerificationDemand } from '../../../machines/registration/steps.ts';
import { PhoneVerificationStatusDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { writeNamedCookie } from '../../adapters/cookies.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { Loading, PlayerOnly } from '../../components/PlayerOnly.tsx';
import { useRequest } from '../../components/use-request.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import {
  PhoneCodeStep,
  PhoneNumberField,
  usePhoneVerification,
} from '../../components/PhoneVerification.tsx';
import page from '../../components/Page.module.css';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useComplianceReload } from '../../runtime/compliance.ts';
import { useLocalNavigate, useQueryString } from '../../runtime/navigation.ts';
import { queryParam } from '../../../machines/routing/query.ts';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import { usePhoneVerificationGuardActive } from './PhoneVerificationGate.tsx';
import styles from './Registration.module.css';

export default function PhoneVerificationPage() {
  const title = usePageTitle(PAGE_TITLES.phoneVerification!);
  return (
    <article className={page.page}>
      <h1>{title}</h1>
      <PlayerOnly>
        <PhoneVerification />
      </PlayerOnly>
    </article>
  );
}

function PhoneVerification() {
  const { api } = useApiServices();
  // Network-only: the number's state changes here and on other devices.
  const { data, error, reload } = useRequest(
    () => api.request(PhoneVerificationStatusDocument, {}).then(({ viewer }) => viewer.player),
    [api],
    errorMessageOf,
  );
  if (error)
    return (
      <>
        <FormError message={error} className={styles.error} />
        <div className={page.actions}>
          <Button onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </>
    );
  if (!data) return <Loading />;
  return <PhoneVerificationForms status={data} />;
}

function PhoneVerificationForms({
  status,
}: {
  status: { phoneNumber?: string | null; isPhoneNumberVerified: boolean };
}) {
  const reloadCompliance = useComplianceReload();
  const { settings } = useShell();
  const navigate = useLocalNavigate();
  const returnTo = safeReturnPath(queryParam(`?${useQueryString()}`, 'returnTo'));
  const guardActive = usePhoneVerificationGuardActive();
  const [verified, setVerified] = useState(status.isPhoneNumberVerified);
  const verification = usePhoneVerification(errorMessageOf, (isVerified) => {
    setVerified(isVerified);
    // The phone guard follows the compliance state: read it again so games and deposits open.
    if (isVerified) reloadCompliance();
  });
  const { sentTo, busy, error, requestCode, verify } = verification;
  const demand = phoneVerificationDemand({
    enablePhoneVerification: settings.featureToggles.EnablePhoneVerification === true,
    isPhoneNumberVerified: verified,
    skippedOptional: false,
  });

  const skip = () => {
    writeNamedCookie('skipOptionalPhoneNumberVerification', 'true');
    // The guard follows the skip (compliance reads the cookie with the state).
    reloadCompliance();
    navigate('/');
  };

  if (verified)
    return (
      <>
        <p className={styles.notice} role="status">
          <Trans>Your phone number is verified.</Trans>
        </p>
        <div className={page.actions}>
          {returnTo && guardActive ? (
            // Until the compliance state is read again the gate would send the player back here.
            <Loading />
          ) : returnTo ? (
            <LinkButton to={returnTo}>
              <Trans>Continue</Trans>
            </LinkButton>
          ) : (
            <LinkButton to="/">
              <Trans>Go to the lobby</Trans>
            </LinkButton>
          )}
        </div>
      </>
    );

  return (
    <div className={styles.form} data-demand={demand}>
      <p className={page.lead}>
        {demand === 'required' ? (
          <Trans>Confirm your phone number to go on playing. We will text you a code.</Trans>
        ) : (
          <Trans>
            Confirm your phone number: we will text you a code. You can also do it later.
          </Trans>
        )}
      </p>
      {sentTo === null ? (
        <form className={styles.form} onSubmit={requestCode}>
          <PhoneNumberField
            defaultValue={status.phoneNumber}
            placeholder="+3725123456"
            className={styles.field}
          />
          <FormError message={error} className={styles.error} />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              <Trans>Send code</Trans>
            </Button>
            {demand === 'optional' && (
              <Button variant="secondary" onClick={skip} disabled={busy}>
                <Trans>Skip for now</Trans>
              </Button>
            )}
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={verify}>
          <PhoneCodeStep
            verification={verification}
            classes={{ field: styles.field, error: styles.error, actions: styles.actions }}
          />
        </form>
      )}
    </div>
  );
}

/** A path on this site only (no scheme, no other host), or null. */
function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : null;
}
