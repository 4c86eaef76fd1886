// The instant-banking award announcement (EnableCashierIBAwardAnnouncement): a line in
// the deposit form that presents the brand's instant bank transfer (Krofort) and picks it with one
// click. The project has no reward for the method, so it promises none (decision 0054).
import { Trans } from '@lingui/react/macro';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './Cashier.module.css';

export function InstantBankAward({
  selected,
  onChoose,
}: {
  selected: boolean;
  onChoose: () => void;
}) {
  const enabled = useFeatureToggle('EnableCashierIBAwardAnnouncement');
  const brand = useShell().settings.siteDataName;
  if (!enabled) return null;
  return (
    <aside className={styles.award} data-testid="ib-award">
      <strong>
        <Trans>{brand}’s award-winning instant banking</Trans>
      </strong>
      <span>
        <Trans>
          Pay by instant bank transfer: no card details, and the money is in your balance within
          seconds.
        </Trans>
      </span>
      {!selected && (
        <button type="button" className={styles.linkButton} onClick={onChoose}>
          <Trans>Use instant bank transfer</Trans>
        </button>
      )}
    </aside>
  );
}
