import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_CLOSE_ANIMATION_MS,
  notificationsMachine,
  selectToasts,
  type NotificationsEvent,
  type NotificationsInput,
} from '../../machines/notifications/notifications.machine.ts';
import { toastMachine } from '../../machines/notifications/toast.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { notificationsPaths, toastPaths } from './notifications.paths.ts';

describeMachinePaths('notifications', notificationsPaths.machine, notificationsPaths.options);
describeMachinePaths('toast', toastPaths.machine, toastPaths.options);

function queue(input?: NotificationsInput) {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock, input }).start();
  const list = () => selectToasts(actor.getSnapshot()).map((toast) => `${toast.id}:${toast.phase}`);
  const toastState = (id: string) => actor.getSnapshot().children[id]?.getSnapshot().value;
  const send = (event: NotificationsEvent) => actor.send(event);
  return { actor, clock, list, toastState, send };
}

const show = (id: string | undefined, messageId = 'INFO'): NotificationsEvent =>
  id === undefined
    ? { type: 'notifications.show', kind: 'info', messageId }
    : { type: 'notifications.show', kind: 'info', messageId, id };

describe('a toast', () => {
  it('auto-closes after 5000 ms and is removed 300 ms later', () => {
    const { clock, list, toastState, send } = queue();
    send({
      type: 'notifications.show',
      kind: 'success',
      messageId: 'DEPOSIT_SUCCESS',
      values: { amount: 20 },
      id: 'd1',
    });
    expect(list()).toEqual(['d1:open']);
    expect(toastState('d1')).toEqual({ open: 'counting' });

    clock.increment(TOAST_AUTO_CLOSE_MS - 1);
    expect(list()).toEqual(['d1:open']);
    clock.increment(1);
    expect(list()).toEqual(['d1:closing']);
    expect(toastState('d1')).toBe('closing');

    clock.increment(TOAST_CLOSE_ANIMATION_MS - 1);
    expect(list()).toEqual(['d1:closing']);
    clock.increment(1);
    expect(list()).toEqual([]);
    expect(toastState('d1')).toBeUndefined();
  });

  it('keeps the message id, kind and plain values, never text', () => {
    const { actor, send } = queue();
    send({
      type: 'notifications.show',
      kind: 'warning',
      messageId: 'LOW_FUNDS',
      values: { amount: 5, currency: 'EUR' },
      id: 'w',
    });
    expect(selectToasts(actor.getSnapshot())).toEqual([
      {
        id: 'w',
        kind: 'warning',
        messageId: 'LOW_FUNDS',
        values: { amount: 5, currency: 'EUR' },
        phase: 'open',
      },
    ]);
    // The context is plain JSON.
    expect(JSON.parse(JSON.stringify(actor.getSnapshot().context))).toEqual(
      actor.getSnapshot().context,
    );
  });

  it('does not close while hovered, and gets a fresh 5000 ms when the pointer leaves', () => {
    const { clock, list, toastState, send } = queue();
    send(show('h'));
    clock.increment(4000);
    send({ type: 'notifications.hoverStart', id: 'h' });
    expect(toastState('h')).toEqual({ open: 'paused' });
    clock.increment(60_000);
    expect(list()).toEqual(['h:open']);

    send({ type: 'notifications.hoverEnd', id: 'h' });
    clock.increment(TOAST_AUTO_CLOSE_MS - 1);
    expect(list()).toEqual(['h:open']);
    clock.increment(1);
    expect(list()).toEqual(['h:closing']);
  });

  it('closes at once on dismiss, also while hovered', () => {
    const { clock, list, send } = queue();
    send(show('x'));
    send({ type: 'notifications.hoverStart', id: 'x' });
    send({ type: 'notifications.dismiss', id: 'x' });
    expect(list()).toEqual(['x:closing']);
    // Hovering a closing toast does not bring it back.
    send({ type: 'notifications.hoverStart', id: 'x' });
    clock.increment(TOAST_CLOSE_ANIMATION_MS);
    expect(list()).toEqual([]);
  });
});

describe('the queue', () => {
  it('ignores a second show with the same id, open or closing', () => {
    const { actor, clock, list, send } = queue();
    send(show('once', 'FIRST'));
    send(show('once', 'SECOND'));
    expect(list()).toEqual(['once:open']);
    expect(selectToasts(actor.getSnapshot())[0]?.messageId).toBe('FIRST');
    send({ type: 'notifications.dismiss', id: 'once' });
    send(show('once', 'THIRD'));
    expect(list()).toEqual(['once:closing']);
    // Once it is gone the id can be shown again.
    clock.increment(TOAST_CLOSE_ANIMATION_MS);
    send(show('once', 'FOURTH'));
    expect(list()).toEqual(['once:open']);
    expect(selectToasts(actor.getSnapshot())[0]?.messageId).toBe('FOURTH');
  });

  it('generates distinct ids when none is given, skipping ids in use', () => {
    const { list, send } = queue();
    send(show('toast-2'));
    send(show(undefined));
    send(show(undefined));
    expect(list()).toEqual(['toast-2:open', 'toast-1:open', 'toast-3:open']);
  });

  it('keeps at most 5 open toasts by default: the oldest open one closes first', () => {
    const { clock, list, send } = queue();
    for (const id of ['a', 'b', 'c', 'd', 'e']) send(show(id));
    expect(list()).toEqual(['a:open', 'b:open', 'c:open', 'd:open', 'e:open']);
    send(show('f'));
    expect(list()).toEqual(['a:closing', 'b:open', 'c:open', 'd:open', 'e:open', 'f:open']);
    send(show('g'));
    expect(list()).toEqual([
      'a:closing',
      'b:closing',
      'c:open',
      'd:open',
      'e:open',
      'f:open',
      'g:open',
    ]);
    clock.increment(TOAST_CLOSE_ANIMATION_MS);
    expect(list()).toEqual(['c:open', 'd:open', 'e:open', 'f:open', 'g:open']);
  });

  it('ignores dismiss and hover for ids it does not show', () => {
    const { actor, list, send } = queue();
    send(show('a'));
    send({ type: 'notifications.dismiss', id: 'nope' });
    send({ type: 'notifications.hoverStart', id: 'nope' });
    send({ type: 'notifications.hoverEnd', id: 'nope' });
    send({ type: 'notifications.toastDeleted', id: 'nope' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(list()).toEqual(['a:open']);
  });

  it('falls back to info for an unknown kind and drops values that are not plain', () => {
    const { actor, send } = queue();
    send({
      type: 'notifications.show',
      kind: 'fatal',
      messageId: 'ERROR',
      values: { ok: 'yes', n: 1, bad: { nested: true }, nan: Number.NaN },
      id: 'odd',
    } as unknown as NotificationsEvent);
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: 'odd', kind: 'info', messageId: 'ERROR', values: { ok: 'yes', n: 1 }, phase: 'open' },
    ]);
  });
});

describe('a toast on its own', () => {
  it('reports closing and deleted to its parent only through reportPhase', () => {
    const phases: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      toastMachine.provide({ actions: { reportPhase: (_, params) => phases.push(params.phase) } }),
      { clock, input: { id: 't', kind: 'error', messageId: 'ERROR', values: {} } },
    ).start();
    clock.increment(TOAST_AUTO_CLOSE_MS);
    clock.increment(TOAST_CLOSE_ANIMATION_MS);
    expect(phases).toEqual(['closing', 'deleted']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
