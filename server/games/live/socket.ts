// The live tables' socket (decision 0049): `/demo-games/live/socket?session=<game session token>`,
// its own upgrade path like the jackpot's (jackpot/socket.ts). A socket seats its player at the
// session's table: it hears `{type:'state'}` at once and on every change, `{type:'result'}` with
// its own settlement, and `{type:'mine'}` (its bets and result in the current round) on connect,
// so a dropped page that reconnects is back in sync. `{type:'sync'}` asks for all of it again.
// Bets go over HTTP (routes.ts); no money moves on this socket. A REAL seat lasts as long as the
// player session behind its game session, as the player's GraphQL subscriptions do (decision
// 0030): when that session ends, on whichever process, the socket closes with 4401 and the end's
// reason, and every sync reads the game session afresh, so an ended one answers nothing.
import type { IncomingMessage, Server } from 'node:http';
import type { WebSocket } from 'ws';
import { startSocketServer } from '../../http/socket-server.ts';
import type { SessionGuard } from '../../players/session-guard.ts';
import type { LiveTables, Seat } from './tables.ts';

export const LIVE_SOCKET_PATH = '/demo-games/live/socket';
const MAX_FRAME_BYTES = 1024;
const FLOOD_LIMITS = { maxMessages: 30, windowMs: 10_000 };

export const LIVE_CLOSE = { unauthorized: 4401, notFound: 4404 } as const;

export function isLiveSocketPath(pathname: string): boolean {
  return pathname === LIVE_SOCKET_PATH;
}

export interface LiveSocketServer {
  /** Closes every socket as a restart would (1012): pages reconnect and resync. */
  dropAll(): number;
  close(): Promise<void>;
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export function startLiveSockets(
  httpServer: Server,
  live: LiveTables,
  /** Ends REAL seats with their player sessions (players/session-guard.ts). */
  sessions: Pick<SessionGuard, 'onEnd'>,
  log: { warn(details: Record<string, unknown>, message: string): void },
): LiveSocketServer {
  /** The table, and the seat's bets and balance as its game session stands now. */
  async function sync(socket: WebSocket, token: string): Promise<void> {
    // Never the session the socket was opened with: it may have ended since.
    const session = await live.session(token);
    if (!session) return socket.close(LIVE_CLOSE.unauthorized, 'The game session has ended.');
    const state = await live.state(session.gameSlug);
    send(socket, { type: 'state', state });
    const mine = await live.mine(session, state.roundId);
    send(socket, {
      type: 'mine',
      roundId: state.roundId,
      bets: mine.bets,
      result: mine.result,
      play: mine.play,
      balance: await live.balance(session),
    });
  }

  async function accept(request: IncomingMessage, socket: WebSocket): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://socket.invalid');
    const token = url.searchParams.get('session') ?? '';
    const session = await live.session(token);
    if (!session) return socket.close(LIVE_CLOSE.unauthorized, 'The game session has ended.');
    const info = await live.table(session.gameSlug, session.currency);
    if (!info) return socket.close(LIVE_CLOSE.notFound, 'This game is not a live table.');
    const seat: Seat = {
      sessionId: session.id,
      onState: (state) => send(socket, { type: 'state', state }),
      onResult: (result) => send(socket, { type: 'result', result }),
    };
    const unseat = live.seat(session.gameSlug, seat);
    // Watched before the first sync reads the session: an end in between is seen by one or the
    // other. A FUN session has no player session and is not watched.
    const unwatch =
      session.mode === 'REAL' && session.playerSessionId && session.playerId
        ? sessions.onEnd(
            { sessionId: session.playerSessionId, playerId: session.playerId },
            (reason) =>
              socket.close(LIVE_CLOSE.unauthorized, `The player session has ended (${reason}).`),
          )
        : () => undefined;
    socket.on('close', () => {
      unseat();
      unwatch();
    });
    socket.on('message', (data, isBinary) => {
      let frame: { type?: unknown } | undefined;
      try {
        frame = isBinary ? undefined : (JSON.parse(data.toString()) as { type?: unknown });
      } catch {
        frame = undefined;
      }
      if (frame?.type === 'sync') {
        sync(socket, token).catch((error: unknown) =>
          log.warn({ err: error }, 'live table sync failed'),
        );
      } else {
        send(socket, { type: 'error', code: 'BadFrame', message: 'Unknown message type.' });
      }
    });
    await sync(socket, token);
  }

  return startSocketServer(httpServer, {
    isPath: isLiveSocketPath,
    maxFrameBytes: MAX_FRAME_BYTES,
    flood: FLOOD_LIMITS,
    accept,
    name: 'live table socket',
    unavailable: 'The live table is unavailable.',
    restarting: 'The live table restarts.',
    log,
  });
}
