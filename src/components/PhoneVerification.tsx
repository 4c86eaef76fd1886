// The phone check the registration's page and the rewards share: the number gets a six-digit
// code by SMS (requestPhoneVerification), the code verifies it (verifyPhoneNumber). Each keeps
// its own texts and frame; the steps, the code form and its buttons are these.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  RequestPhoneVerificationDocument,
  VerifyPhoneNumberDocument,
} from '../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../runtime/app-actors.ts';
import { Button } from './Button.tsx';
import { FormError } from './FormError.tsx';
import { OneTimeCodeInput } from './OneTimeCodeInput.tsx';
import { useFormAction } from './use-form-action.ts';

/** The two steps: `sentTo` is null until a code is on its way to that number. */
export function usePhoneVerification(
  messageOf: (failure: unknown) => MessageDescriptor,
  onVerify: (verified: boolean) => void,
) {
  const { api } = useApiServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Both steps stay on this page: free the button after each.
  const { busy, error, run } = useFormAction(messageOf, { leavesPage: false });

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = String(new FormData(event.currentTarget).get('phoneNumber') ?? '').trim();
    void run(async () => {
      await api.request(RequestPhoneVerificationDocument, { phoneNumber });
      setSentTo(phoneNumber);
    });
  };
  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      const { verifyPhoneNumber } = await api.request(VerifyPhoneNumberDocument, { code });
      onVerify(verifyPhoneNumber.isPhoneNumberVerified);
    });
  };
  const changeNumber = () => setSentTo(null);
  return { sentTo, busy, error, requestCode, verify, changeNumber };
}

/** The number step's field (the number the player has on file, if any, filled in). */
export function PhoneNumberField({
  defaultValue,
  placeholder,
  className,
}: {
  defaultValue: string | null | undefined;
  placeholder: string;
  className: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <label className={className}>
      {t`Phone number`}
      <input
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        required
      />
    </label>
  );
}

/** The code step's body, inside the page's own form (onSubmit: the hook's `verify`). */
export function PhoneCodeStep({
  verification: { sentTo, busy, error, changeNumber },
  classes,
}: {
  verification: ReturnType<typeof usePhoneVerification>;
  classes: { field?: string | undefined; error?: string | undefined; actions?: string | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>We sent a six-digit code to {sentTo}.</Trans>
      </p>
      <label className={classes.field}>
        {t`Code`}
        <OneTimeCodeInput />
      </label>
      <FormError message={error} className={classes.error} />
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          <Trans>Verify</Trans>
        </Button>
        <Button variant="secondary" onClick={changeNumber} disabled={busy}>
          <Trans>Change number</Trans>
        </Button>
      </div>
    </>
  );
}
