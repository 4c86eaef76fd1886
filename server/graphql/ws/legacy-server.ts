// A small server for the legacy `graphql-ws` subprotocol (the subscriptions-transport-ws server
// is unmaintained): connection_init/ack/error, start → data… complete, stop, ka keep-alive and
// connection_terminate, over the same prepared operations as graphql-transport-ws.
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { newTraceId } from '../build-context.ts';
import { finishError } from '../errors.ts';
import { LobbyError } from '../../errors.ts';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../limits.ts';
import { CLOSE } from './close-codes.ts';
import {
  LEGACY_PROTOCOL,
  parseLegacyMessage,
  type LegacyClientMessage,
  type LegacyServerMessage,
} from './legacy-protocol.ts';
import { finishResult, prepareOperation } from './operation.ts';
import type { WebSocketTransport, WebSocketTransportOptions } from './transport-ws.ts';

const CONNECTION_INIT_TIMEOUT_MS = 10_000;

export function createLegacyWsServer(options: WebSocketTransportOptions): WebSocketTransport {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayloadBytes,
    handleProtocols: (protocols) => (protocols.has(LEGACY_PROTOCOL) ? LEGACY_PROTOCOL : false),
  });
  server.on('connection', (socket: WebSocket, request: IncomingMessage) =>
    serveLegacyConnection(socket, request, options),
  );
  return {
    server,
    close: async () => {
      for (const client of server.clients) client.close(CLOSE.goingAway, 'Going away');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serveLegacyConnection(
  socket: WebSocket,
  request: IncomingMessage,
  options: WebSocketTransportOptions,
): void {
  const { yoga, log } = options;
  /** Running operations by id; ending them is how stop and close clean up. */
  const operations = new Map<string, { stop: () => void }>();
  let connectionParams: Record<string, unknown> | undefined;

  const send = (message: LegacyServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN) socket.close(code, reason);
  };

  const initTimer = setTimeout(
    () =>
      connectionParams === undefined &&
      close(CLOSE.initTimeout, 'Connection initialisation timeout'),
    CONNECTION_INIT_TIMEOUT_MS,
  );
  // Keep-alive both ways: `ka` messages for the legacy client, ws pings to find dead peers.
  let alive = true;
  socket.on('pong', () => (alive = true));
  const keepAlive = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
    if (connectionParams !== undefined) send({ type: 'ka' });
  }, options.keepAliveMs);

  socket.on('error', (error) => log.error({ err: error, traceId: '-' }, 'legacy socket error'));
  socket.on('close', () => {
    clearTimeout(initTimer);
    clearInterval(keepAlive);
    for (const operation of operations.values()) operation.stop();
    operations.clear();
  });

  socket.on('message', (data: RawData) => {
    const parsed = parseLegacyMessage(rawDataToString(data));
    if (!parsed.ok) {
      // The legacy protocol's way to refuse a connection: connection_error, then close.
      if (parsed.connectionError)
        send({ type: 'connection_error', payload: { message: parsed.reason } });
      return close(CLOSE.badRequest, parsed.reason);
    }
    handle(parsed.message).catch((error: unknown) => {
      log.error({ err: error, traceId: '-' }, 'legacy message handling failed');
      close(CLOSE.internalError, 'Internal server error');
    });
  });

  async function handle(message: LegacyClientMessage): Promise<void> {
    switch (message.type) {
      case 'connection_init':
        if (connectionParams !== undefined)
          return close(CLOSE.tooManyInits, 'Too many initialisation requests');
        connectionParams = message.payload ?? {};
        send({ type: 'connection_ack' });
        send({ type: 'ka' });
        return;
      case 'connection_terminate':
        return close(CLOSE.normal, 'Terminated');
      case 'stop':
        operations.get(message.id)?.stop();
        return;
      case 'start':
        if (connectionParams === undefined) return close(CLOSE.unauthorized, 'Unauthorized');
        return start(message.id, message.payload, connectionParams);
    }
  }

  async function start(
    id: string,
    payload: Record<string, unknown>,
    params: Record<string, unknown>,
  ) {
    // The protocol lets a client reuse an id: the new operation replaces the old one.
    operations.get(id)?.stop();
    const traceId = newTraceId();
    const sendErrors = (errors: readonly unknown[]) =>
      send({
        type: 'error',
        id,
        payload: errors.map((e) => finishError(e, traceId, log).toJSON()),
      });

    if (operations.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return sendErrors([
        new LobbyError(
          'TooManySubscriptions',
          `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations may run on one connection.`,
        ),
      ]);
    }
    let stopped = false;
    let iterator: AsyncIterator<ExecutionResult> | undefined;
    // Not awaited (stop is called from socket events), but never left to reject unhandled.
    const release = () =>
      iterator
        ?.return?.()
        .catch((error: unknown) =>
          log.error({ err: error, traceId }, 'ending a legacy operation failed'),
        );
    const entry = {
      stop: () => {
        if (stopped) return;
        stopped = true;
        operations.delete(id);
        void release();
        send({ type: 'complete', id });
      },
    };
    operations.set(id, entry);

    const prepared = await prepareOperation(
      yoga,
      {
        traceId,
        transport: 'ws',
        sources: {
          headers: request.headers,
          clientAddress: request.socket.remoteAddress ?? '',
          connectionParams: params,
        },
      },
      payload,
      log,
      options.environment,
    );
    if (stopped) return;
    if (!prepared.ok) {
      operations.delete(id);
      stopped = true;
      return sendErrors(prepared.errors);
    }
    try {
      const result = await prepared.run();
      if (Symbol.asyncIterator in result) {
        iterator = result[Symbol.asyncIterator]();
        if (stopped) return void release();
        for (;;) {
          const next = await iterator.next();
          if (next.done || stopped) break;
          send({ type: 'data', id, payload: finishResult(next.value, traceId, log) });
        }
      } else if (!stopped) {
        send({ type: 'data', id, payload: finishResult(result, traceId, log) });
      }
      entry.stop();
    } catch (error) {
      if (stopped) return;
      operations.delete(id);
      stopped = true;
      sendErrors([error]);
    }
  }
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
