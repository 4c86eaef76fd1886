// Limits on the query document, all applied before graphql-js validates it (decision 0031).
// Validation is the costly step for a hostile document: OverlappingFieldsCanBeMerged compares
// every pair of fields with one response name (1,000 repeated selections cost hundreds of
// milliseconds of CPU before graphql-js gives up), and rules added to the validation run
// alongside graphql-js's own, after any fragment defined before the operation has been
// validated. So:
// 1. while parsing, graphql-armor counts tokens (after nesting-limit.ts's text scan);
// 2. on the parsed document, on their own: our shape check (repeated fields per selection set,
//    fragment spreads per document), then armor's depth, cost, alias and directive limits;
// 3. only a document within all of them is validated. Every refusal is QueryTooComplex, 400.
// The checks walk iteratively (graphql's visit) or through armor's per-fragment memo: a hostile
// document costs them time linear in its size, which the token limit bounds.
import { ApolloArmor, EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  Kind,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Environment } from '../brands/brand.ts';
import {
  armorDocumentConfig,
  armorParseConfig,
  exposeLimits,
  LIMITS,
  type Limits,
} from './limits.ts';

function queryTooComplex(message: string): GraphQLError {
  return createGraphQLError(message, {
    // Not one of the spec's request errors, which get 200 with application/json: a refusal.
    extensions: { type: 'QueryTooComplex', http: { status: 400, spec: false } },
  });
}

/**
 * graphql-armor's parse-time protections: the token limit and, in production, no field
 * suggestions. Armor's token refusal is a plain syntax error thrown from inside the parser,
 * which Yoga would answer like any syntax error (200 with application/json); it is thrown again
 * as a limit refusal, like nesting-limit.ts's, before Yoga's own parse hooks see it.
 */
export function useArmorWhileParsing<S extends object>(
  environment: Environment,
): Plugin<object, S> {
  const tokenRefusals = new WeakSet<object>();
  const armor = EnvelopArmorPlugin(
    armorParseConfig(environment, (error) => tokenRefusals.add(error)),
  );
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(armor as Plugin);
    },
    onParse() {
      return ({ result }) => {
        if (result instanceof Error && tokenRefusals.has(result)) {
          throw queryTooComplex(result.message);
        }
      };
    },
  };
}

export interface DocumentShape {
  /**
   * The most fields with one response name in one selection set, counting the fields of inline
   * fragments into the set they stand in: that is the field map graphql-js compares pairwise.
   */
  repeatedFields: number;
  /** Fragment spreads in the whole document. */
  fragmentSpreads: number;
}

const isInlineFragment = (parent: ASTNode | readonly ASTNode[] | undefined): boolean =>
  parent !== undefined &&
  !Array.isArray(parent) &&
  (parent as ASTNode).kind === Kind.INLINE_FRAGMENT;

export function documentShape(document: DocumentNode): DocumentShape {
  const fieldCounts: Map<string, number>[] = [];
  let repeatedFields = 0;
  let fragmentSpreads = 0;
  visit(document, {
    SelectionSet: {
      enter(_node, _key, parent) {
        if (!isInlineFragment(parent)) fieldCounts.push(new Map());
      },
      leave(_node, _key, parent) {
        if (!isInlineFragment(parent)) fieldCounts.pop();
      },
    },
    Field(node) {
      // A field is entered before its own selection set: the top map is its parent's.
      const counts = fieldCounts.at(-1);
      if (!counts) return;
      const name = (node.alias ?? node.name).value;
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      if (count > repeatedFields) repeatedFields = count;
    },
    FragmentSpread() {
      fragmentSpreads += 1;
    },
  });
  return { repeatedFields, fragmentSpreads };
}

type Validate = (
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
) => readonly GraphQLError[];

/** Every limit's refusal of a parsed document; empty when it is within all of them. */
export type DocumentLimits = (
  schema: GraphQLSchema,
  document: DocumentNode,
  validateFn?: Validate,
) => readonly GraphQLError[];

export function createDocumentLimits(expose: boolean, limits: Limits = LIMITS): DocumentLimits {
  // Armor's Apollo flavour hands its limits out as plain validation rules that report their
  // refusal; its envelop flavour would add them to the full validation instead.
  const armorRules = new ApolloArmor(armorDocumentConfig(expose, limits)).protect().validationRules;
  const over = (what: string, limit: number, found: number) =>
    createGraphQLError(
      `Syntax Error: ${expose ? `${what} limit of ${limit} exceeded, found ${found}.` : 'Query validation error.'}`,
    );

  return (schema, document, validateFn = validate) => {
    const shape = documentShape(document);
    const refusals: GraphQLError[] = [];
    if (shape.repeatedFields > limits.maxRepeatedFields) {
      refusals.push(over('Repeated fields', limits.maxRepeatedFields, shape.repeatedFields));
    }
    if (shape.fragmentSpreads > limits.maxFragmentSpreads) {
      refusals.push(over('Fragment spreads', limits.maxFragmentSpreads, shape.fragmentSpreads));
    }
    if (refusals.length > 0) return refusals;
    // Armor's rules alone: graphql-js's own run afterwards, on documents within every limit.
    return validateFn(schema, document, armorRules);
  };
}

/** The document limits as the first step of validation: a refused document is not validated. */
export function useDocumentLimits<S extends object>(environment: Environment): Plugin<object, S> {
  const check = createDocumentLimits(exposeLimits(environment));
  return {
    onValidate({ params, validateFn, setResult }) {
      const refusals = check(params.schema, params.documentAST, validateFn);
      if (refusals.length > 0) setResult(refusals.map((error) => queryTooComplex(error.message)));
    },
  };
}
