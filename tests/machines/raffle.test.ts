import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  raffleCountdownMachine,
  type RaffleDrop,
  type RaffleDropsSource,
} from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import {
  LIVE_WINS_KEPT,
  raffleMachine,
  type RafflePlayer,
  type RaffleRead,
  type RaffleReport,
} from '../../machines/raffle/raffle.machine.ts';
import { raffleSettingsState } from '../../machines/raffle/raffle.selectors.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { RAFFLE_WIN } from './jackpot.paths.ts';
import { RAFFLE_OFF, RAFFLE_ON, rafflePaths } from './raffle.paths.ts';

describeMachinePaths('raffle', rafflePaths.machine, rafflePaths.options);

const FAR_FUTURE = Date.UTC(2100, 0, 1);
const HOURLY: RaffleDrop = {
  type: 'hourly',
  instanceId: 'aurora-hourly-eur',
  ticketCount: 1,
  raffle: { id: 'aurora-hourly-eur-7800', timestampStart: 0, timestampEnd: FAR_FUTURE, pots: [] },
};

function start(player: RafflePlayer | null, read: RaffleRead | Error = RAFFLE_ON) {
  const sources: (RaffleDropsSource | null)[] = [];
  const effects = { wins: [] as unknown[], reports: [] as RaffleReport[] };
  const actor = createActor(
    raffleMachine.provide({
      actors: {
        readSettings: fromPromise(async () => {
          if (read instanceof Error) throw read;
          return read;
        }),
        countdown: raffleCountdownMachine.provide({
          actors: {
            loadDrops: fromPromise(async ({ input }) => {
              sources.push(input);
              return [HOURLY];
            }),
          },
          actions: { log: () => {} },
        }),
      },
      actions: {
        showWin: (_, params) => effects.wins.push(params),
        report: (_, report) => effects.reports.push(report),
        log: () => {},
      },
    }),
    { input: { player } },
  ).start();
  const countdown = () => actor.getSnapshot().children.countdown!;
  return { actor, countdown, sources, effects };
}

describe('raffle', () => {
  it("fetches the drops of the settings' types for the player, with their tickets", async () => {
    const { actor, countdown, sources } = start({ id: 'p1', currency: 'SEK' });
    await waitFor(countdown(), (snapshot) => snapshot.context.drops.length > 0);
    expect(sources).toEqual([
      { types: ['hourly'], provider: 'lobby-demo', currency: 'SEK', signedIn: true },
    ]);
    expect(countdown().getSnapshot().context.tickets).toEqual({ 'aurora-hourly-eur-7800': 1 });
    expect(raffleSettingsState(actor.getSnapshot())).toEqual({
      status: 'ready',
      settings: RAFFLE_ON.settings,
      currency: 'EUR',
    });
  });

  it('counts socket tickets that name only the instance on its running drop', async () => {
    const { actor, countdown } = start({ id: 'p1', currency: 'EUR' });
    await waitFor(countdown(), (snapshot) => snapshot.context.drops.length > 0);
    actor.send({
      type: 'jackpot.raffleTickets',
      tickets: {
        type: 'PlayerRaffleTicketsListResponse',
        instanceTickets: [
          { instanceId: 'aurora-hourly-eur', dropId: null, ticketCount: 4 },
          { instanceId: 'unknown', dropId: null, ticketCount: 9 },
        ],
      },
    });
    expect(countdown().getSnapshot().context.tickets).toEqual({ 'aurora-hourly-eur-7800': 4 });
  });

  it("keeps the last 15 draws and shows only the player's own, with the raffle's title", async () => {
    const { actor, effects } = start({ id: 'p1', currency: 'EUR' });
    await waitFor(actor, (snapshot) => snapshot.matches('on'));
    for (let draw = 0; draw < 20; draw += 1)
      actor.send({
        type: 'jackpot.raffleWin',
        win: { ...RAFFLE_WIN, dropId: `d-${draw}`, playerId: null },
        own: false,
      });
    actor.send({ type: 'jackpot.raffleWin', win: RAFFLE_WIN, own: true });
    const { liveWins, lastWin } = actor.getSnapshot().context;
    expect(liveWins).toHaveLength(LIVE_WINS_KEPT);
    expect(liveWins[0]?.dropId).toBe(RAFFLE_WIN.dropId);
    expect(lastWin?.dropId).toBe(RAFFLE_WIN.dropId);
    expect(effects.wins).toEqual([{ win: RAFFLE_WIN, title: 'Hourly drop' }]);
  });

  it("asks for a signed-in player's tickets when they may have changed; never a visitor's", async () => {
    const player = start({ id: 'p1', currency: 'EUR' });
    const visitor = start(null);
    for (const { actor } of [player, visitor]) {
      await waitFor(actor, (snapshot) => snapshot.matches('on'));
      actor.send({ type: 'jackpot.socketOpened' });
      actor.send({ type: 'raffle.pageOpened' });
      actor.send({ type: 'raffle.casinoBet' });
    }
    expect(player.effects.reports).toHaveLength(3);
    expect(visitor.effects.reports).toEqual([]);
  });

  it('stays away when disabled; reads again after a failure', async () => {
    const off = start(null, RAFFLE_OFF);
    await waitFor(off.actor, (snapshot) => snapshot.matches('off'));
    expect(off.sources).toEqual([]);
    const failed = start(null, new Error('HTTP 503'));
    await waitFor(failed.actor, (snapshot) => snapshot.matches('failed'));
    expect(raffleSettingsState(failed.actor.getSnapshot())).toEqual({ status: 'failed' });
  });
});
