// Limits on what one GraphQL request may ask for (decisions 0008 and 0031). The SPA's deepest
// query is about 6 levels, its largest document about 330 tokens, its most repeated response
// name 7 (one field in each member of a union) and its most fragment spreads 7: every limit
// leaves at least 2× margin (tests/server/graphql-limits.test.ts checks it on src/**/*.graphql).
import type { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Environment } from '../brands/brand.ts';

type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;

/** Request bodies above this are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 1_048_576;

export const LIMITS = {
  maxDepth: 15,
  maxCost: 5_000,
  maxAliases: 15,
  maxDirectives: 50,
  /** Counted while parsing: a query of 1,000 repeated selections never becomes an AST. */
  maxTokens: 1_000,
  /** Fields with one response name in one selection set (graphql-js compares them pairwise). */
  maxRepeatedFields: 16,
  /** Fragment spreads in one document. */
  maxFragmentSpreads: 32,
  /** Levels of arrays and objects in the variables, the variables object itself included. */
  maxVariablesDepth: 10,
  /** Values (arrays, objects and scalars) in the variables. */
  maxVariableValues: 1_000,
};

export type Limits = typeof LIMITS;

/** Subscriptions one WebSocket may hold at once (the SPA uses about five). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** Messages one WebSocket may send per window before it is closed with 4429. */
export const MAX_MESSAGES_PER_WINDOW = 100;
export const MESSAGE_WINDOW_MS = 1_000;

/** Production error messages do not tell an attacker how far below a limit to stay. */
export function exposeLimits(environment: Environment): boolean {
  return environment !== 'production';
}

/** graphql-armor while parsing: the token limit, and no field suggestions in production. */
export function armorParseConfig(
  environment: Environment,
  onTokenLimit: (refusal: Error) => void,
): ArmorConfig {
  return {
    maxTokens: {
      n: LIMITS.maxTokens,
      exposeLimits: exposeLimits(environment),
      onReject: [(_context, refusal) => onTokenLimit(refusal)],
    },
    // Field suggestions ("Did you mean …?") map the schema for an attacker once introspection
    // is off; they stay on in development, where they help.
    blockFieldSuggestion: { enabled: environment === 'production' },
    // These run on the parsed document before validation instead (query-limits.ts).
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
  };
}

/** graphql-armor's limits on a parsed document, checked before validation (query-limits.ts). */
export function armorDocumentConfig(expose: boolean, limits: Limits = LIMITS): ArmorConfig {
  return {
    maxDepth: { n: limits.maxDepth, exposeLimits: expose, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost, exposeLimits: expose },
    maxAliases: { n: limits.maxAliases, exposeLimits: expose },
    maxDirectives: { n: limits.maxDirectives, exposeLimits: expose },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  };
}
