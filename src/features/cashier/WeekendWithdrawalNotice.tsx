// The weekend processing notice on withdrawals: on Saturday and Sunday (the player's
// own clock) the withdrawal form says the request waits for Monday. The brand's
// DisableWeekendWithdrawalMessages toggle removes it (decision 0054).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import styles from './Cashier.module.css';

/** Saturday or Sunday in the player's time zone. */
export function isWeekend(now: Date): boolean {
  const day = now.getDay();
  return day === 0 || day === 6;
}

export function WeekendWithdrawalNotice() {
  const disabled = useFeatureToggle('DisableWeekendWithdrawalMessages');
  // Read once when the form opens: the notice does not flicker at midnight.
  const [weekend] = useState(() => isWeekend(new Date()));
  if (disabled || !weekend) return null;
  return (
    <p className={styles.notice} role="note" data-testid="weekend-withdrawal-notice">
      <Trans>
        Withdrawals requested on Saturday or Sunday are processed on Monday. You can still request
        yours now; it keeps its place in the queue.
      </Trans>
    </p>
  );
}
