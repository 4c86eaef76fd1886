// A WebSocket server on its own upgrade path of the HTTP server, as the jackpot's and the live
// tables' sockets are (jackpot/socket.ts, games/live/socket.ts): frames limited in size and
// number, the socket paused while `accept` checks who it is (frames wait in ws's buffer), pings
// that keep proxies from closing quiet sockets and drop dead peers, and the restart and shutdown
// closes; and the pieces both protocols speak with: JSON frames, their close codes, and a
// player's socket that ends with the player session. The lobby's GraphQL sockets have their own
// servers (graphql/ws/).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { guardAgainstFloods, type FloodLimits } from '../graphql/ws/flood-guard.ts';
import type { SessionGuard, SessionRef } from '../players/session-guard.ts';

const PING_MS = 30_000;

/** The close codes of a refused socket (the GraphQL sockets' 4401 too, graphql/ws/). */
export const SOCKET_CLOSE = {
  unauthorized: 4401,
  notFound: 4404,
} as const;

/** Sends the message as a JSON frame, unless the socket is closing or closed. */
export function sendJson(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A text frame's JSON; undefined for a binary frame or one that is not JSON. */
export function readJsonFrame(data: RawData, isBinary: boolean): unknown {
  try {
    return isBinary ? undefined : (JSON.parse(data.toString()) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Closes a player's socket (4401, with the end's reason) when the player session ends, on
 * whichever process it ends, as the player's GraphQL subscriptions end (decision 0030).
 */
export function closeWithPlayerSession(
  socket: WebSocket,
  sessions: Pick<SessionGuard, 'onEnd'>,
  session: SessionRef,
): void {
  const unwatch = sessions.onEnd(session, (reason) =>
    socket.close(SOCKET_CLOSE.unauthorized, `The player session has ended (${reason}).`),
  );
  socket.on('close', unwatch);
}

export interface SocketServerOptions {
  /** Whether an upgrade request's path is this server's. */
  isPath: (pathname: string) => boolean;
  maxFrameBytes: number;
  flood: FloodLimits;
  /**
   * Checks the request (`url`: its path and query) and starts the protocol on the socket; a
   * throw closes it with 1011.
   */
  accept: (request: IncomingMessage, socket: WebSocket, url: URL) => Promise<void>;
  /** e.g. 'jackpot socket': the log line of a refused socket. */
  name: string;
  /** The close reason of a refused socket (1011) and of a restart (1012). */
  unavailable: string;
  restarting: string;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

export interface SocketServer {
  /** The sockets open now. */
  readonly open: ReadonlySet<WebSocket>;
  /** Closes every socket as a restart would (1012): pages reconnect and resync. */
  dropAll(): number;
  /** Stops taking upgrades, closes every socket (1001) and the server. */
  close(): Promise<void>;
}

export function startSocketServer(httpServer: Server, options: SocketServerOptions): SocketServer {
  const server = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes });
  const open = new Set<WebSocket>();

  const onUpgrade = (request: IncomingMessage, duplex: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://upgrade.invalid');
    } catch {
      return;
    }
    if (!options.isPath(url.pathname)) return;
    duplex.on('error', () => duplex.destroy());
    server.handleUpgrade(request, duplex, head, (socket) => {
      guardAgainstFloods(socket, options.flood);
      open.add(socket);
      // ws closes the socket itself (1009 for an oversized frame, 1002 for a bad one); without a
      // listener the error would be thrown in the process.
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
      socket.pause();
      options
        .accept(request, socket, url)
        .catch((error: unknown) => {
          options.log.warn({ err: error }, `${options.name} refused`);
          socket.close(1011, options.unavailable);
        })
        .finally(() => socket.resume());
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const awaitingPong = new WeakSet<WebSocket>();
  const pinger = setInterval(() => {
    for (const socket of open) {
      if (awaitingPong.has(socket)) {
        socket.terminate();
      } else if (socket.readyState === socket.OPEN) {
        awaitingPong.add(socket);
        socket.once('pong', () => awaitingPong.delete(socket));
        socket.ping();
      }
    }
  }, PING_MS);
  pinger.unref();

  return {
    open,
    dropAll() {
      const count = open.size;
      for (const socket of open) socket.close(1012, options.restarting);
      return count;
    },
    async close() {
      httpServer.off('upgrade', onUpgrade);
      clearInterval(pinger);
      for (const socket of open) socket.close(1001, 'The server is shutting down.');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
