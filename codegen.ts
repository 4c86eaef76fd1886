import type { CodegenConfig } from '@graphql-codegen/cli';

// Types generated from schema/lobby.graphql for both sides. `npm test` runs
// `graphql-codegen --check`, so a schema or document change without regenerating fails.
// Enums become string unions: Node runs the server's TypeScript by stripping types, and TS
// enums are not erasable.
// The jackpot's and the raffle's documents are here too: their pages and live actors load after
// the first paint.
const PLAYER_DOCUMENTS =
  'src/features/{session,cashier,games,rewards,jackpot,raffle,protection,compliance,compliance-live,registration,search}/**/*.graphql';

/** The SPA's typed documents: plain strings, enums as unions (see above). */
const clientOutput = (documents: string[]) => ({
  documents,
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string',
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string', MinorUnits: 'number' },
  },
});

const config: CodegenConfig = {
  schema: 'schema/lobby.graphql',
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
          // Inline, so the generated types and a record file do not import each other.
          Viewer: '{ player: Player; customer: Customer }',
        },
        scalars: { DateTime: 'string', MinorUnits: 'number' },
        avoidOptionals: false,
        maybeValue: 'T | null',
      },
    },
    // Player operations (session, cashier, games, rewards) have their own output: they load with the
    // sign-in pages and the session's effects, not with the first paint (0016, 0018). Each
    // output names its own documents (top-level documents would be added to both).
    'src/adapters/graphql/generated/': clientOutput(['src/**/*.graphql', `!${PLAYER_DOCUMENTS}`]),
    'src/adapters/graphql/generated-session/': clientOutput([PLAYER_DOCUMENTS]),
  },
};

export default config;
