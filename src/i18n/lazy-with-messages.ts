import { lazy, type ComponentType } from 'react';
import { i18n, loadFeatureMessages } from './i18n.ts';

/**
 * React.lazy for a component of a lazily loaded feature: it renders once both its code and the
 * features' message catalog of the active locale are in (i18n.ts), so it never shows raw ids.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithMessages<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadFeatureMessages(i18n.locale)]);
    return module;
  });
}
