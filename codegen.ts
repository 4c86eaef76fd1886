import type { CodegenConfig } from '@graphql-codegen/cli';

// Types generated from schema/lobby.graphql for both sides. `npm test` runs
// `graphql-codegen --check`, so a schema or document change without regenerating fails.
// Enums become string unions: Node runs the server's TypeScript by stripping types, and TS
// enums are not erasable.
const config: CodegenConfig = {
  schema: 'schema/lobby.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        // Parent types of the resolvers: the catalogue's own records (server/catalogue/models.ts).
        mappers: {
          Game: '../../catalogue/models.ts#GameRecord',
          Studio: '../../catalogue/models.ts#StudioRecord',
          ListOfGames: '../../catalogue/models.ts#ListOfGamesRecord',
          GameCategory: '../../catalogue/models.ts#GameCategoryRecord',
          GameEdge: '../../catalogue/models.ts#GameEdgeRecord',
          GameConnection: '../../catalogue/models.ts#GameConnectionRecord',
          Lobby: '../../catalogue/models.ts#LobbyRecord',
          BannerBlock: '../../catalogue/models.ts#BannerBlockRecord',
          PromotionBlock: '../../catalogue/models.ts#PromotionBlockRecord',
          JackpotBlock: '../../catalogue/models.ts#JackpotBlockRecord',
          RaffleBlock: '../../catalogue/models.ts#RaffleBlockRecord',
          TopGamesBlock: '../../catalogue/models.ts#TopGamesBlockRecord',
          TopSportsBlock: '../../catalogue/models.ts#TopSportsBlockRecord',
          SportsEvent: '../../catalogue/models.ts#SportsEventRecord',
          GameListRow: '../../catalogue/models.ts#GameListRowRecord',
        },
        scalars: { DateTime: 'string' },
        avoidOptionals: false,
        maybeValue: 'T | null',
      },
    },
    'src/adapters/graphql/generated/': {
      // Session operations have their own output (below): they load with the sign-in pages
      // and the session's effects, not with the first paint (decision 0016).
      documents: ['src/**/*.graphql', '!src/features/session/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
    'src/adapters/graphql/generated-session/': {
      documents: ['src/features/session/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
