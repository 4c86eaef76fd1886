// What features read data through: the lobby GraphQL client and the cache-first store for
// catalogue and content reads. src/app/api-services.ts makes them once per brand.
import type { GraphQLClient, TypedDocument } from '../adapters/graphql/client.ts';
import type { QueryCache } from '../adapters/graphql/query-cache.ts';

export interface ApiServices {
  api: GraphQLClient;
  cache: QueryCache;
  /** A cache-first read of a catalogue or content query. */
  read<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult>;
}
