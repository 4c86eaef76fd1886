// The closed-loop notice of the withdrawal form (platform-core §6 closedLoopPayments, est): the
// server pays a withdrawal back only to the methods and accounts deposited with, split in
// proportion (server/ledger/transfers/closed-loop.ts). Text only, from the licence in the lobby settings:
// the API does not yet tell the form which methods and shares a withdrawal would go to.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../adapters/graphql/api-error.ts';
import { errorMessageOf } from '../../components/error-messages.ts';
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './Cashier.module.css';

export function ClosedLoopNotice() {
  const { settings } = useShell();
  if (!isFeatureEnabled('closedLoopPayments', settings.license)) return null;
  return (
    <p className={styles.hint} data-testid="closed-loop-notice">
      <Trans>
        Withdrawals go back only to the payment methods and accounts you deposited with. If you used
        more than one, the amount is split between them in proportion to what you deposited with
        each.
      </Trans>
    </p>
  );
}

/**
 * The withdrawal form's error texts: NoDepositMethod (closed loop with no completed deposit to
 * pay back to) said here, the rest as everywhere else.
 */
export function withdrawalErrorMessage(failure: unknown): MessageDescriptor {
  if (failure instanceof ApiError && failure.data.type === 'NoDepositMethod') {
    return msg`Withdrawals go back to the payment methods you deposited with, and you have no completed deposit yet. Contact support to withdraw.`;
  }
  return errorMessageOf(failure);
}
