// The `graphql-transport-ws` subprotocol: graphql-ws's own server (`useServer`), with every
// operation prepared through Yoga's envelop pipeline (operation.ts).
import type { ExecutionArgs, ExecutionResult, FormattedExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { newTraceId } from '../build-context.ts';
import { finishError, type ErrorLog } from '../errors.ts';
import { LobbyError } from '../../errors.ts';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../limits.ts';
import type { LobbyYoga } from '../yoga.ts';
import { finishResult, prepareOperation, type OperationResult } from './operation.ts';

export const TRANSPORT_WS_PROTOCOL = 'graphql-transport-ws';

export interface WebSocketTransportOptions {
  yoga: LobbyYoga;
  log: ErrorLog;
  environment: 'development' | 'production';
  keepAliveMs: number;
  maxPayloadBytes: number;
}

export interface WebSocketTransport {
  server: WebSocketServer;
  close(): Promise<void>;
}

/** Per socket: the traceId of each running operation, to stamp its later errors. */
type SocketExtra = { traceIds?: Map<string, string> };

export function createTransportWsServer(options: WebSocketTransportOptions): WebSocketTransport {
  const { yoga, log } = options;
  const server = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });
  // graphql-ws calls execute/subscribe with the very args object onSubscribe returned.
  const runners = new WeakMap<ExecutionArgs, () => Promise<OperationResult>>();
  const run = (args: ExecutionArgs) => {
    const runner = runners.get(args);
    if (!runner) throw new Error('An operation ran without being prepared.');
    return runner();
  };

  const disposable = useServer<Record<string, unknown> | undefined, SocketExtra>(
    {
      isProd: options.environment === 'production',
      // Ten seconds to say connection_init, then 4408.
      connectionInitWaitTimeout: 10_000,
      execute: run,
      subscribe: run,
      onSubscribe: async (ctx, id, payload) => {
        const traceId = newTraceId();
        const traceIds = (ctx.extra.traceIds ??= new Map());
        traceIds.set(id, traceId);
        // ctx.subscriptions already holds this one.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            finishError(
              new LobbyError(
                'TooManySubscriptions',
                `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations may run on one connection.`,
              ),
              traceId,
              log,
            ),
          ];
        }
        const prepared = await prepareOperation(
          yoga,
          {
            traceId,
            transport: 'ws',
            sources: {
              headers: ctx.extra.request.headers,
              clientAddress: ctx.extra.request.socket.remoteAddress ?? '',
              connectionParams: ctx.connectionParams ?? {},
            },
          },
          payload,
          log,
          options.environment,
        );
        if (!prepared.ok) return prepared.errors;
        runners.set(prepared.args, prepared.run);
        return prepared.args;
      },
      onNext: (ctx, id, _payload, _args, result: ExecutionResult): FormattedExecutionResult => {
        const traceId = ctx.extra.traceIds?.get(id) ?? newTraceId();
        const { errors, ...rest } = finishResult(result, traceId, log);
        return errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest;
      },
      onError: (ctx, id, _payload, errors) => {
        const traceId = ctx.extra.traceIds?.get(id) ?? newTraceId();
        return errors.map((error) => finishError(error, traceId, log).toJSON());
      },
      onComplete: (ctx, id) => {
        ctx.extra.traceIds?.delete(id);
      },
    },
    server,
    options.keepAliveMs,
  );

  return {
    server,
    close: () => disposable.dispose() as Promise<void>,
  };
}
