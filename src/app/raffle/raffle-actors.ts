// The raffle's live actors with their real effects, started by raffle-handle.ts:
// - the countdown actor (machines/raffle-countdown, systemId raffleCountdown, inspected) follows
//   the player's raffle settings (the Raffle query, read again when the player changes: their
//   currency's instances, their tickets): enabled settings start it, a change of player fetches
//   afresh. Its `loadDrops` is the three REST sources (src/adapters/jackpot/raffle-api.ts) with
//   the bearer, whose ticket_count feeds the tickets too; `log` is console.warn.
// - the jackpot socket (once a player has signed in) carries the rest: its
//   PlayerRaffleTicketsListResponse becomes the countdown's tickets event, and every
//   RaffleWinEvent joins the live winners (the carousel); the player's own is stored and opens
//   the overlays actor's 'raffle-win'.
// - PlayerRaffleTicketsRequest is sent when the socket opens, when the raffle page opens
//   (`requestTickets`) and after each balance change from a casino bet (the lobby's
//   `player.balanceUpdated`); the drops' refetch re-reads the tickets over REST as well.
import { createActor, fromPromise } from 'xstate';
import {
  RAFFLE_FETCH_FAILED,
  raffleCountdownMachine,
  type RaffleDrop,
  type RaffleDropType,
  type RaffleInstanceTickets,
} from '../../../machines/raffle-countdown/raffle-countdown.machine.ts';
import type { RaffleWinMessage } from '../../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { RaffleDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import {
  RAFFLE_DROP_TYPES,
  fetchRaffleSource,
  type RaffleSourceAnswer,
} from '../../adapters/jackpot/raffle-api.ts';
import type {
  RaffleActors,
  RaffleLiveWin,
  RaffleSettings,
  RaffleSettingsState,
} from '../../runtime/raffle.ts';
import type { RaffleOptions } from './raffle-options.ts';
import { liveValue } from '../../runtime/live-value.ts';

/** How many live wins are kept (the carousel shows the last 15). */
const LIVE_WINS_KEPT = 15;

const isDropType = (type: string): type is RaffleDropType =>
  (RAFFLE_DROP_TYPES as readonly string[]).includes(type);

function liveWin(win: RaffleWinMessage): RaffleLiveWin {
  return {
    instanceId: win.instanceId,
    dropId: win.dropId,
    sourceId: win.sourceId,
    initials: win.initials,
    amount: win.amount,
    currency: win.currency,
    brand: win.brand,
    timestamp: win.timestamp,
  };
}

