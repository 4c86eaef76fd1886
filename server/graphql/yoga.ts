// One graphql-yoga instance per HTTP path, all on the same schema and plugins. The WebSocket
// transports run operations through the /lobby-graphql instance's envelop pipeline, so limits,
// masking and the context are the same on every transport.
import type { ExecutionResult, GraphQLSchema, ValidationRule } from 'graphql';
import {
  createGraphQLError,
  createYoga,
  isAsyncIterable,
  mapAsyncIterator,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga';
import type { Environment } from '../brands/brand.ts';
import { buildContext, type ContextDependencies } from './build-context.ts';
import type { GraphQLContext } from './context.ts';
import type { LobbyServerContext } from './server-context.ts';
import { finishError, maskError, type ErrorLog } from './errors.ts';
import { useNestingLimit } from './nesting-limit.ts';
import { useArmorWhileParsing, useDocumentLimits } from './query-limits.ts';
import { useVisitorResponseCache } from './response-cache.ts';
import { useTextLimit } from './text-limit.ts';
import { useVariablesLimit } from './variables-limit.ts';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

export type LobbyYoga = YogaServerInstance<LobbyServerContext, GraphQLContext>;

export interface LobbyYogaOptions {
  schema: GraphQLSchema;
  endpoint: string;
  environment: Environment;
  /** The GraphiQL stand-in (server/stand-ins.ts): GraphiQL in browsers, and introspection. */
  graphiql: boolean;
  context: ContextDependencies;
  log: ErrorLog & { warn(message: string): void; debug(message: string): void };
  /** Shared by the instances of every path; none in tests that count executions. */
  responseCache?: Cache;
}

export function createLobbyYoga(options: LobbyYogaOptions): LobbyYoga {
  const { environment, log } = options;
  // The limits in the order the request meets them (decision 0031).
  const plugins: Plugin<object, LobbyServerContext>[] = [
    // First of all onParams hooks: before the response cache builds its key from the variables.
    useVariablesLimit(environment),
    // Variables, then (after parsing) the document's literals: text the database cannot hold.
    useTextLimit(),
    // Before armor's token-counting parser: it must never start on a stack-overflowing query.
    useNestingLimit(),
    useArmorWhileParsing(environment),
    // Before graphql-js validates the document.
    useDocumentLimits(environment),
    useOperationNameInErrors(),
    useSubscriptionsOnWebSocketsOnly(),
    useTraceIdOnErrors(log),
  ];
  // After the limits: a cached answer is only served to a request that passed them.
  if (options.responseCache) plugins.push(useVisitorResponseCache(options.responseCache));
  if (!options.graphiql) plugins.push(useNoIntrospection());

  return createYoga<LobbyServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: options.endpoint,
    graphiql: options.graphiql,
    landingPage: false,
    // Every entry of a batch would bypass the per-request limits.
    batching: false,
    maskedErrors: { maskError },
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.debug(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => log.warn(args.map(String).join(' ')),
    },
    context: ({ traceId, sources }) => buildContext(options.context, sources, traceId),
    plugins,
  });
}

/** Stamps the traceId on every error of an HTTP response (request, parse, limit, execution). */
function useTraceIdOnErrors(log: ErrorLog): Plugin<object, LobbyServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const { traceId } = serverContext;
      const finish = (single: ExecutionResult): ExecutionResult =>
        single.errors
          ? { ...single, errors: single.errors.map((error) => finishError(error, traceId, log)) }
          : single;
      if (isAsyncIterable(result)) setResult(mapAsyncIterator(result, finish));
      else if (Array.isArray(result)) setResult(result.map(finish));
      else setResult(finish(result));
    },
  };
}

/**
 * graphql-js says "Could not determine what operation to execute." whether the operation name
 * is unknown or missing; name the unknown one, which is what a developer needs to know.
 */
function useOperationNameInErrors(): Plugin<object, LobbyServerContext> {
  const operationNames = new WeakMap<Request, string>();
  return {
    onParams({ request, params }) {
      if (typeof params.operationName === 'string') {
        operationNames.set(request, params.operationName);
      }
    },
    onResultProcess({ request, result, setResult }) {
      const name = operationNames.get(request);
      if (name === undefined || isAsyncIterable(result) || Array.isArray(result)) return;
      if (!result.errors?.some((e) => e.extensions?.code === 'OPERATION_RESOLUTION_FAILURE'))
        return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          error.extensions?.code === 'OPERATION_RESOLUTION_FAILURE'
            ? createGraphQLError(`Unknown operation named "${name.slice(0, 100)}".`, {
                extensions: { ...error.extensions, type: 'UnknownOperation' },
              })
            : error,
        ),
      });
    },
  };
}

function useSubscriptionsOnWebSocketsOnly(): Plugin<object, LobbyServerContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Partial<LobbyServerContext>;
      if (context.transport === 'ws') return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError('Subscriptions are served over WebSocket at /lobby-graphql.', {
            extensions: { type: 'BadRequest', http: { status: 400 } },
          }),
        ],
      });
    },
  };
}

/**
 * Production hides the schema: the SPA's types are generated at build time. By field name, not
 * graphql's NoSchemaIntrospectionCustomRule: that rule inspects schema types with instanceof,
 * which fails when the schema was built by the other (CommonJS/ESM) copy of graphql.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          { nodes: node, extensions: { type: 'GraphQLValidationFailed' } },
        ),
      );
    }
  },
});

function useNoIntrospection(): Plugin<object, LobbyServerContext> {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  };
}
