// The one dialog of the page (programmes §2 "Overlays"). The overlays machine decides what is
// open and what closes it; this component only mirrors it into a native modal <dialog>:
// showModal() makes the rest of the page inert, Tab is kept inside, focus returns to the
// opener (or to the game frame for quick-deposit, sow and the wins' "Back to game") and page
// scroll is locked except under quick-deposit.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { useQueryString } from '../../runtime/navigation.ts';
import {
  STRIPPED_QUERY_PARAMS,
  buttonsFor,
  closesOnEscape,
  locksScroll,
  returnsFocusToGame,
  selectOverlay,
  stripParams,
  type OverlayVariant,
} from '../../../machines/overlays/overlays.machine.ts';
import { Button } from '../../components/Button.tsx';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import styles from '../../components/Dialog.module.css';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import {
  OverlayBody,
  bodyOwnsButtons,
  useOverlayTitle,
  type OverlayBodies,
} from './OverlayBody.tsx';
import { useButtonLabels } from './button-labels.ts';

type Overlays = PlatformActors['overlays'];

/** The focusable elements of the dialog, for keeping Tab inside it. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where focus goes when quick-deposit, sow or a win closes: the running game, if there is one. */
const gameFrame = () => document.querySelector<HTMLElement>('iframe[data-game-frame]');

export function OverlayHost({ overlays, bodies }: { overlays: Overlays; bodies: OverlayBodies }) {
  const { variant, payload } = useSelector(overlays, selectOverlay);
  useSearchChangeCloses(overlays);
  useCloseQuickDepositMessage(overlays);
  if (variant === null) return null;
  // Keyed by variant: a replacement dialog is a new dialog (fresh focus, fresh content).
  return (
    <OpenDialog
      key={variant}
      overlays={overlays}
      variant={variant}
      payload={payload}
      bodies={bodies}
    />
  );
}

function OpenDialog({
  overlays,
  variant,
  payload,
  bodies,
}: {
  overlays: Overlays;
  variant: OverlayVariant;
  payload: ReturnType<typeof selectOverlay>['payload'];
  bodies: OverlayBodies;
}) {
  // Keyed by variant (OverlayHost), so one dialog element lives for one variant.
  const ref = useModalDialog((opener) =>
    returnsFocusToGame(variant) ? (gameFrame() ?? opener) : opener,
  );
  const titleId = useId();
  const title = useOverlayTitle(variant, payload);
  const labels = useButtonLabels();
  const ownButtons = bodyOwnsButtons(variant, bodies, usePlayerStatus() === 'LOGGED_IN', payload);

  // Page scroll lock (not under quick-deposit) and the QA hook follow the open variant.
  useLayoutEffect(() => {
    const locks = locksScroll(variant);
    if (locks) document.body.dataset.scrollLocked = '';
    document.body.dataset.overlay = variant;
    return () => {
      if (locks) delete document.body.dataset.scrollLocked;
      delete document.body.dataset.overlay;
    };
  }, [variant]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-variant={variant}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape: the machine decides (quick-deposit and sow stay open), never the browser.
      onCancel={(event) => {
        event.preventDefault();
        overlays.send({ type: 'overlay.escape' });
      }}
      // Chromium may close a modal on a repeated Escape despite preventDefault: reopen it if
      // the machine still says open.
      onClose={() => {
        if (overlays.getSnapshot().matches('open') && ref.current && !ref.current.open)
          ref.current.showModal();
      }}
      onClick={(event) => {
        if (event.target === ref.current && closesOnEscape(variant))
          overlays.send({ type: 'overlay.close', reason: 'backdrop' });
      }}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <OverlayBody variant={variant} payload={payload} bodies={bodies} />
        {!ownButtons && (
          <div className={styles.buttons}>
            {buttonsFor(variant).map((button, index) => (
              <Button
                key={button}
                variant={index === buttonsFor(variant).length - 1 ? 'primary' : 'secondary'}
                onClick={() => overlays.send({ type: 'overlay.close', reason: 'button' })}
              >
                {labels[button]}
              </Button>
            ))}
          </div>
        )}
      </div>
    </dialog>
  );
}

/** A change of the URL search closes the dialog, except the change its own closing made. */
function useSearchChangeCloses(overlays: Overlays) {
  const search = useQueryString();
  const previous = useRef(search);
  useEffect(() => {
    const before = previous.current;
    previous.current = search;
    if (search === before) return;
    const strippedBefore = stripParams(before, STRIPPED_QUERY_PARAMS).replace(/^\?/, '');
    if (search !== strippedBefore) overlays.send({ type: 'overlay.searchChanged' });
  }, [search, overlays]);
}

/** The cashier frame posts `closeQuickDepositEvent` when the player is done. */
function useCloseQuickDepositMessage(overlays: Overlays) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const type =
        typeof data === 'string' ? data : ((data as { type?: unknown } | null)?.type ?? null);
      if (type === 'closeQuickDepositEvent') overlays.send({ type: 'overlay.closeQuickDeposit' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [overlays]);
}
