// The jackpot's live actors with their real effects, started when a player first
// signs in (jackpot-handle.ts):
// - the socket actor (machines/jackpot-socket), configured from the player's jackpot settings,
//   the player id, the brand and the instance currency; sign-out configures it away (closed);
// - its socket is src/adapters/jackpot/jackpot-socket.ts; showWin opens the overlays actor's
//   'jackpot-win'; the consent actor's preferences feed `jackpot.consent`;
// - the opt-in machine (machines/jackpot-opt-in) provided with its status read (the REST
//   instance call) and its requests (PlayerOptInRequest through the socket's outbox).
import { createActor, fromPromise } from 'xstate';
import { hasConsent } from '../../../machines/consent/consent.machine.ts';
import { jackpotOptInMachine } from '../../../machines/jackpot-opt-in/jackpot-opt-in.machine.ts';
import {
  jackpotSocketMachine,
  type JackpotSocketConfig,
  type JackpotWin,
} from '../../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { JackpotSettingsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { JACKPOT_PLAYER_COUNTRY } from '../../adapters/jackpot/jackpot-api.ts';
import {
  connectJackpotSocket,
  type JackpotSocketConnection,
} from '../../adapters/jackpot/jackpot-socket.ts';
import type { JackpotActors, JackpotServices, JackpotSettings } from '../../runtime/jackpot.ts';
import type { JackpotOptions } from './jackpot-options.ts';
import { liveValue } from '../../runtime/live-value.ts';

/** What the overlay shows of a win: plain JSON (machines/overlays payload). */
function winPayload(win: JackpotWin, settings: JackpotSettings | null) {
  return {
    amount: win.amount,
    currency: win.currency,
    initials: win.initials,
    community: win.community,
    potId: win.potId,
    wonAt: win.wonAt,
    image: settings?.winnerNotificationImage ?? null,
  };
}

/** Jackpot on only with everything the socket address needs. */
const usable = (settings: JackpotSettings | null): settings is JackpotSettings =>
  settings !== null &&
  settings.enabled &&
  Boolean(settings.websocketUrl && settings.operatorId && settings.instanceId);

export function startJackpotActors(
  options: JackpotOptions,
  services: JackpotServices,
): JackpotActors {
  const settings = liveValue<JackpotSettings | null>(null);
  // The player's settings as soon as their read settles (the opt-in status waits for them).
  let settingsLoaded: Promise<JackpotSettings | null> = Promise.resolve(null);
  let connection: JackpotSocketConnection | null = null;

  const socket = createActor(
    jackpotSocketMachine.provide({
      actions: {
        openSocket: (_, { config }) => {
          connection?.close();
          const current = settings.get();
          if (!usable(current) || !config.brand || !config.currency) return;
          connection = connectJackpotSocket(
            {
              websocketUrl: current.websocketUrl!,
              operatorId: current.operatorId!,
              brand: config.brand,
              currency: config.currency,
              token: options.session.accessToken(),
            },
            {
              opened: () => socket.send({ type: 'socket.opened' }),
              closed: () => socket.send({ type: 'socket.closed' }),
              message: (message) => socket.send({ type: 'socket.message', message }),
              serviceError: (error) =>
                console.warn(`Jackpot service refused a message: ${error.code}`, error.message),
            },
            options.createSocket,
          );
        },
        closeSocket: () => {
          connection?.close();
          connection = null;
        },
        send: (_, { message }) => connection?.send(message),
        log: (_, { message }) => console.warn(message),
        showWin: (_, { win }) =>
          void options.platform.ready.then(({ overlays }) =>
            overlays.send({
              type: 'overlay.open',
              variant: 'jackpot-win',
              payload: winPayload(win, settings.get()),
            }),
          ),
      },
    }),
    { systemId: 'jackpotSocket', input: {}, inspect: options.inspect },
  ).start();

  const optInLogic = jackpotOptInMachine.provide({
    actors: {
      loadStatus: fromPromise(async ({ input }) => {
        const current = await settingsLoaded;
        if (!input.settings || !current?.sourceId) throw new Error('No jackpot instance');
        const instance = await services.instance({
          sourceId: current.sourceId,
          provider: input.settings.operatorId ?? '',
          brand: input.settings.brand,
          currency: current.currency,
          playerId: input.playerId,
        });
        return instance.optIn;
      }),
    },
    actions: {
      sendOptIn: ({ context }, { optIn, contribution }) => {
        if (!context.settings || !context.playerId) return;
        socket.send({
          type: 'jackpot.send',
          message: {
            type: 'PlayerOptInRequest',
            instance_id: context.settings.instanceId,
            player_id: context.playerId,
            brand_id: context.settings.brand,
            player_country: JACKPOT_PLAYER_COUNTRY,
            opt_in: optIn,
            contribution_value: contribution,
          },
        });
      },
    },
  });

  // The socket follows the signed-in player: their settings (their currency's instance).
  let followed: string | null = null;
  let request = 0;
  const configure = (next: JackpotSettings | null, playerId: string | null) => {
    settings.set(usable(next) ? next : null);
    const config: JackpotSocketConfig = {
      enabled: usable(next),
      playerId,
      brand: options.brand() || null,
      currency: next?.currency ?? null,
      enabledCommunity: next?.enabledCommunity ?? false,
    };
    socket.send({ type: 'jackpot.configure', config });
  };
  const followPlayer = (playerId: string | null) => {
    if (playerId === followed) return;
    followed = playerId;
    const mine = ++request;
    if (playerId === null) {
      settingsLoaded = Promise.resolve(null);
      return configure(null, null);
    }
    settingsLoaded = options
      .api()
      .request(JackpotSettingsDocument, {})
      .then(({ jackpotSettings }) => {
        if (mine === request) configure(jackpotSettings, playerId);
        return settings.get();
      })
      .catch((error: unknown) => {
        console.warn('Jackpot settings could not be read', error);
        return null;
      });
  };
  options.session.session.subscribe((snapshot) =>
    followPlayer(snapshot.context.player?.id ?? null),
  );
  followPlayer(options.session.session.getSnapshot().context.player?.id ?? null);

  // The win overlay needs the preferences consent (programmes §4).
  void options.platform.ready.then(({ consent }) => {
    let given: boolean | null = null;
    const follow = () => {
      const preferences = hasConsent(consent.getSnapshot(), 'preferences');
      if (preferences === given) return;
      given = preferences;
      socket.send({ type: 'jackpot.consent', preferences });
    };
    consent.subscribe(follow);
    follow();
  });

  return { socket, optInLogic, settings };
}
