import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  jackpotMachine,
  type JackpotConnectionCommand,
  type JackpotConnectionReport,
  type JackpotRead,
  type JackpotReport,
} from '../../machines/jackpot/jackpot.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { DISABLED, ON, RAFFLE_WIN, jackpotPaths } from './jackpot.paths.ts';

describeMachinePaths('jackpot', jackpotPaths.machine, jackpotPaths.options);

/** A live jackpot whose connection records its commands and reports what the test says. */
function start(read: JackpotRead | Error, preferencesConsent = true) {
  const commands: JackpotConnectionCommand[] = [];
  const connection: { report?: (event: JackpotConnectionReport) => void; stopped: number } = {
    stopped: 0,
  };
  const effects = { wins: [] as unknown[], logs: [] as string[], reports: [] as JackpotReport[] };
  const actor = createActor(
    jackpotMachine.provide({
      actors: {
        readSettings: fromPromise(async () => {
          if (read instanceof Error) throw read;
          return read;
        }),
        connection: fromCallback<JackpotConnectionCommand>(({ sendBack, receive }) => {
          connection.report = sendBack;
          receive((command) => commands.push(command));
          return () => (connection.stopped += 1);
        }),
      },
      actions: {
        showWin: (_, params) => effects.wins.push(params),
        log: (_, { message }) => effects.logs.push(message),
        report: (_, report) => effects.reports.push(report),
      },
    }),
    { input: { playerId: 'p1', preferencesConsent } },
  ).start();
  return { actor, commands, connection, effects };
}

describe('jackpot', () => {
  it("opens the socket at the player's settings' address, subscribes once open, closes when stopped", async () => {
    const { actor, commands, connection } = start(ON);
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    // Configuring closes whatever was open before opening.
    expect(commands[0]).toEqual({ type: 'connection.close' });
    expect(commands[1]).toEqual({
      type: 'connection.open',
      address: {
        websocketUrl: 'ws://localhost/jackpot-api',
        operatorId: 'lobby-demo',
        brand: 'aurora',
        currency: 'EUR',
      },
    });
    connection.report!({ type: 'socket.opened' });
    expect(commands).toContainEqual({
      type: 'connection.send',
      message: { type: 'SubscribeRequest', events: 'all' },
    });
    actor.stop();
    expect(connection.stopped).toBe(1);
  });

  it('stays off without a usable setting, and when the read fails (logged)', async () => {
    const off = start(DISABLED);
    await waitFor(off.actor, (snapshot) => snapshot.matches('off'));
    const failed = start(new Error('HTTP 503'));
    await waitFor(failed.actor, (snapshot) => snapshot.matches('off'));
    expect(failed.effects.logs).toEqual(['Jackpot settings could not be read']);
    expect([...off.commands, ...failed.commands]).toEqual([]);
  });

  it("shows the player's win with the settings' image only with the preferences consent", async () => {
    const { actor, connection, effects } = start(ON, false);
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    connection.report!({ type: 'socket.opened' });
    const win = {
      type: 'WinEvent' as const,
      instanceId: 'aurora-eur',
      potId: 'mega',
      amount: 500_00,
      currency: 'EUR',
      playerId: 'p1',
      initials: 'SA',
      brand: 'aurora',
      wonAt: '2030-01-15T12:00:00.000Z',
    };
    connection.report!({ type: 'socket.message', message: win });
    expect(effects.wins).toEqual([]);
    actor.send({ type: 'jackpot.consent', preferences: true });
    connection.report!({ type: 'socket.message', message: win });
    expect(effects.wins).toEqual([
      { win: { ...win, community: false }, image: '/brands/aurora/jackpot-win.png' },
    ]);
  });

  it("asks for the player's raffle tickets on the socket and reports the raffle's messages", async () => {
    const { actor, commands, connection, effects } = start(ON);
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    connection.report!({ type: 'socket.opened' });
    actor.send({ type: 'raffle.ticketsWanted' });
    expect(commands).toContainEqual({
      type: 'connection.send',
      message: { type: 'PlayerRaffleTicketsRequest', player_id: 'p1', brand_id: 'aurora' },
    });
    connection.report!({ type: 'socket.message', message: RAFFLE_WIN });
    expect(effects.reports).toEqual([
      { type: 'jackpot.socketOpened' },
      { type: 'jackpot.raffleWin', win: RAFFLE_WIN, own: true },
    ]);
  });
});
