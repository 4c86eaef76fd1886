// Limits on what one GraphQL request may ask for (decision 0008). The SPA's deepest query is
// about 6 levels and its largest a few hundred tokens: every limit leaves at least 2× margin.
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
  /** Counted while parsing: a 10,000-level query is refused before it becomes an AST. */
  maxTokens: 5_000,
} as const;

/** Subscriptions one WebSocket may hold at once (the SPA uses about five). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** Messages one WebSocket may send per window before it is closed with 4429. */
export const MAX_MESSAGES_PER_WINDOW = 100;
export const MESSAGE_WINDOW_MS = 1_000;

export function armorConfig(environment: Environment): ArmorConfig {
  // Production error messages do not tell an attacker how far below the limit to stay.
  const exposeLimits = environment !== 'production';
  return {
    maxDepth: { n: LIMITS.maxDepth, exposeLimits, flattenFragments: true },
    costLimit: { maxCost: LIMITS.maxCost, exposeLimits },
    maxAliases: { n: LIMITS.maxAliases, exposeLimits },
    maxDirectives: { n: LIMITS.maxDirectives, exposeLimits },
    maxTokens: { n: LIMITS.maxTokens, exposeLimits },
    // Field suggestions ("Did you mean …?") map the schema for an attacker once introspection
    // is off; they stay on in development, where they help.
    blockFieldSuggestion: { enabled: environment === 'production' },
  };
}
