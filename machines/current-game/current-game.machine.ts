// The game on screen (platform-core §4, low-funds rule: "balance plus bonus when the game has
// bonus enabled"). The game page says which game it shows while it is mounted; the wallet's
// low-funds check reads whether that game takes bonus money. An actor rather than a module
// variable, so the inspector shows it and the path tests walk it.
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export interface CurrentGameContext {
  slug: string | null;
  bonusEnabled: boolean;
}

export type CurrentGameEvent =
  | { type: 'game.shown'; slug: string; bonusEnabled: boolean }
  | { type: 'game.hidden'; slug: string };

const NONE: CurrentGameContext = { slug: null, bonusEnabled: false };

export const currentGameMachine = setup({
  types: { context: {} as CurrentGameContext, events: {} as CurrentGameEvent },
  guards: {
    // A page that unmounts after the next one mounted must not clear the new game.
    isShownGame: ({ context, event }) =>
      event.type === 'game.hidden' && event.slug === context.slug,
  },
}).createMachine({
  id: 'currentGame',
  context: NONE,
  initial: 'none',
  states: {
    none: {
      on: {
        'game.shown': {
          target: 'playing',
          actions: assign(({ event }) => ({ slug: event.slug, bonusEnabled: event.bonusEnabled })),
        },
      },
    },
    playing: {
      on: {
        'game.shown': {
          actions: assign(({ event }) => ({ slug: event.slug, bonusEnabled: event.bonusEnabled })),
        },
        'game.hidden': { guard: 'isShownGame', target: 'none', actions: assign(NONE) },
      },
    },
  },
});

/** Whether the low-funds rule counts bonus money: only while a bonus-enabled game is shown. */
export const gameHasBonus = (snapshot: SnapshotFrom<typeof currentGameMachine>) =>
  snapshot.matches('playing') && snapshot.context.bonusEnabled;
