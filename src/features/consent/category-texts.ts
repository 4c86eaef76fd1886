import { useLingui } from '@lingui/react/macro';
import type { ConsentCategory } from '../../../machines/consent/consent.machine.ts';

/** What each consent category is called and covers, for the settings dialog. */
export function useCategoryTexts(): Record<ConsentCategory, { name: string; description: string }> {
  const { t } = useLingui();
  return {
    necessary: {
      name: t`Necessary`,
      description: t`Sign-in, security and your language. Always on.`,
    },
    preferences: {
      name: t`Preferences`,
      description: t`Remember casino or sports, recently played games and test variants.`,
    },
    analytics: { name: t`Analytics`, description: t`Measure how the site is used.` },
    marketing: { name: t`Marketing`, description: t`Show offers that match your interests.` },
    uncategorized: {
      name: t`Other`,
      description: t`Cookies that do not fit the categories above.`,
    },
  };
}
