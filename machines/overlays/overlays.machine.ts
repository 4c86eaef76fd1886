// The one dialog the page shows at a time (programmes §2 "Overlays", platform-core §2
// "Navigation behaviours"): closed, or open with a variant and a plain-JSON payload.
// Opening another variant replaces the current one. Escape closes every variant except
// quick-deposit, sow and reality-check; a change of the URL search closes any dialog; the
// `closeQuickDepositEvent` message event closes the quick-deposit dialog only. Closing (or
// replacing) quick-deposit or sow strips the deposit query parameters through the named
// effect `stripQueryParams`, which src/app provides.
//
// What the UI does with a variant (buttons, scroll lock, focus) is answered by the pure
// helpers below, so the dialog component has no variant switch of its own.

import { stripParams } from '../routing/query.ts';
import { assign, enqueueActions, setup } from 'xstate';

export const OVERLAY_VARIANTS = [
  'confirmation',
  'default',
  'error',
  'search',
  'quick-deposit',
  'reality-check',
  'content-accept',
  'action-error',
  'jackpot-win',
  'raffle-win',
  'sow',
] as const;
export type OverlayVariant = (typeof OVERLAY_VARIANTS)[number];

export const OVERLAY_CLOSE_REASONS = ['button', 'escape', 'backdrop', 'programmatic'] as const;
export type OverlayCloseReason = (typeof OVERLAY_CLOSE_REASONS)[number];

/** The buttons a variant shows; labels are the UI's (i18n) business. */
export type OverlayButton = 'dismiss' | 'ok' | 'close' | 'backToGame';

/** Query parameters removed from the URL when quick-deposit or sow closes. */
export const STRIPPED_QUERY_PARAMS = [
  'autoSubmit',
  'paymentMethod',
  'amount',
  'currency',
  'preselectedChallengeId',
  'autoSignIn',
  'locale',
] as const;

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A named field of an object payload (undefined for other payloads or a missing field). */
export const payloadField = (payload: JsonValue, name: string): JsonValue | undefined =>
  payload !== null && typeof payload === 'object' && !Array.isArray(payload)
    ? payload[name]
    : undefined;

export interface OverlaysContext {
  /** null while closed. */
  variant: OverlayVariant | null;
  /** What the variant shows (ids, amounts, message keys): plain JSON, null when none. */
  payload: JsonValue;
}

export type OverlaysEvent =
  | { type: 'overlay.open'; variant: OverlayVariant; payload?: JsonValue }
  | { type: 'overlay.close'; reason: OverlayCloseReason }
  /** The Escape key while a dialog is open. */
  | { type: 'overlay.escape' }
  /** The URL search (query string) changed. */
  | { type: 'overlay.searchChanged' }
  /** The `closeQuickDepositEvent` message event. */
  | { type: 'overlay.closeQuickDeposit' }
  /** Closes `variant` if it is the one on screen (a dialog that took its place stays). */
  | { type: 'overlay.dismiss'; variant: OverlayVariant }
  /**
   * Opens `variant` unless another dialog is on screen (that one keeps its place; the offer is
   * made again when it closes); replaces the payload when `variant` is already open.
   */
  | { type: 'overlay.offer'; variant: OverlayVariant; payload?: JsonValue };

export interface StripQueryParamsParams {
  params: readonly string[];
}

const BUTTONS: Readonly<Record<OverlayVariant, readonly OverlayButton[]>> = {
  confirmation: ['dismiss', 'ok'],
  'reality-check': ['dismiss', 'ok'],
  'content-accept': ['dismiss', 'ok'],
  'action-error': ['dismiss', 'ok'],
  default: ['close'],
  error: ['close'],
  search: ['close'],
  'jackpot-win': ['backToGame'],
  'raffle-win': ['backToGame'],
  'quick-deposit': ['close'],
  sow: ['close'],
};

/** The buttons of a variant, in display order. */
export const buttonsFor = (variant: OverlayVariant): readonly OverlayButton[] => BUTTONS[variant];

/** Every dialog locks page scroll except quick-deposit. */
export const locksScroll = (variant: OverlayVariant): boolean => variant !== 'quick-deposit';

