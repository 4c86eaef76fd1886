// The content-accept dialog's body for the operator's pop-ups: the pop-up's text
// and its answer. Accept records it at the version shown (acceptPopUp); a pop-up that requires
// acceptance has no other way out (the queue reopens it if the dialog is closed), one that does
// not also has Close, which records the dismissal. The queue (machines/compliance) is the
// signed-in player's; the dialog's title is the pop-up's (the payload's `title`).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectPopUp } from '../../../machines/compliance/popup-queue.machine.ts';
import { payloadField, type JsonValue } from '../../../machines/overlays/overlays.machine.ts';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { usePopUpQueue, type PopUpQueueActor } from '../../runtime/compliance.ts';
import dialog from '../../components/Dialog.module.css';
import styles from './ComplianceLive.module.css';

export default function PopUpBody({ payload }: { payload: JsonValue }) {
  const queue = usePopUpQueue();
  if (!queue) return null;
  return <QueuedPopUpBody queue={queue} popUpId={payloadField(payload, 'popUpId')} />;
}

function QueuedPopUpBody({ queue, popUpId }: { queue: PopUpQueueActor; popUpId: unknown }) {
  const { t } = useLingui();
  const { popUp, accepting, error } = useSelector(queue, selectPopUp);
  // The dialog and the queue change together; between the two, show nothing stale.
  if (!popUp || popUp.id !== popUpId) return null;
  return (
    <div data-popup={popUp.id} data-popup-kind={popUp.kind} data-popup-version={popUp.version}>
      <Paragraphs text={popUp.body} className={styles.popUpText} />
      <FormError
        message={error === null ? null : t`Your answer could not be saved. Please try again.`}
      />
      <div className={dialog.buttons}>
        {!popUp.requiresAcceptance && (
          <Button
            variant="secondary"
            disabled={accepting}
            onClick={() => queue.send({ type: 'popups.overlayClosed' })}
          >
            <Trans>Close</Trans>
          </Button>
        )}
        <Button loading={accepting} onClick={() => queue.send({ type: 'popups.accept' })}>
          <Trans>Accept</Trans>
        </Button>
      </div>
    </div>
  );
}
