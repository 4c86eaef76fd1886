// Prepares one WebSocket operation through Yoga's envelop pipeline, the same one HTTP requests
// take: the variables limit and the NUL check of the variables (HTTP's run on Yoga's parameters,
// which WebSockets do not have), parse with the token limit and the NUL check of the literals,
// the document limits, validate, build the context, then execute or subscribe. Both
// subprotocols use it, so they behave alike.
import {
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Environment } from '../../brands/brand.ts';
import { finishError, isGraphQLError, type ErrorLog } from '../errors.ts';
import { LobbyError } from '../../errors.ts';
import { textRefusal } from '../text-limit.ts';
import { variablesRefusal } from '../variables-limit.ts';
import type { LobbyServerContext } from '../server-context.ts';
import type { LobbyYoga } from '../yoga.ts';

export interface OperationPayload {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

export type OperationResult = ExecutionResult | AsyncIterable<ExecutionResult>;

export type PreparedOperation =
  | {
      ok: true;
      args: ExecutionArgs;
      kind: 'query' | 'mutation' | 'subscription';
      run: () => Promise<OperationResult>;
    }
  | { ok: false; errors: GraphQLError[] };

/** Sent when the context cannot be built: the client's cue to reconnect (platform-core §8). */
export const CONTEXT_ERROR_MESSAGE = 'Error resolving subscription context';

export async function prepareOperation(
  yoga: LobbyYoga,
  serverContext: LobbyServerContext,
  payload: OperationPayload,
  log: ErrorLog,
  environment: Environment,
): Promise<PreparedOperation> {
  const { traceId } = serverContext;
  const refuse = (errors: readonly unknown[]): PreparedOperation => ({
    ok: false,
    errors: errors.map((error) => finishError(error, traceId, log)),
  });

  const { query, operationName, variables } = payload;
  if (typeof query !== 'string' || query.trim() === '') {
    return refuse([new LobbyError('BadRequest', 'The payload must carry a query string.')]);
  }
  if (operationName != null && typeof operationName !== 'string') {
    return refuse([new LobbyError('BadRequest', 'operationName must be a string.')]);
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return refuse([new LobbyError('BadRequest', 'variables must be an object.')]);
  }
  // Before anything else walks them.
  const variablesError =
    variablesRefusal(variables, environment) ?? textRefusal(variables, operationName);
  if (variablesError) return refuse([variablesError]);

  const enveloped = yoga.getEnveloped(serverContext);
  let document: DocumentNode;
  try {
    document = enveloped.parse(query);
  } catch (error) {
    return refuse([error]);
  }
  const validationErrors = enveloped.validate(enveloped.schema, document);
  if (validationErrors.length > 0) return refuse(validationErrors);

  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) {
    return refuse([
      createGraphQLError(
        operationName
          ? `Unknown operation named "${operationName}".`
          : 'Must provide operation name if query contains multiple operations.',
      ),
    ]);
  }

  let contextValue: unknown;
  try {
    contextValue = await enveloped.contextFactory();
  } catch (error) {
    const cause = isGraphQLError(error) ? (error.originalError ?? error) : error;
    if (cause instanceof LobbyError) return refuse([cause]);
    log.error({ err: error, traceId }, `${CONTEXT_ERROR_MESSAGE} (trace ${traceId})`);
    return refuse([new LobbyError('InternalError', CONTEXT_ERROR_MESSAGE)]);
  }

  const args: ExecutionArgs = {
    schema: enveloped.schema,
    document,
    operationName: operationName ?? null,
    variableValues: (variables ?? null) as ExecutionArgs['variableValues'],
    contextValue,
  };
  const kind = operation.operation;
  return {
    ok: true,
    args,
    kind,
    run: async () =>
      (kind === 'subscription'
        ? await enveloped.subscribe(args)
        : await enveloped.execute(args)) as OperationResult,
  };
}

/** Masks and stamps the errors of one result. */
export function finishResult(
  result: ExecutionResult,
  traceId: string,
  log: ErrorLog,
): ExecutionResult {
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map((error) => finishError(error, traceId, log)) };
}
