import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  currentGameMachine,
  gameHasBonus,
} from '../../machines/current-game/current-game.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { currentGamePaths } from './current-game.paths.ts';

describeMachinePaths('current game', currentGamePaths.machine, currentGamePaths.options);

describe('current game', () => {
  it('counts bonus money only while a bonus-enabled game is shown', () => {
    const actor = createActor(currentGameMachine).start();
    expect(gameHasBonus(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'game.shown', slug: 'slot', bonusEnabled: true });
    expect(gameHasBonus(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'game.hidden', slug: 'slot' });
    expect(gameHasBonus(actor.getSnapshot())).toBe(false);
  });

  it('keeps the next game when the previous page hides late', () => {
    const actor = createActor(currentGameMachine).start();
    actor.send({ type: 'game.shown', slug: 'first', bonusEnabled: false });
    actor.send({ type: 'game.shown', slug: 'second', bonusEnabled: true });
    actor.send({ type: 'game.hidden', slug: 'first' });
    expect(actor.getSnapshot().context).toEqual({ slug: 'second', bonusEnabled: true });
  });
});
