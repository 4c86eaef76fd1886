import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  popUpErrorType,
  popUpQueueMachine,
  selectPopUp,
  type QueuedPopUp,
} from '../../machines/compliance/popup-queue.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { MESSAGE, TERMS, popUpQueuePaths } from './compliance-popups.paths.ts';

describeMachinePaths('compliance-popups', popUpQueuePaths.machine, popUpQueuePaths.options);

/** The queue with a recording dialog and an acceptPopUp answered by `answer`. */
function queue(answer: (input: { id: string; version: number }) => Promise<void>) {
  const log: string[] = [];
  const accepted: { id: string; version: number }[] = [];
  const actor = createActor(
    popUpQueueMachine.provide({
      actors: {
        acceptPopUp: fromPromise(async ({ input }) => {
          accepted.push(input);
          await answer(input);
        }),
      },
      actions: {
        showPopUp: (_, { popUp }) => void log.push(`show ${popUp.id}@${popUp.version}`),
        closePopUp: () => void log.push('close'),
        reloadPopUps: () => void log.push('reload'),
      },
    }),
  ).start();
  return { actor, log, accepted };
}

const settled = (actor: ReturnType<typeof queue>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('accepting'));

describe('the pop-up queue', () => {
  it('shows one at a time, oldest first, and records each answer with its version', async () => {
    const { actor, log, accepted } = queue(async () => {});
    actor.send({ type: 'popups.loaded', popUps: [TERMS, MESSAGE] });
    actor.send({ type: 'popups.accept' });
    await settled(actor);
    actor.send({ type: 'popups.accept' });
    await settled(actor);
    expect(accepted).toEqual([
      { id: 'pu-1', version: 2 },
      { id: 'pu-2', version: 1 },
    ]);
    expect(log).toEqual(['show pu-1@2', 'show pu-2@1', 'close']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reopens a pop-up that requires acceptance when the player closes it', () => {
    const { actor, log, accepted } = queue(async () => {});
    actor.send({ type: 'popups.loaded', popUps: [TERMS] });
    actor.send({ type: 'popups.overlayClosed' });
    expect(log).toEqual(['show pu-1@2', 'show pu-1@2']);
    expect(accepted).toEqual([]);
  });

  it('dismisses (records) a pop-up that needs no acceptance when closed', async () => {
    const { actor, accepted } = queue(async () => {});
    actor.send({ type: 'popups.loaded', popUps: [MESSAGE] });
    actor.send({ type: 'popups.overlayClosed' });
    await settled(actor);
    expect(accepted).toEqual([{ id: 'pu-2', version: 1 }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('drops an outdated version and asks for the list again', async () => {
    const { actor, log } = queue(async () => {
      throw Object.assign(new Error('outdated'), { data: { type: 'PopUpVersionOutdated' } });
    });
    actor.send({ type: 'popups.loaded', popUps: [TERMS] });
    actor.send({ type: 'popups.accept' });
    await settled(actor);
    expect(log).toEqual(['show pu-1@2', 'reload', 'close']);
    // The newer version arrives with the reload.
    actor.send({ type: 'popups.loaded', popUps: [{ ...TERMS, version: 3 }] });
    expect(selectPopUp(actor.getSnapshot()).popUp?.version).toBe(3);
  });

  it('keeps the pop-up with the error when recording fails otherwise', async () => {
    const { actor } = queue(async () => {
      throw Object.assign(new Error('down'), { data: { type: 'ServiceUnavailable' } });
    });
    actor.send({ type: 'popups.loaded', popUps: [TERMS] });
    actor.send({ type: 'popups.accept' });
    await settled(actor);
    expect(selectPopUp(actor.getSnapshot())).toEqual({
      popUp: TERMS,
      accepting: false,
      error: 'ServiceUnavailable',
    });
  });

  it('moves on when the one on screen was answered elsewhere; keeps it when it is still waiting', () => {
    const { actor, log } = queue(async () => {});
    const news: QueuedPopUp = { ...MESSAGE, id: 'pu-3' };
    actor.send({ type: 'popups.loaded', popUps: [TERMS] });
    // A new one arrives live: the terms stay on screen.
    actor.send({ type: 'popups.loaded', popUps: [news, TERMS] });
    expect(selectPopUp(actor.getSnapshot()).popUp?.id).toBe('pu-1');
    // Accepted in another tab.
    actor.send({ type: 'popups.loaded', popUps: [news] });
    expect(log).toEqual(['show pu-1@2', 'show pu-3@1']);
  });

  it('comes back when another dialog gave the place up', () => {
    const { actor, log } = queue(async () => {});
    actor.send({ type: 'popups.loaded', popUps: [MESSAGE] });
    actor.send({ type: 'popups.overlayFree' });
    expect(log).toEqual(['show pu-2@1', 'show pu-2@1']);
  });

  it('reads typed errors from the error or the API error data', () => {
    expect(popUpErrorType({ type: 'PopUpNotFound' })).toBe('PopUpNotFound');
    expect(popUpErrorType({ data: { type: 'PopUpVersionOutdated' } })).toBe('PopUpVersionOutdated');
    expect(popUpErrorType(new Error('x'))).toBe('Unknown');
    expect(popUpErrorType(null)).toBe('Unknown');
  });
});
