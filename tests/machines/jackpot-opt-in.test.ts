import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  SETTINGS_MISSING,
  STATUS_FAILED,
  jackpotOptInMachine,
  type JackpotOptInInput,
  type OptInStatus,
} from '../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { JACKPOT_SETTINGS, jackpotOptInPaths } from './jackpot-opt-in.paths.ts';

describeMachinePaths('jackpot opt-in', jackpotOptInPaths.machine, jackpotOptInPaths.options);

function start(input: JackpotOptInInput, load: () => Promise<OptInStatus>) {
  const sent = vi.fn();
  const loads = vi.fn(load);
  const machine = jackpotOptInMachine.provide({
    actors: { loadStatus: fromPromise(() => loads()) },
    actions: { sendOptIn: (_, params) => sent(params) },
  });
  return { actor: createActor(machine, { input }).start(), sent, loads };
}

const INPUT = { settings: JACKPOT_SETTINGS, playerId: 'p-1' };

describe('jackpot opt-in', () => {
  it('without settings, operator id or player id: "Jackpot settings are missing", nothing loaded or sent', () => {
    for (const input of [
      { settings: null, playerId: 'p-1' },
      { settings: { ...JACKPOT_SETTINGS, operatorId: null }, playerId: 'p-1' },
      { settings: JACKPOT_SETTINGS, playerId: null },
    ]) {
      const { actor, loads, sent } = start(input, async () => ({
        optedIn: false,
        preferredContribution: null,
        optedOutReason: null,
      }));
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(SETTINGS_MISSING);
      actor.send({ type: 'optIn.toggle', optIn: true });
      expect(loads).not.toHaveBeenCalled();
      expect(sent).not.toHaveBeenCalled();
    }
  });

  it('opted out with no stored choice: the initial contribution; opting in sends it', async () => {
    const { actor, sent } = start(INPUT, async () => ({
      optedIn: false,
      preferredContribution: null,
      optedOutReason: null,
    }));
    await waitFor(actor, (s) => s.matches('optedOut'));
    expect(actor.getSnapshot().context.contribution).toBe(0.2);
    actor.send({ type: 'optIn.contribution', value: 0.5 });
    expect(sent).not.toHaveBeenCalled();
    actor.send({ type: 'optIn.toggle', optIn: true });
    expect(sent).toHaveBeenLastCalledWith({ optIn: true, contribution: 0.5 });
  });

  it('only a configured option is accepted as the contribution', async () => {
    const { actor, sent } = start(INPUT, async () => ({
      optedIn: true,
      preferredContribution: 0.1,
      optedOutReason: null,
    }));
    await waitFor(actor, (s) => s.matches('optedIn'));
    actor.send({ type: 'optIn.contribution', value: 0.3 });
    expect(actor.getSnapshot().context.contribution).toBe(0.1);
    expect(sent).not.toHaveBeenCalled();
    actor.send({ type: 'optIn.contribution', value: 0.5 });
    expect(sent).toHaveBeenLastCalledWith({ optIn: true, contribution: 0.5 });
  });

  it('a failed status read says "Error fetching the status"; Reload reads again', async () => {
    let fail = true;
    const { actor, loads } = start(INPUT, async () => {
      if (fail) throw new Error('HTTP 503');
      return { optedIn: true, preferredContribution: null, optedOutReason: null };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(STATUS_FAILED);
    fail = false;
    actor.send({ type: 'optIn.reload' });
    await waitFor(actor, (s) => s.matches('optedIn'));
    expect(loads).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an opt-out the operator made carries its reason as a code, from the status read and from a live answer, until the player opts in again', async () => {
    const withdrawn = {
      optedIn: false,
      preferredContribution: 0.2,
      optedOutReason: 'ContributionWithdrawn' as const,
    };
    const { actor, sent } = start(INPUT, async () => withdrawn);
    await waitFor(actor, (s) => s.matches('optedOut'));
    expect(actor.getSnapshot().context.optedOutReason).toBe('ContributionWithdrawn');
    // Choosing another option sends nothing: the reason stays until the opt-in is sent.
    actor.send({ type: 'optIn.contribution', value: 0.5 });
    expect(actor.getSnapshot().context.optedOutReason).toBe('ContributionWithdrawn');
    actor.send({ type: 'optIn.toggle', optIn: true });
    expect(sent).toHaveBeenLastCalledWith({ optIn: true, contribution: 0.5 });
    expect(actor.getSnapshot().context.optedOutReason).toBeNull();

    // Opted in, then the operator withdraws the option: the service's frame says so.
    actor.send({ type: 'optIn.statusReceived', status: withdrawn });
    expect(actor.getSnapshot().value).toBe('optedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      contribution: 0.2,
      optedOutReason: 'ContributionWithdrawn',
    });
    // An opt-in status never carries a reason, whatever the frame says.
    actor.send({ type: 'optIn.statusReceived', status: { ...withdrawn, optedIn: true } });
    expect(actor.getSnapshot().context.optedOutReason).toBeNull();
    // A player's own opt-out has none.
    actor.send({ type: 'optIn.toggle', optIn: false });
    expect(actor.getSnapshot().context.optedOutReason).toBeNull();
  });

  it("the service's PlayerOptInResponse replaces the status shown, without sending anything", async () => {
    const { actor, sent } = start(INPUT, async () => ({
      optedIn: false,
      preferredContribution: null,
      optedOutReason: null,
    }));
    await waitFor(actor, (s) => s.matches('optedOut'));
    actor.send({
      type: 'optIn.statusReceived',
      status: { optedIn: true, preferredContribution: 0.5, optedOutReason: null },
    });
    expect(actor.getSnapshot().value).toBe('optedIn');
    expect(actor.getSnapshot().context.contribution).toBe(0.5);
    actor.send({
      type: 'optIn.statusReceived',
      status: { optedIn: false, preferredContribution: null, optedOutReason: null },
    });
    expect(actor.getSnapshot().value).toBe('optedOut');
    expect(actor.getSnapshot().context.contribution).toBe(0.5);
    expect(sent).not.toHaveBeenCalled();
  });
});
