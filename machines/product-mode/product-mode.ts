// platform-core §2 "Product mode": SPORTS on the sports path or with productMode=sports;
// CASINO on game paths or with productMode=casino; otherwise the saved preference, default
// CASINO. The path decides before the query, the query before the preference.

import type { RouteDefinition } from '../routing/routes.ts';

export const PRODUCT_MODES = ['CASINO', 'SPORTS'] as const;
export type ProductMode = (typeof PRODUCT_MODES)[number];

export type ProductModeSource = 'path' | 'query' | 'saved' | 'default';

export interface ProductModeResolution {
  mode: ProductMode;
  source: ProductModeSource;
}

export function parseProductMode(value: string | null | undefined): ProductMode | undefined {
  const upper = value?.trim().toUpperCase();
  return PRODUCT_MODES.find((mode) => mode === upper);
}

export function resolveProductMode(input: {
  route?: Pick<RouteDefinition, 'productMode'> | null;
  query?: string | null;
  saved?: string | null;
}): ProductModeResolution {
  if (input.route?.productMode) return { mode: input.route.productMode, source: 'path' };
  const fromQuery = parseProductMode(input.query);
  if (fromQuery) return { mode: fromQuery, source: 'query' };
  const saved = parseProductMode(input.saved);
  if (saved) return { mode: saved, source: 'saved' };
  return { mode: 'CASINO', source: 'default' };
}

/**
 * The mode to write to the saved preference, if any: a choice made by the path or the query,
 * and only when the player gave the preferences consent.
 */
export function productModeToSave(
  resolution: ProductModeResolution,
  consent: { preferences: boolean },
  saved: string | null | undefined,
): ProductMode | undefined {
  if (!consent.preferences) return undefined;
  if (resolution.source !== 'path' && resolution.source !== 'query') return undefined;
  return parseProductMode(saved) === resolution.mode ? undefined : resolution.mode;
}
