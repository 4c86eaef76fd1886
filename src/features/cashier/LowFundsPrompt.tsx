// The low-funds prompt (platform-core §4, §8 keys MAKE_A_DEPOSIT_TEXT, RUNNING_OUT_OF_FUNDS,
// YES, GO_BACK): shown while the low-funds machine is prompting. Yes opens the quick-deposit
// dialog; Go back (or Escape) sets the deposit dialog flag so it is not asked again.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { isLowFundsPromptOpen } from '../../../machines/low-funds/low-funds.machine.ts';
import { useSystemActor } from '../../runtime/system.ts';
import { Button } from '../../components/Button.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import overlay from '../../components/Dialog.module.css';

export default function LowFundsPrompt() {
  const lowFunds = useSystemActor('lowFunds');
  const open = useSelector(lowFunds, (snapshot) => !!snapshot && isLowFundsPromptOpen(snapshot));
  return open && lowFunds ? <Prompt lowFunds={lowFunds} /> : null;
}

function Prompt({
  lowFunds,
}: {
  lowFunds: NonNullable<ReturnType<typeof useSystemActor<'lowFunds'>>>;
}) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={overlay.dialog}
      data-variant="low-funds"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        lowFunds.send({ type: 'lowFunds.dismiss' });
      }}
    >
      <div className={overlay.panel}>
        <h2 id={titleId} className={overlay.title}>
          <Trans id="MAKE_A_DEPOSIT_TEXT">You are running out of funds.</Trans>
        </h2>
        <p className={overlay.message}>
          <Trans id="RUNNING_OUT_OF_FUNDS">Would you like to deposit?</Trans>
        </p>
        <div className={overlay.buttons}>
          <Button variant="secondary" onClick={() => lowFunds.send({ type: 'lowFunds.goBack' })}>
            <Trans id="GO_BACK">Go back</Trans>
          </Button>
          <Button onClick={() => lowFunds.send({ type: 'lowFunds.yes' })}>
            <Trans id="YES">Yes</Trans>
          </Button>
        </div>
      </div>
    </dialog>
  );
}
