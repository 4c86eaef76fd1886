// The signed-in player's jackpot (machines/jackpot) with its real effects, spawned by the lobby
// with the player's other actors (player-logic.ts): the settings read (the JackpotSettings
// query), the WebSocket (src/adapters/jackpot/jackpot-socket.ts, closed when the actor stops),
// the win overlay (the overlays actor's 'jackpot-win') and the log.
import { fromCallback, fromPromise } from 'xstate';
import {
  jackpotMachine,
  type JackpotConnectionCommand,
  type JackpotConnectionReport,
  type JackpotRead,
} from '../../../machines/jackpot/jackpot.machine.ts';
import type { JackpotWin } from '../../../machines/jackpot-socket/jackpot-socket.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { JackpotSettingsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { jackpotConnectionSlot } from '../../adapters/jackpot/jackpot-socket.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export interface JackpotLogicOptions {
  api: () => GraphQLClient;
  brand: () => string;
  /** The player's token, read when the socket opens. */
  accessToken: () => string | null;
  overlays: () => Promise<PlatformActors['overlays']>;
  /** Tests hand in a fake WebSocket; the browser's otherwise. */
  createSocket?: (url: string) => WebSocket;
}

/** What the overlay shows of a win: plain JSON (machines/overlays payload). */
function winPayload(win: JackpotWin, image: string | null) {
  return {
    amount: win.amount,
    currency: win.currency,
    initials: win.initials,
    community: win.community,
    potId: win.potId,
    wonAt: win.wonAt,
    image,
  };
}

export function jackpotLogic(options: JackpotLogicOptions) {
  return jackpotMachine.provide({
    actors: {
      readSettings: fromPromise<JackpotRead>(async () => ({
        settings: (await options.api().request(JackpotSettingsDocument, {})).jackpotSettings,
        brand: options.brand(),
      })),
      connection: fromCallback<JackpotConnectionCommand, unknown>(({ sendBack, receive }) => {
        const report = (event: JackpotConnectionReport) => sendBack(event);
        const slot = jackpotConnectionSlot(
          {
            opened: () => report({ type: 'socket.opened' }),
            closed: () => report({ type: 'socket.closed' }),
            message: (message) => report({ type: 'socket.message', message }),
            serviceError: (error) =>
              console.warn(`Jackpot service refused a message: ${error.code}`, error.message),
          },
          options.createSocket,
        );
        receive((command) => {
          if (command.type === 'connection.open')
            slot.open({ ...command.address, token: options.accessToken() });
          else if (command.type === 'connection.send') slot.send(command.message);
          else slot.close();
        });
        return () => slot.close();
      }),
    },
    actions: {
      log: (_, { message }) => console.warn(message),
      showWin: (_, { win, image }) =>
        void options.overlays().then((overlays) =>
          overlays.send({
            type: 'overlay.open',
            variant: 'jackpot-win',
            payload: winPayload(win, image),
          }),
        ),
    },
  });
}
