import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  MAX_RETRIES_REACHED,
  SOCKET_NOT_OPEN,
  UNABLE_TO_CONNECT,
  jackpotSocketMachine,
  potsOf,
} from '../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import {
  OPT_IN_STATUS,
  RAFFLE_TICKETS,
  READY,
  jackpotSocketPaths,
  raffleWin,
  win,
} from './jackpot-socket.paths.ts';

describeMachinePaths('jackpot socket', jackpotSocketPaths.machine, jackpotSocketPaths.options);

const OPT_IN = { type: 'PlayerOptInRequest' as const, opt_in: true, contribution_value: 0.2 };
/** A live actor with spies for every effect, on Vitest's fake clock. */
function start(preferencesConsent = true) {
  const effects = {
    openSocket: vi.fn(),
    closeSocket: vi.fn(),
    send: vi.fn(),
    log: vi.fn(),
    showWin: vi.fn(),
  };
  const machine = jackpotSocketMachine.provide({
    actions: {
      openSocket: () => effects.openSocket(Date.now()),
      closeSocket: () => effects.closeSocket(),
      send: (_, { message }) => effects.send(message),
      log: (_, { message }) => effects.log(message),
      showWin: (_, { win }) => effects.showWin(win),
    },
  });
  const actor = createActor(machine, { input: { preferencesConsent } }).start();
  return { actor, effects };
}

