// The live tables' socket (decision 0049): `/demo-games/live/socket?session=<game session token>`,
// its own upgrade path like the jackpot's (jackpot/socket.ts). A socket seats its player at the
// session's table: it hears `{type:'state'}` at once and on every change, `{type:'result'}` with
// its own settlement, and `{type:'mine'}` (its bets and result in the current round) on connect,
// so a dropped page that reconnects is back in sync. `{type:'sync'}` asks for all of it again.
// Bets go over HTTP (routes.ts); no money moves on this socket. A REAL seat lasts as long as the
// player session behind its game session, as the player's GraphQL subscriptions do (decision
// 0030): when that session ends, on whichever process, the socket closes with 4401 and the end's
// reason, and every sync reads the game session afresh, so an ended one answers nothing.
import type { Server } from 'node:http';
import type { WebSocket } from 'ws';
import {
  closeWithPlayerSession,
  readJsonFrame,
  sendJson,
  SOCKET_CLOSE,
  startSocketServer,
} from '../../http/socket-server.ts';
import type { SessionGuard } from '../../players/session-guard.ts';
import type { LiveTables, Seat } from './tables.ts';

export const LIVE_SOCKET_PATH = '/demo-games/live/socket';
const MAX_FRAME_BYTES = 1024;
const FLOOD_LIMITS = { maxMessages: 30, windowMs: 10_000 };

export function isLiveSocketPath(pathname: string): boolean {
  return pathname === LIVE_SOCKET_PATH;
}

export interface LiveSocketServer {
  /** Closes every socket as a restart would (1012): pages reconnect and resync. */
  dropAll(): number;
  close(): Promise<void>;
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
    if (!session) return socket.close(SOCKET_CLOSE.unauthorized, 'The game session has ended.');
    const state = await live.state(session.gameSlug);
    sendJson(socket, { type: 'state', state });
    const mine = await live.mine(session, state.roundId);
    sendJson(socket, {
      type: 'mine',
      roundId: state.roundId,
      bets: mine.bets,
      result: mine.result,
      play: mine.play,
      balance: await live.balance(session),
    });
  }

  async function accept(_request: unknown, socket: WebSocket, url: URL): Promise<void> {
    const token = url.searchParams.get('session') ?? '';
    const session = await live.session(token);
    if (!session) return socket.close(SOCKET_CLOSE.unauthorized, 'The game session has ended.');
    const info = await live.table(session.gameSlug, session.currency);
    if (!info) return socket.close(SOCKET_CLOSE.notFound, 'This game is not a live table.');
    const seat: Seat = {
      sessionId: session.id,
      onState: (state) => sendJson(socket, { type: 'state', state }),
      onResult: (result) => sendJson(socket, { type: 'result', result }),
    };
    const unseat = live.seat(session.gameSlug, seat);
    socket.on('close', unseat);
    // Watched before the first sync reads the session: an end in between is seen by one or the
    // other. A FUN session has no player session and is not watched.
    if (session.mode === 'REAL' && session.playerSessionId && session.playerId) {
      closeWithPlayerSession(socket, sessions, {
        sessionId: session.playerSessionId,
        playerId: session.playerId,
      });
    }
    socket.on('message', (data, isBinary) => {
      const frame = readJsonFrame(data, isBinary) as { type?: unknown } | null | undefined;
      if (frame?.type === 'sync') {
        sync(socket, token).catch((error: unknown) =>
          log.warn({ err: error }, 'live table sync failed'),
        );
      } else {
        sendJson(socket, { type: 'error', code: 'BadFrame', message: 'Unknown message type.' });
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