/**
 * Quick-deposit and sow sit over a running game: Escape (and a click beside them) does not close
 * them. Neither does it close the reality check, which the player answers (Continue or Log out).
 */
export const closesOnEscape = (variant: OverlayVariant): boolean =>
  variant !== 'quick-deposit' && variant !== 'sow' && variant !== 'reality-check';

/** On close, focus returns to the game frame (not to the opener) for quick-deposit and sow. */
export const refocusesGameFrame = (variant: OverlayVariant): boolean =>
  variant === 'quick-deposit' || variant === 'sow';

/**
 * Where focus goes on close: the game frame for quick-deposit and sow, and for the win
 * overlays, whose "Back to game" button means it (when a game is open).
 */
export const returnsFocusToGame = (variant: OverlayVariant): boolean =>
  refocusesGameFrame(variant) || buttonsFor(variant).includes('backToGame');

/** Closing these strips STRIPPED_QUERY_PARAMS from the URL. */
export const stripsQueryOnClose = (variant: OverlayVariant | null): boolean =>
  variant === 'quick-deposit' || variant === 'sow';

export const isOverlayVariant = (value: unknown): value is OverlayVariant =>
  typeof value === 'string' && (OVERLAY_VARIANTS as readonly string[]).includes(value);

// stripParams lives with the other query helpers; re-exported for the overlay host.
export { stripParams };

const stripQuery = { type: 'stripQueryParams', params: { params: STRIPPED_QUERY_PARAMS } } as const;

export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
  },
  actions: {
    /** Removes the params from the current URL (history.replaceState); see stripParams. */
    stripQueryParams: (_, _params: StripQueryParamsParams) => {
      throw new Error('stripQueryParams is provided by src/app');
    },
    /** Tells the lobby whether a dialog is open (the low-funds rule skips while one is). */
    reportOpen: (_, _params: { open: boolean }) => {},
    /** Tells the lobby which dialog closed (a pop-up waiting for its place shows then). */
    reportClosed: (_, _params: { variant: OverlayVariant; payload: JsonValue | null }) => {},
    show: assign(({ event }) => {
      if (event.type !== 'overlay.open' && event.type !== 'overlay.offer') return {};
      return { variant: event.variant, payload: event.payload ?? null };
    }),
  },
  guards: {
    closesOnEscape: ({ context }) => context.variant !== null && closesOnEscape(context.variant),
    isQuickDeposit: ({ context }) => context.variant === 'quick-deposit',
    isShown: ({ context, event }) =>
      (event.type === 'overlay.dismiss' || event.type === 'overlay.offer') &&
      event.variant === context.variant,
  },
}).createMachine({
  id: 'overlays',
  context: { variant: null, payload: null },
  initial: 'closed',
  states: {
    closed: {
      entry: { type: 'reportOpen', params: { open: false } },
      on: {
        'overlay.open': { target: 'open', actions: 'show' },
        'overlay.offer': { target: 'open', actions: 'show' },
      },
    },
    open: {
      entry: { type: 'reportOpen', params: { open: true } },
      // Leaving `open` closes the dialog.
      exit: enqueueActions(({ context, enqueue }) => {
        if (stripsQueryOnClose(context.variant)) enqueue(stripQuery);
        if (context.variant)
          enqueue({
            type: 'reportClosed',
            params: { variant: context.variant, payload: context.payload },
          });
        enqueue.assign({ variant: null, payload: null });
      }),
      on: {
        'overlay.open': {
          // Replacing quick-deposit or sow by another variant closes it: strip its params.
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (stripsQueryOnClose(context.variant) && event.variant !== context.variant)
              enqueue(stripQuery);
            enqueue('show');
          }),
        },
        'overlay.close': 'closed',
        'overlay.escape': { guard: 'closesOnEscape', target: 'closed' },
        'overlay.searchChanged': 'closed',
        'overlay.closeQuickDeposit': { guard: 'isQuickDeposit', target: 'closed' },
        'overlay.dismiss': { guard: 'isShown', target: 'closed' },
        'overlay.offer': { guard: 'isShown', actions: 'show' },
      },
    },
  },
});

/** Selectors for components (`useSelector(overlays, selectOverlay)`). */
export const selectOverlay = (snapshot: { context: OverlaysContext }) => snapshot.context;
