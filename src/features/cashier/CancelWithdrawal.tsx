// Cancelling a withdrawal that has not been paid out (platform-core §3, §7 cancelWithdrawal):
// the player picks one of the four reasons and confirms; the reserve returns to the balance.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  CancelWithdrawalDocument,
  type WithdrawalCancelReason,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { useFormAction } from '../../components/use-form-action.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import styles from './History.module.css';

const REASONS: readonly [WithdrawalCancelReason, MessageDescriptor][] = [
  ['AccountIssues', msg`Account issues`],
  ['InsufficientGameChoices', msg`Not enough game choices`],
  ['NotEnoughBonusesOrPromotions', msg`Not enough bonuses or promotions`],
  ['PaymentIssues', msg`Payment issues`],
];

/** Only a withdrawal that the provider has not started paying can be cancelled. */
export const isCancellable = (status: string) => status === 'Initialized';

export function CancelWithdrawal({
  transactionId,
  onCancelled,
}: {
  transactionId: string;
  /** The history reads the list again: the server says what the row's status now is. */
  onCancelled: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<WithdrawalCancelReason | ''>('');
  // The form stays on the page: the row shows the new status.
  const { busy, error, run } = useFormAction(errorMessageOf, { leavesPage: false });

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Cancel withdrawal</Trans>
      </Button>
    );

  const confirm = () => {
    if (!reason) return;
    void run(async () => {
      await api.request(CancelWithdrawalDocument, { transactionId, reason });
      onCancelled();
    });
  };

  return (
    <form
      className={styles.cancel}
      aria-label={t`Cancel withdrawal`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <label htmlFor={reasonId}>
        <Trans>Reason</Trans>
      </label>
      <select
        id={reasonId}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value as WithdrawalCancelReason)}
      >
        <option value="" disabled>
          {t`Choose a reason`}
        </option>
        {REASONS.map(([value, label]) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </select>
      <Button type="submit" loading={busy} disabled={!reason}>
        <Trans>Confirm cancellation</Trans>
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
        <Trans>Keep it</Trans>
      </Button>
      <FormError message={error} />
    </form>
  );
}
