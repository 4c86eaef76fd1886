// /register/ (platform-core §2): the registration form of the visitor's country
// (flow settings, the ROW entry by default). REGILY: steps, each checked on the server. DINO: one
// page. SSN: the one page with the Estonian personal code. TRUSTLY: no form, a deposit through
// Pay N Play opens the account. Where the licence asks for a daily deposit limit at sign-up
// (mga) it is a step (or a field) of the form. After it: "check your inbox". On Keycloak flows
// the identity provider's own registration page stays offered.
import { Trans } from '@lingui/react/macro';
import { use, useCallback, useMemo, useState } from 'react';
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';
import { registrationSteps } from '../../../machines/registration/steps.ts';
import { FlowSettingsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { MessagePage } from '../../components/NotFoundPage.tsx';
import page from '../../components/Page.module.css';
import { useApiServices } from '../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import styles from './Registration.module.css';

export default function RegistrationPage() {
  const title = usePageTitle(PAGE_TITLES.register!);
  const services = useApiServices();
  const { settings } = useShell();
  const status = usePlayerStatus();
  const flow = use(services.read(FlowSettingsDocument, {})).flowSettings;
  const [registered, setRegistered] = useState<string | null>(null);
  const [emailForm, setEmailForm] = useState(false);
  const formType =
    flow.registrationFormType === 'TRUSTLY' && emailForm ? 'DINO' : flow.registrationFormType;
  const verifyPhone = settings.featureToggles.EnablePhoneVerification;
  const depositLimit = isFeatureEnabled('depositLimitsOnRegistration', settings.license);
  const steps = useMemo(
    () => registrationSteps(formType, { depositLimit }),
    [formType, depositLimit],
  );
  const onRegistered = useCallback((email: string) => setRegistered(email), []);
  const country = /^[A-Z]{2}$/.test(flow.countryCode) ? flow.countryCode : '';

  if (status === 'LOGGED_IN')
    return (
      <MessagePage
        title={title}
        lead={<Trans>You are signed in.</Trans>}
        actions={
          <LinkButton to="/">
            <Trans>Go to the lobby</Trans>
          </LinkButton>
        }
      />
    );

  if (registered !== null)
    return (
      <article className={page.page}>
        <h1>
          <Trans>Check your inbox</Trans>
        </h1>
        <p className={styles.notice} role="status">
          <Trans>
            We sent a message to {registered}. Open the link in it to verify your address, then sign
            in.
          </Trans>
        </p>
        {verifyPhone && (
          <p className={page.lead} data-testid="phone-verification-next">
            <Trans>
              Then confirm your phone number: we will text a code to the number you gave. You can
              play and deposit once it is confirmed.
            </Trans>
          </p>
        )}
        <div className={page.actions}>
          <LinkButton to="/login/" variant="secondary">
            <Trans>Sign in</Trans>
          </LinkButton>
        </div>
      </article>
    );

  return (
    <article className={page.page} data-form-type={formType}>
      <h1>{title}</h1>
      {formType === 'TRUSTLY' ? (
        <>
          <p className={page.lead}>
            <Trans>
              Deposit and play: pay in from your bank and your account is opened with the details
              your bank confirms. No forms, no passwords.
            </Trans>
          </p>
          <div className={page.actions}>
            <LinkButton to="/trustly-login/">
              <Trans>Deposit and play</Trans>
            </LinkButton>
            <Button variant="secondary" onClick={() => setEmailForm(true)}>
              <Trans>Register with email instead</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={page.lead}>
            {formType === 'SSN' ? (
              <Trans>
                Create your account with your email address and your Estonian personal
                identification code. We will send you a link to verify your address.
              </Trans>
            ) : (
              <Trans>
                Create your account with your email address. We will send you a link to verify it.
              </Trans>
            )}
          </p>
          <RegistrationForm
            key={formType}
            steps={steps}
            defaultCountry={country}
            defaultConsent={settings.featureToggles.DefaultConsentRegistration}
            verifyPhone={verifyPhone}
            onRegistered={onRegistered}
          />
          {/* The identity provider's registration only while the brand's Keycloak toggle is on:
              off, the provider refuses to start (server/identity, decision 0053). */}
          {flow.loginFlow === 'Keycloak' &&
            settings.featureToggles.Keycloak &&
            formType !== 'SSN' && <IdentityProviderRegistration />}
        </>
      )}
    </article>
  );
}

/** The identity provider's own registration page (the authorization request with kc_action=register). */
function IdentityProviderRegistration() {
  const { settings } = useShell();
  const [redirecting, setRedirecting] = useState(false);
  const register = async () => {
    setRedirecting(true);
    const { startIdentityProviderSignIn } =
      await import('../../adapters/auth/identity-provider.ts');
    await startIdentityProviderSignIn(settings.brand, { register: true, returnTo: '/' });
  };
  return (
    <>
      <p className={styles.or}>
        <Trans>Or use the sign-in page's registration:</Trans>
      </p>
      <div className={page.actions}>
        <Button variant="secondary" loading={redirecting} onClick={() => void register()}>
          <Trans>Create account with email</Trans>
        </Button>
      </div>
    </>
  );
}
