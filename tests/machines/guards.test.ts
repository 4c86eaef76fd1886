import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  guardStatus,
  guardsMachine,
  isAnyGuardActive,
  isFlagActive,
  type GuardsEvent,
} from '../../machines/guards/guards.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { guardsPaths } from './guards.paths.ts';

describeMachinePaths('guards', guardsPaths.machine, guardsPaths.options);

function registry(...events: GuardsEvent[]) {
  const actor = createActor(guardsMachine).start();
  for (const event of events) actor.send(event);
  return actor;
}

describe('is any guard active', () => {
  it('is false with nothing registered and with only pending guards', () => {
    expect(isAnyGuardActive(registry().getSnapshot())).toBe(false);
    const actor = registry({ type: 'guards.register', id: 'signIn', kind: 'guard' });
    expect(guardStatus(actor.getSnapshot(), 'signIn')).toBe('pending');
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(false);
  });

  it('follows activate, settle and unregister of guards', () => {
    const actor = registry(
      { type: 'guards.register', id: 'signIn', kind: 'guard' },
      { type: 'guards.register', id: 'terms', kind: 'guard' },
      { type: 'guards.activate', id: 'signIn' },
      { type: 'guards.activate', id: 'terms' },
    );
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'guards.settle', id: 'signIn' });
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'guards.unregister', id: 'terms' });
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('clear');
    expect(guardStatus(actor.getSnapshot(), 'terms')).toBeNull();
  });

  it('does not count active flags', () => {
    const actor = registry(
      { type: 'guards.register', id: 'depositDialog', kind: 'flag' },
      { type: 'guards.activate', id: 'depositDialog' },
    );
    expect(isFlagActive(actor.getSnapshot(), 'depositDialog')).toBe(true);
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'guards.settle', id: 'depositDialog' });
    expect(guardStatus(actor.getSnapshot(), 'depositDialog')).toBe('pending');
    expect(isFlagActive(actor.getSnapshot(), 'depositDialog')).toBe(false);
  });
});

describe('bad input', () => {
  it('ignores unknown ids, including prototype keys', () => {
    const actor = registry(
      { type: 'guards.activate', id: 'nobody' },
      { type: 'guards.activate', id: 'toString' },
      { type: 'guards.settle', id: 'constructor' },
      { type: 'guards.unregister', id: 'nobody' },
    );
    expect(actor.getSnapshot().context.entries).toEqual({});
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(false);
    expect(guardStatus(actor.getSnapshot(), 'toString')).toBeNull();
    expect(isFlagActive(actor.getSnapshot(), 'constructor')).toBe(false);
  });

  it('registering twice updates kind and status', () => {
    const actor = registry(
      { type: 'guards.register', id: 'kyc', kind: 'guard', status: 'active' },
      { type: 'guards.register', id: 'kyc', kind: 'guard', status: 'active' },
    );
    expect(actor.getSnapshot().context.entries).toEqual({
      kyc: { kind: 'guard', status: 'active' },
    });
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(true);
    // The same id now registered as a flag no longer blocks.
    actor.send({ type: 'guards.register', id: 'kyc', kind: 'flag' });
    expect(actor.getSnapshot().context.entries).toEqual({
      kyc: { kind: 'flag', status: 'registered' },
    });
    expect(isAnyGuardActive(actor.getSnapshot())).toBe(false);
  });

  it('gives a guard registered with a flag-only status its default', () => {
    const actor = registry({
      type: 'guards.register',
      id: 'signIn',
      kind: 'guard',
      status: 'registered',
    } as unknown as GuardsEvent);
    expect(guardStatus(actor.getSnapshot(), 'signIn')).toBe('pending');
  });
});
