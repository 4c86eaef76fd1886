// The banners on top of the page (programmes §3 "Banner types"). The app sends the
// input (the player's compliance fields, the brand's site banners, country, consent, licence)
// whenever any of it changes and ticks the clock; `visibleBanners` (banners.ts) decides which
// show and in which order. The machine holds the dismissed keys: closing a dismissible banner
// hides it for the browser session (`persistDismissed`, which src/app provides, writes them to
// session storage; the app hands them back as `dismissed` input on the next page load).
//
// States: `waiting` until the first input, then `showing` (at least one banner) or `empty`.
// Dismissing a banner that cannot be dismissed, or that is not on screen, changes nothing.

import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { visibleBanners, type Banner, type BannerInput } from './banners.ts';

export interface BannersContext {
  input: BannerInput | null;
  /** Dismissed keys (type, or type:siteBannerId), oldest first. */
  dismissed: string[];
  now: number;
  /** What shows, in priority order. */
  shown: Banner[];
}

export interface BannersMachineInput {
  /** Keys dismissed earlier in this browser session. */
  dismissed?: readonly string[];
  now: number;
}

export type BannersEvent =
  | { type: 'banners.update'; input: BannerInput; now: number }
  | { type: 'banners.tick'; now: number }
  | { type: 'banners.dismiss'; key: string };

export interface PersistDismissedParams {
  dismissed: readonly string[];
}

const evaluate = (context: Pick<BannersContext, 'input' | 'dismissed' | 'now'>): Banner[] =>
  context.input ? visibleBanners(context.input, context.dismissed, context.now) : [];

// After every change: `showing` when something shows, else `empty`.
const settle = [
  { guard: 'anyShown', target: '#banners.showing' },
  { target: '#banners.empty' },
] as const;

export const bannersMachine = setup({
  types: {
    context: {} as BannersContext,
    events: {} as BannersEvent,
    input: {} as BannersMachineInput,
  },
  actions: {
    persistDismissed: (_, _params: PersistDismissedParams) => {
      throw new Error('persistDismissed is provided by src/app');
    },
    update: assign(({ context, event }) => {
      const next = { ...context };
      if (event.type === 'banners.update') {
        next.input = event.input;
        next.now = event.now;
      } else if (event.type === 'banners.tick') next.now = event.now;
      return { ...next, shown: evaluate(next) };
    }),
    dismiss: assign(({ context, event }) => {
      if (event.type !== 'banners.dismiss') return {};
      const dismissed = [...context.dismissed, event.key];
      return { dismissed, shown: evaluate({ ...context, dismissed }) };
    }),
  },
  guards: {
    anyShown: ({ context }) => context.shown.length > 0,
    hasInput: ({ context }) => context.input !== null,
    canDismiss: ({ context, event }) =>
      event.type === 'banners.dismiss' &&
      context.shown.some((banner) => banner.key === event.key && banner.dismissible),
  },
}).createMachine({
  id: 'banners',
  context: ({ input }) => ({
    input: null,
    dismissed: [...(input.dismissed ?? [])],
    now: input.now,
    shown: [],
  }),
  initial: 'waiting',
  states: {
    /** No input yet: nothing shows. */
    waiting: {
      on: { 'banners.update': { target: 'deciding', actions: 'update' } },
    },
    /** Transient: picks `showing` or `empty` for the current context. */
    deciding: { always: settle },
    showing: {
      on: {
        'banners.dismiss': {
          guard: 'canDismiss',
          target: 'deciding',
          actions: [
            'dismiss',
            {
              type: 'persistDismissed',
              params: ({ context }) => ({ dismissed: context.dismissed }),
            },
          ],
        },
      },
    },
    empty: {},
  },
  on: {
    // After the first input (`waiting` handles that one); a tick before any input is ignored.
    'banners.update': { guard: 'hasInput', target: '.deciding', actions: 'update' },
    'banners.tick': { guard: 'hasInput', target: '.deciding', actions: 'update' },
  },
});

export type BannersSnapshot = SnapshotFrom<typeof bannersMachine>;

/** The banners on screen, in priority order. */
export const selectBanners = (snapshot: BannersSnapshot): Banner[] => snapshot.context.shown;
