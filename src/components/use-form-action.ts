// The busy flag and the translated error of a form that sends one request (sign-in, codes,
// deposits): the button shows busy while it runs; a failure shows its message and frees the
// button. A form that leaves the page on success (navigation, reload, a payment page) stays
// busy until it is gone, so it cannot be sent twice.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export interface FormAction {
  busy: boolean;
  /** The translated error message, or null. */
  error: string | null;
  /** Shows a message of the form's own checks (before anything is sent). */
  setError: (message: string | null) => void;
  run: (task: () => Promise<void>) => Promise<void>;
}

export function useFormAction(
  messageOf: (failure: unknown) => MessageDescriptor,
  { leavesPage = true }: { leavesPage?: boolean } = {},
): FormAction {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
      if (!leavesPage) setBusy(false);
    } catch (failure) {
      setError(i18n._(messageOf(failure)));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
