// The executable schema: the SDL contract (schema/lobby.graphql), read once at start-up, with
// the resolvers of every service and the MinorUnits scalar (one for every schema built from it).
import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { MinorUnitsScalar } from './minor-units-scalar.ts';

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
    resolvers: { ...resolvers, MinorUnits: MinorUnitsScalar } as Parameters<
      typeof createSchema<GraphQLContext>
    >[0]['resolvers'],
  });
}
