// Fixtures that reach every state and transition of the current-game actor.
import { currentGameMachine } from '../../machines/current-game/current-game.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const currentGamePaths = machinePathEntry(
  'Current game: shown / hidden, a late hide of another game keeps the shown one',
  currentGameMachine,
  {
    events: {
      'game.shown': [
        { type: 'game.shown', slug: 'aurora-roulette', bonusEnabled: false },
        { type: 'game.shown', slug: 'aurora-slot', bonusEnabled: true },
      ],
      'game.hidden': [
        { type: 'game.hidden', slug: 'aurora-slot' },
        { type: 'game.hidden', slug: 'other-game' },
      ],
    },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
