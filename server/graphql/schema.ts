// The executable schema: the SDL contract (schema/lobby.graphql), read once at start-up, with
// the resolvers of every service. The MinorUnits scalar is the ledger's (ledger/minor-units-scalar.ts):
// it comes with the resolvers (server/resolvers.ts), so this platform module names no money rule.
import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

export const SCHEMA_FILE = new URL('../../schema/lobby.graphql', import.meta.url);

let typeDefs: string | undefined;

/** The SDL text, read from disk on first use. */
export function lobbyTypeDefs(): string {
  typeDefs ??= readFileSync(SCHEMA_FILE, 'utf8');
  return typeDefs;
}

export function createLobbySchema(resolvers: Resolvers): GraphQLSchema {
  return createSchema<GraphQLContext>({
    typeDefs: lobbyTypeDefs(),
    // The generated Resolvers type is stricter than graphql-tools' IResolvers, not different.
    resolvers: resolvers as Parameters<typeof createSchema<GraphQLContext>>[0]['resolvers'],
  });
}