export function startRaffleActors(options: RaffleOptions): RaffleActors {
  const settings = liveValue<RaffleSettingsState>({ status: 'loading' });
  const liveWins = liveValue<readonly RaffleLiveWin[]>([]);
  const lastWin = liveValue<RaffleLiveWin | null>(null);
  let operatorId: string | null = null;
  let player: { id: string; currency: string } | null = null;
  /** The running drop of each raffle instance, for socket tickets that name no drop. */
  const dropOfInstance = new Map<string, string>();

  const loadDrops = fromPromise<RaffleDrop[]>(async () => {
    const current = settings.get();
    if (current.status !== 'ready' || !current.settings) return [];
    const types = [...new Set(current.settings.raffles.map((raffle) => raffle.type))].filter(
      isDropType,
    );
    const brand = options.brand();
    const token = player ? options.session.accessToken() : null;
    const results = await Promise.allSettled(
      types.map((type) =>
        fetchRaffleSource({
          type,
          provider: operatorId ?? brand,
          brand,
          currency: player?.currency ?? null,
          token,
        }),
      ),
    );
    const answers = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    // All failed: the machine logs it and keeps the drops. Some failed: those cards stay away.
    if (answers.length === 0 && types.length > 0) throw new Error(RAFFLE_FETCH_FAILED);
    if (answers.length < types.length) console.warn(RAFFLE_FETCH_FAILED);
    for (const answer of answers) dropOfInstance.set(answer.instanceId, answer.drop.raffle.id);
    const tickets = answers.flatMap((answer: RaffleSourceAnswer) =>
      answer.ticketCount === null
        ? []
        : [{ instanceId: answer.drop.raffle.id, ticketCount: answer.ticketCount }],
    );
    if (tickets.length > 0) {
      queueMicrotask(() =>
        countdown.send({ type: 'raffle.ticketsReceived', instanceTickets: tickets }),
      );
    }
    return answers.map((answer) => answer.drop);
  });

  const countdown = createActor(
    raffleCountdownMachine.provide({
      actors: { loadDrops },
      actions: { log: (_, { message }) => console.warn(message) },
    }),
    { systemId: 'raffleCountdown', inspect: options.inspect },
  ).start();

  // The settings follow the player (their currency's instances and tickets).
  let enabled = false;
  const apply = (next: RaffleSettingsState) => {
    settings.set(next);
    const nowEnabled = next.status === 'ready' && Boolean(next.settings?.enabled);
    // A new player with the raffle still on fetches afresh (their bearer, their currency).
    if (enabled) countdown.send({ type: 'raffle.settingsChanged', enabled: false });
    if (nowEnabled) countdown.send({ type: 'raffle.settingsChanged', enabled: true });
    enabled = nowEnabled;
  };
  let request = 0;
  const readSettings = () => {
    const mine = ++request;
    settings.set({ status: 'loading' });
    options
      .api()
      .request(RaffleDocument, {})
      .then(({ raffleSettings, jackpotSettings }) => {
        if (mine !== request) return;
        operatorId = jackpotSettings?.operatorId ?? null;
        apply({
          status: 'ready',
          settings: (raffleSettings ?? null) as RaffleSettings | null,
          currency: player?.currency ?? options.defaultCurrency(),
        });
      })
      .catch((error: unknown) => {
        if (mine !== request) return;
        console.warn('Raffle settings could not be read', error);
        apply({ status: 'failed' });
      });
  };
  let followed: string | null | undefined;
  const followPlayer = (next: { id: string; currency: string } | null) => {
    if ((next?.id ?? null) === followed) return;
    followed = next?.id ?? null;
    player = next;
    readSettings();
  };
  const { session } = options.session;
  const playerOf = (snapshot: ReturnType<typeof session.getSnapshot>) => {
    const current = snapshot.context.player;
    return current ? { id: current.id, currency: current.currency } : null;
  };
  session.subscribe((snapshot) => followPlayer(playerOf(snapshot)));
  followPlayer(playerOf(session.getSnapshot()));

  // The jackpot socket: tickets and draws. It exists once a player has signed in.
  let requestTickets = () => {};
  void options.jackpot.live.then(({ socket }) => {
    requestTickets = () => {
      const connection = socket.getSnapshot();
      if (!player || !enabled) return;
      // Only to a socket that is (or is becoming) open: a brand without the jackpot has none.
      if (
        !connection.matches({ connection: 'open' }) &&
        !connection.matches({ connection: 'connecting' })
      )
        return;
      socket.send({
        type: 'jackpot.send',
        message: {
          type: 'PlayerRaffleTicketsRequest',
          player_id: player.id,
          brand_id: options.brand(),
        },
      });
    };
    let wasOpen = false;
    socket.subscribe((snapshot) => {
      const open = snapshot.matches({ connection: 'open' });
      if (open && !wasOpen) requestTickets();
      wasOpen = open;
    });
    socket.on('jackpot.raffleTickets', ({ tickets }) => {
      const instanceTickets: RaffleInstanceTickets[] = tickets.instanceTickets.flatMap((entry) => {
        const dropId = entry.dropId ?? dropOfInstance.get(entry.instanceId);
        return dropId ? [{ instanceId: dropId, ticketCount: entry.ticketCount }] : [];
      });
      countdown.send({ type: 'raffle.ticketsReceived', instanceTickets });
    });
    socket.on('jackpot.raffleWin', ({ win, own }) => {
      const entry = liveWin(win);
      liveWins.set([entry, ...liveWins.get()].slice(0, LIVE_WINS_KEPT));
      if (!own) return;
      lastWin.set(entry);
      const current = settings.get();
      const title =
        current.status === 'ready'
          ? current.settings?.raffles.find((raffle) => raffle.type === win.sourceId)?.title
          : undefined;
      void options.platform.ready.then(({ overlays }) =>
        overlays.send({
          type: 'overlay.open',
          variant: 'raffle-win',
          payload: {
            amount: win.amount,
            currency: win.currency,
            wonAt: win.timestamp,
            instanceId: win.instanceId,
            dropId: win.dropId,
            ...(title ? { message: title } : {}),
          },
        }),
      );
    });
  });

  // After each bet the player's tickets may have grown.
  options.session.lobby.on('player.balanceUpdated', (update) => {
    if (update.moneyType === 'CasinoBet') requestTickets();
  });

  return {
    countdown,
    settings,
    liveWins,
    lastWin,
    requestTickets: () => requestTickets(),
    reloadSettings: readSettings,
  };
}
