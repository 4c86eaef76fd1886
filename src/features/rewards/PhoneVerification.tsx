// The phone check before rewards (unless the brand sets DisablePhoneVerificationForRewards):
// the number gets a six-digit code by SMS (requestPhoneVerification), the code verifies it
// (verifyPhoneNumber), and the rewards show.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  RequestPhoneVerificationDocument,
  VerifyPhoneNumberDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { OneTimeCodeInput } from '../../components/OneTimeCodeInput.tsx';
import { useFormAction } from '../../components/use-form-action.ts';
import { rewardErrorMessage } from './error-messages.ts';
import styles from './Rewards.module.css';

export function PhoneVerification({
  phoneNumber,
  onVerified,
}: {
  phoneNumber: string | null;
  onVerified: () => void;
}) {
  const { t } = useLingui();
  const { api } = useApiServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Both steps stay on this form: free the button after each.
  const { busy, error, run } = useFormAction(rewardErrorMessage, { leavesPage: false });

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get('phoneNumber') ?? '').trim();
    void run(async () => {
      await api.request(RequestPhoneVerificationDocument, { phoneNumber: number });
      setSentTo(number);
    });
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      const { verifyPhoneNumber } = await api.request(VerifyPhoneNumberDocument, { code });
      if (verifyPhoneNumber.isPhoneNumberVerified) onVerified();
    });
  };

  const alert = <FormError message={error} className={styles.error} />;

  if (sentTo === null)
    return (
      <form
        className={styles.form}
        onSubmit={requestCode}
        aria-labelledby="phone-verification-title"
        data-testid="phone-verification"
      >
        <h2 id="phone-verification-title">
          <Trans>Verify your phone number</Trans>
        </h2>
        <p>
          <Trans>To claim rewards, confirm your phone number first. We will text you a code.</Trans>
        </p>
        <label className={styles.field}>
          {t`Phone number`}
          <input
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            defaultValue={phoneNumber ?? ''}
            placeholder="+358401234567"
            required
          />
        </label>
        {alert}
        <Button type="submit" loading={busy}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    );

  return (
    <form
      className={styles.form}
      onSubmit={verify}
      aria-labelledby="phone-verification-title"
      data-testid="phone-verification"
    >
      <h2 id="phone-verification-title">
        <Trans>Enter the code</Trans>
      </h2>
      <p>
        <Trans>We sent a six-digit code to {sentTo}.</Trans>
      </p>
      <label className={styles.field}>
        {t`Code`}
        <OneTimeCodeInput />
      </label>
      {alert}
      <div className={styles.cardActions}>
        <Button type="submit" loading={busy}>
          <Trans>Verify</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setSentTo(null)} disabled={busy}>
          <Trans>Change number</Trans>
        </Button>
      </div>
    </form>
  );
}
