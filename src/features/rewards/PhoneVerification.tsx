// The phone check before rewards (unless the brand sets DisablePhoneVerificationForRewards):
// the number gets a six-digit code by SMS (requestPhoneVerification), the code verifies it
// (verifyPhoneNumber), and the rewards show.
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import {
  PhoneCodeStep,
  PhoneNumberField,
  usePhoneVerification,
} from '../../components/PhoneVerification.tsx';
import { rewardErrorMessage } from './error-messages.ts';
import styles from './Rewards.module.css';

export function PhoneVerification({
  phoneNumber,
  onVerified,
}: {
  phoneNumber: string | null;
  onVerified: () => void;
}) {
  const verification = usePhoneVerification(rewardErrorMessage, (verified) => {
    if (verified) onVerified();
  });
  const { sentTo, busy, error, requestCode, verify } = verification;
  return (
    <form
      className={styles.form}
      onSubmit={sentTo === null ? requestCode : verify}
      aria-labelledby="phone-verification-title"
      data-testid="phone-verification"
    >
      {sentTo === null ? (
        <>
          <h2 id="phone-verification-title">
            <Trans>Verify your phone number</Trans>
          </h2>
          <p>
            <Trans>
              To claim rewards, confirm your phone number first. We will text you a code.
            </Trans>
          </p>
          <PhoneNumberField
            defaultValue={phoneNumber}
            placeholder="+358401234567"
            className={styles.field}
          />
          <FormError message={error} className={styles.error} />
          <Button type="submit" loading={busy}>
            <Trans>Send code</Trans>
          </Button>
        </>
      ) : (
        <>
          <h2 id="phone-verification-title">
            <Trans>Enter the code</Trans>
          </h2>
          <PhoneCodeStep
            verification={verification}
            classes={{ field: styles.field, error: styles.error, actions: styles.cardActions }}
          />
        </>
      )}
    </form>
  );
}
