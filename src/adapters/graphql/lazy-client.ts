// The lobby API client, loaded on the first request: graphql-request and graphql's parser
// (≈ 14 KB gzip) are not part of what index.html loads (decision 0038). A failed chunk load
// is not kept: the next request tries again.
import type { GraphQLClient, GraphQLClientOptions } from './client.ts';

export function createLazyGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  let loading: Promise<GraphQLClient> | undefined;
  const client = () =>
    (loading ??= import('./client.ts').then(
      ({ createGraphQLClient }) => createGraphQLClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    async request(document, variables, request) {
      return (await client()).request(document, variables, request);
    },
  };
}