describe('jackpot socket', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('connects only when jackpot is enabled and player, brand and currency are known', () => {
    const { actor, effects } = start();
    for (const config of [
      { ...READY, enabled: false },
      { ...READY, playerId: null },
      { ...READY, brand: null },
      { ...READY, currency: null },
    ]) {
      actor.send({ type: 'jackpot.configure', config });
      expect(actor.getSnapshot().matches({ connection: 'idle' })).toBe(true);
    }
    expect(effects.openSocket).not.toHaveBeenCalled();
    actor.send({ type: 'jackpot.configure', config: READY });
    expect(effects.openSocket).toHaveBeenCalledTimes(1);
    actor.send({ type: 'socket.opened' });
    expect(effects.send).toHaveBeenCalledWith({ type: 'SubscribeRequest', events: 'all' });
  });

  it('retries after 2, 4, 8, 16 and 32 s, then gives up before 64 s, logging each failure', () => {
    const { actor, effects } = start();
    actor.send({ type: 'jackpot.configure', config: READY });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      actor.send({ type: 'socket.closed' });
      vi.advanceTimersByTime(64_000);
    }
    // Each failure (one every 64 s here) is retried 2, 4, 8, 16 and 32 s later; the sixth gives up.
    expect(effects.openSocket.mock.calls.map(([at]) => at)).toEqual([
      0, 2_000, 68_000, 136_000, 208_000, 288_000,
    ]);
    expect(effects.log.mock.calls.filter(([m]) => m === UNABLE_TO_CONNECT)).toHaveLength(6);
    expect(effects.log).toHaveBeenLastCalledWith(MAX_RETRIES_REACHED);
    expect(actor.getSnapshot().matches({ connection: 'gaveUp' })).toBe(true);
  });

  it('an open socket resets the backoff, and a new configuration starts over', () => {
    const { actor, effects } = start();
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.closed' });
    vi.advanceTimersByTime(2_000);
    actor.send({ type: 'socket.opened' });
    expect(actor.getSnapshot().context.retryDelayMs).toBe(2_000);
    actor.send({ type: 'jackpot.configure', config: { ...READY, currency: 'SEK' } });
    expect(effects.closeSocket).toHaveBeenCalled();
    expect(effects.openSocket).toHaveBeenCalledTimes(3);
  });

  it('a close by the service when the player session ends is retried until the sign-out configures the socket away; a new sign-in connects again', () => {
    const { actor, effects } = start();
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.opened' });
    // The service's 4401 (the session ended) is a close like any other: retried, never fatal.
    actor.send({ type: 'socket.closed' });
    expect(actor.getSnapshot().matches({ connection: 'waitingToRetry' })).toBe(true);
    // The sign-out reaches the lobby before the retry: a visitor has no jackpot socket.
    actor.send({ type: 'jackpot.configure', config: { ...READY, playerId: null } });
    expect(actor.getSnapshot().matches({ connection: 'idle' })).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(effects.openSocket).toHaveBeenCalledTimes(1);
    actor.send({ type: 'jackpot.configure', config: { ...READY, playerId: 'p-2' } });
    expect(effects.openSocket).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.retryDelayMs).toBe(2_000);
  });

  it('a message waits for the socket at most ten 1 s checks', () => {
    const { actor, effects } = start();
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'jackpot.send', message: OPT_IN });
    vi.advanceTimersByTime(3_500);
    actor.send({ type: 'socket.opened' });
    expect(effects.send).not.toHaveBeenCalledWith(OPT_IN);
    vi.advanceTimersByTime(1_000);
    expect(effects.send).toHaveBeenCalledWith(OPT_IN);

    const never = start();
    never.actor.send({ type: 'jackpot.configure', config: READY });
    never.actor.send({ type: 'jackpot.send', message: OPT_IN });
    vi.advanceTimersByTime(9_999);
    expect(never.effects.log).not.toHaveBeenCalledWith(SOCKET_NOT_OPEN);
    vi.advanceTimersByTime(1);
    expect(never.effects.log).toHaveBeenCalledWith(SOCKET_NOT_OPEN);
    never.actor.send({ type: 'socket.opened' });
    vi.advanceTimersByTime(5_000);
    expect(never.effects.send).not.toHaveBeenCalledWith(OPT_IN);
  });

  it('JackpotUpdate replaces the pots of its instance only', () => {
    const { actor } = start();
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.opened' });
    const update = (instanceId: string, amount: number) =>
      actor.send({
        type: 'socket.message',
        message: { type: 'JackpotUpdate', instanceId, pots: [{ id: 'mega', amount }] },
      });
    update('a', 100);
    update('b', 200);
    update('a', 150);
    expect(potsOf(actor.getSnapshot(), 'a')).toEqual([{ id: 'mega', amount: 150 }]);
    expect(potsOf(actor.getSnapshot(), 'b')).toEqual([{ id: 'mega', amount: 200 }]);
    expect(potsOf(actor.getSnapshot(), 'c')).toEqual([]);
  });

  it("the win overlay: the player's own win with consent; others' wins only with the community feature", () => {
    const withoutConsent = start(false);
    withoutConsent.actor.send({ type: 'jackpot.configure', config: READY });
    withoutConsent.actor.send({ type: 'socket.opened' });
    withoutConsent.actor.send({ type: 'socket.message', message: win('p-1') });
    expect(withoutConsent.effects.showWin).not.toHaveBeenCalled();

    const { actor, effects } = start(true);
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', message: win(null) });
    expect(effects.showWin).not.toHaveBeenCalled();
    actor.send({ type: 'socket.message', message: win('p-1') });
    expect(effects.showWin).toHaveBeenLastCalledWith({ ...win('p-1'), community: false });

    actor.send({ type: 'jackpot.configure', config: { ...READY, enabledCommunity: true } });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', message: win(null) });
    expect(effects.showWin).toHaveBeenLastCalledWith({ ...win(null), community: true });
  });

  it('PlayerOptInResponse is emitted as jackpot.optInStatus for the page’s opt-in status', () => {
    const { actor } = start();
    const statuses: unknown[] = [];
    actor.on('jackpot.optInStatus', (event) => statuses.push(event.status));
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', message: OPT_IN_STATUS });
    expect(statuses).toEqual([OPT_IN_STATUS]);
  });

  it('raffle tickets and every raffle draw are emitted for the raffle actors, own wins marked', () => {
    const { actor, effects } = start();
    const seen: unknown[] = [];
    actor.on('jackpot.raffleTickets', (event) => seen.push(event.tickets));
    actor.on('jackpot.raffleWin', (event) =>
      seen.push({ own: event.own, player: event.win.playerId }),
    );
    actor.send({ type: 'jackpot.configure', config: READY });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.message', message: RAFFLE_TICKETS });
    actor.send({ type: 'socket.message', message: raffleWin('p-1') });
    actor.send({ type: 'socket.message', message: raffleWin(null) });
    expect(seen).toEqual([
      RAFFLE_TICKETS,
      { own: true, player: 'p-1' },
      { own: false, player: null },
    ]);
    // A raffle win is not a jackpot win: no jackpot-win overlay.
    expect(effects.showWin).not.toHaveBeenCalled();
  });
});
