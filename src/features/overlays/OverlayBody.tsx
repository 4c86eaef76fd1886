// What each overlay variant says. The payload is plain JSON from whoever opened the dialog:
// `title` / `message` (already translated by the caller) replace the variant's defaults;
// money arrives as integer minor units with a currency.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import {
  payloadField,
  type JsonValue,
  type OverlayVariant,
} from '../../../machines/overlays/overlays.machine.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { formatMoney } from '../../components/format.ts';
import {
  WIN_CELEBRATION_MS,
  WIN_COUNT_STEPS,
  countUpAmount,
  countUpStep,
} from '../../../machines/jackpot/win-animation.ts';
import { WonAgo } from './WonAgo.tsx';
import styles from '../../components/Dialog.module.css';

type Payload = JsonValue;

const text = (payload: Payload, name: string): string | undefined => {
  const value = payloadField(payload, name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};
const amount = (payload: Payload, name: string): number | undefined => {
  const value = payloadField(payload, name);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};

export function useOverlayTitle(variant: OverlayVariant, payload: Payload): string {
  const { t } = useLingui();
  const given = text(payload, 'title');
  if (given) return given;
  switch (variant) {
    case 'confirmation':
      return t`Please confirm`;
    case 'default':
      return t`Information`;
    case 'error':
      return t({ id: 'ERROR', message: 'Error' });
    case 'search':
      return t`Search games`;
    case 'quick-deposit':
      return t`Quick deposit`;
    case 'reality-check':
      return t`Reality check`;
    case 'content-accept':
      return t`Before you continue`;
    case 'action-error':
      return t`That did not work`;
    case 'jackpot-win':
      return t`Jackpot win!`;
    case 'raffle-win':
      return t`You won the raffle!`;
    case 'sow':
      return t`Source of wealth`;
  }
}

/**
 * Bodies that other features supply, composed by the app (a feature never imports another):
 * the cashier's quick-deposit panel and the reality check's figures and answers,
 * shown to signed-in players only. Usually lazy components.
 */
export interface OverlayBodies {
  quickDeposit?: ComponentType<{ payload: Payload }>;
  /** Renders its own buttons (Continue, Log out): the host leaves its defaults out. */
  realityCheck?: ComponentType<{ payload: Payload }>;
  /** The operator's pop-ups: renders its own Accept (and Close) buttons. */
  contentAccept?: ComponentType<{ payload: Payload }>;
  /** The game search: instant results, keyboard navigation, recent searches. */
  search?: ComponentType<{ payload: Payload }>;
  /** The source-of-wealth declaration (the OverlaySourceOfWealth toggle). */
  sourceOfWealth?: ComponentType<{ payload: Payload }>;
}

/** A content-accept dialog opened for one of the operator's pop-ups (its payload names it). */
const isPopUp = (variant: OverlayVariant, payload: Payload): boolean =>
  variant === 'content-accept' && typeof payloadField(payload, 'popUpId') === 'string';

/** Whether the supplied body renders the dialog's buttons itself. */
export const bodyOwnsButtons = (
  variant: OverlayVariant,
  bodies: OverlayBodies,
  signedIn: boolean,
  payload: Payload = null,
): boolean =>
  (variant === 'reality-check' && signedIn && bodies.realityCheck !== undefined) ||
  (isPopUp(variant, payload) && signedIn && bodies.contentAccept !== undefined);

/** Which supplied body a signed-in player's dialog of this variant shows, if any. */
function signedInBody(variant: OverlayVariant, payload: Payload): keyof OverlayBodies | null {
  if (variant === 'quick-deposit') return 'quickDeposit';
  if (variant === 'reality-check') return 'realityCheck';
  if (isPopUp(variant, payload)) return 'contentAccept';
  if (variant === 'sow') return 'sourceOfWealth';
  return null;
}

export function OverlayBody({
  variant,
  payload,
  bodies,
}: {
  variant: OverlayVariant;
  payload: Payload;
  bodies: OverlayBodies;
}) {
  const message = text(payload, 'message');
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const SearchPanel = bodies.search;
  if (variant === 'search' && SearchPanel)
    return (
      <Suspense fallback={<SearchBody />}>
        <SearchPanel payload={payload} />
      </Suspense>
    );
  if (variant === 'search') return <SearchBody />;
  // The signed-in bodies load lazily: a placeholder until they are there.
  const signedInKey = signedIn ? signedInBody(variant, payload) : null;
  const SignedInBody = signedInKey ? bodies[signedInKey] : undefined;
  if (SignedInBody)
    return (
      <Suspense fallback={<p className={styles.message}>…</p>}>
        <SignedInBody payload={payload} />
      </Suspense>
    );
  if (variant === 'jackpot-win' || variant === 'raffle-win')
    return <WinBody variant={variant} payload={payload} />;
  if (message) return <p className={styles.message}>{message}</p>;
  return <p className={styles.message}>{defaultMessage(variant, payload)}</p>;
}

function defaultMessage(variant: OverlayVariant, payload: Payload) {
  switch (variant) {
    case 'confirmation':
      return <Trans>Are you sure?</Trans>;
    case 'error':
    case 'action-error':
      return <Trans id="LOADING_PAGE_ERROR">Something went wrong.</Trans>;
    case 'quick-deposit':
      return <Trans>Top up without leaving your game.</Trans>;
    case 'reality-check': {
      const minutes = amount(payload, 'minutes') ?? 0;
      return <Trans>You have been playing for {minutes} minutes.</Trans>;
    }
    case 'content-accept':
      return <Trans>Please read and accept the updated terms to continue.</Trans>;
    case 'sow':
      return <Trans>Tell us where the money you play with comes from.</Trans>;
    default:
      return null;
  }
}

function SearchBody() {
  const { t } = useLingui();
  return (
    <input
      className={styles.search}
      type="search"
      aria-label={t`Search games`}
      placeholder={t`Game or studio`}
      autoFocus
    />
  );
}

/**
 * Counts up from 0 in 10,000 steps (programmes §4 "Win animation"), spread over about 2 s;
 * instant with reduced motion.
 */
function useCountUp(target: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(target);
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const reached = countUpStep(now - started);
      setShown(countUpAmount(target, reached));
      if (reached < WIN_COUNT_STEPS) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

/** The celebration image shows for the first 4 s of the overlay (programmes §4, §9). */
function useCelebration(): boolean {
  const [celebrating, setCelebrating] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setCelebrating(false), WIN_CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return celebrating;
}

function WinBody({
  variant,
  payload,
}: {
  variant: 'jackpot-win' | 'raffle-win';
  payload: Payload;
}) {
  const { i18n } = useLingui();
  const won = amount(payload, 'amount') ?? 0;
  const currency = text(payload, 'currency') ?? 'EUR';
  const shown = useCountUp(won);
  const celebrating = useCelebration();
  const [openedAt] = useState(() => Date.now());
  const prize = text(payload, 'prize');
  const image = text(payload, 'image');
  const initials = text(payload, 'initials');
  const wonAt = text(payload, 'wonAt');
  const community = payloadField(payload, 'community') === true;
  return (
    <>
      {celebrating && image && (
        <img className={styles.celebration} src={image} alt="" data-celebration />
      )}
      {variant === 'jackpot-win' && community && initials && (
        <p className={styles.message}>
          <Trans>{initials} hit the jackpot!</Trans>
        </p>
      )}
      {variant === 'raffle-win' && prize ? (
        <p className={styles.win}>{prize}</p>
      ) : (
        <p className={styles.win} aria-hidden="true" data-win-amount>
          {formatMoney(shown, currency, i18n.locale)}
        </p>
      )}
      {/* Screen readers get the final amount once, not every frame of the count-up. */}
      {!(variant === 'raffle-win' && prize) && (
        <p className={styles.visuallyHidden}>{formatMoney(won, currency, i18n.locale)}</p>
      )}
      {variant === 'jackpot-win' && wonAt && (
        <p className={styles.message}>
          <WonAgo wonAt={wonAt} now={openedAt} />
        </p>
      )}
      {text(payload, 'message') && <p className={styles.message}>{text(payload, 'message')}</p>}
    </>
  );
}
