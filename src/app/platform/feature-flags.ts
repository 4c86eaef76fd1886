// Reads the feature flags once per page load (platform-core §9): local storage
// `__@feature_flags`, plus `?ff_<flag>=` overrides when the server says development.
// Bad stored values fall back to the first variation (machines/feature-flags) with a warning.
import {
  FEATURE_FLAGS_STORAGE_KEY,
  parseFeatureFlags,
  type FeatureFlags,
} from '../../../machines/feature-flags/feature-flags.ts';

function storedFlags(): string | null {
  try {
    return window.localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy mode): every flag uses its first variation.
    return null;
  }
}

export function readFeatureFlags(development: boolean): FeatureFlags {
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const { flags, warnings } = parseFeatureFlags(storedFlags(), query, { development });
  for (const warning of warnings) console.warn(`Feature flags: ${warning}`);
  return flags;
}
