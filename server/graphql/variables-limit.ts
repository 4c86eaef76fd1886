// Refuses variables nested too deep or holding too many values, on the parsed request before
// anything else walks them (decision 0031): 10,000 levels of [[[…]]] fit in 20 KB, and the
// response cache's key (a recursive stable stringify) overflowed the stack on them; graphql's
// coercion recurses too. The check walks with an explicit stack and stops at the first level or
// value over a limit.
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Environment } from '../brands/brand.ts';
import { exposeLimits, LIMITS, type Limits } from './limits.ts';

type VariableLimits = Pick<Limits, 'maxVariablesDepth' | 'maxVariableValues'>;

/** Which limit the variables break, or undefined when they are within both. */
export function variablesOverLimit(
  variables: unknown,
  limits: VariableLimits = LIMITS,
): 'depth' | 'values' | undefined {
  // [value, levels of arrays and objects it sits in, itself included]
  const stack: [unknown, number][] = [[variables, 1]];
  let values = 1;
  while (stack.length > 0) {
    const [value, level] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (level > limits.maxVariablesDepth) return 'depth';
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    values += children.length;
    if (values > limits.maxVariableValues) return 'values';
    for (const child of children) stack.push([child, level + 1]);
  }
  return undefined;
}

/** The typed refusal (400 on HTTP), or undefined for acceptable variables. */
export function variablesRefusal(
  variables: unknown,
  environment: Environment,
  limits: VariableLimits = LIMITS,
): GraphQLError | undefined {
  const over = variablesOverLimit(variables, limits);
  if (!over) return undefined;
  const detail = !exposeLimits(environment)
    ? ''
    : over === 'depth'
      ? ` They may nest at most ${limits.maxVariablesDepth} levels of arrays and objects.`
      : ` They may hold at most ${limits.maxVariableValues} values.`;
  return createGraphQLError(`The variables are too complex.${detail}`, {
    extensions: { type: 'VariablesTooComplex', http: { status: 400 } },
  });
}

/** On Yoga's parsed parameters (POST and GET), before the response cache's key is built. */
export function useVariablesLimit<S extends object>(environment: Environment): Plugin<object, S> {
  return {
    onParams({ params }) {
      const refusal = variablesRefusal(params.variables, environment);
      if (refusal) throw refusal;
    },
  };
}
