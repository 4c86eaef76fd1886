// Routes WebSocket upgrades: only /lobby-graphql, by subprotocol — `graphql-transport-ws` when
// offered, the legacy `graphql-ws` only when it is offered without the modern one. Anything else
// is answered with a plain HTTP error and the socket closed; the process is never at risk.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { guardAgainstFloods } from './flood-guard.ts';
import { LEGACY_PROTOCOL } from './legacy-protocol.ts';
import { TRANSPORT_WS_PROTOCOL } from './transport-ws.ts';

export interface UpgradeRoutes {
  path: string;
  transportWs: WebSocketServer;
  legacy: WebSocketServer;
  /** Paths another upgrade listener answers: not refused here. */
  elsewhere?: (pathname: string) => boolean;
}

export function offeredProtocols(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol.length > 0);
}

/** The server for the offered subprotocols, or undefined when none is ours. */
export function chooseServer(
  routes: UpgradeRoutes,
  protocolHeader: string | undefined,
): WebSocketServer | undefined {
  const offered = offeredProtocols(protocolHeader);
  if (offered.includes(TRANSPORT_WS_PROTOCOL)) return routes.transportWs;
  if (offered.includes(LEGACY_PROTOCOL)) return routes.legacy;
  return undefined;
}

export function routeUpgrades(httpServer: Server, routes: UpgradeRoutes): () => void {
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A socket error during the handshake must not become an uncaught exception.
    socket.on('error', () => socket.destroy());
    let pathname: string | undefined;
    try {
      pathname = new URL(request.url ?? '/', 'http://upgrade.invalid').pathname;
    } catch {
      pathname = undefined;
    }
    if (pathname !== undefined && routes.elsewhere?.(pathname)) return;
    if (pathname !== routes.path) return refuse(socket, 404, 'Not Found', 'No WebSocket here.');
    const server = chooseServer(routes, request.headers['sec-websocket-protocol']);
    if (!server) {
      return refuse(
        socket,
        400,
        'Bad Request',
        `Offer the WebSocket subprotocol "${TRANSPORT_WS_PROTOCOL}" (or the legacy "${LEGACY_PROTOCOL}").`,
      );
    }
    server.handleUpgrade(request, socket, head, (webSocket: WebSocket) => {
      guardAgainstFloods(webSocket);
      server.emit('connection', webSocket, request);
    });
  };
  httpServer.on('upgrade', onUpgrade);
  return () => httpServer.off('upgrade', onUpgrade);
}

function refuse(socket: Duplex, status: number, statusText: string, message: string): void {
  const body = JSON.stringify({ error: statusText.toLowerCase().replace(/ /g, '_'), message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${statusText}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        '\r\n' +
        body,
    );
  }
  socket.destroy();
}
