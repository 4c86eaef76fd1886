// The documents' GraphQL side: Viewer.documents and SourceOfWealthCategory.documents (schema
// section "Account compliance"), both read from player_documents through documentsOf.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { requirePlayer } from '../players/require.ts';
import { documentsOf, playerDocument, type StoredDocument } from './documents.ts';

/**
 * One read per operation: the six source-of-wealth categories each ask for their documents, and
 * uploads go through POST /api/documents, never inside a GraphQL operation, so the list cannot
 * change while one is resolved. The context is per HTTP request or WebSocket operation.
 */
const perOperation = new WeakMap<GraphQLContext, Promise<StoredDocument[]>>();

function documentsFor(context: GraphQLContext): Promise<StoredDocument[]> {
  const { playerId } = requirePlayer(context);
  let found = perOperation.get(context);
  if (!found) {
    found = documentsOf(context.store, playerId);
    perOperation.set(context, found);
  }
  return found;
}

export function documentResolvers(): Resolvers {
  return {
    Viewer: {
      documents: async (_parent, _args, context) =>
        (await documentsFor(context)).map(playerDocument),
    },
    SourceOfWealthCategory: {
      documents: async (parent, _args, context) =>
        (await documentsFor(context))
          .filter((document) => document.purpose === parent.type)
          .map(playerDocument),
    },
  };
}
