import { i18n } from '@lingui/core';

// Two catalogs per locale, each its own chunk (`import()` with a template lets Vite emit one
// per locale): the shell's, loaded before the first render, and the lazily loaded features'
// (sign-in, cashier, games, rewards, dialogs, toasts, consent), loaded right after it and awaited by
// those features (lazyWithMessages). The backend's keyed texts (keyed-texts.ts) are fetched
// alongside and win over both catalogs' defaults.
const keyedByLocale = new Map<string, Record<string, string>>();
const featureMessages = new Map<string, Promise<void>>();

/** The features' messages of `tag` (memoized; a failed load is retried next time). */
export function loadFeatureMessages(tag: string): Promise<void> {
  let loading = featureMessages.get(tag);
  if (!loading) {
    loading = (import(`./features/${tag}.po`) as Promise<{ messages: Record<string, string> }>)
      .then(({ messages }) => i18n.load(tag, { ...messages, ...keyedByLocale.get(tag) }))
      .catch((error: unknown) => {
        featureMessages.delete(tag);
        throw error;
      });
    featureMessages.set(tag, loading);
  }
  return loading;
}

export async function loadCatalog(
  tag: string,
  keyedTexts: () => Promise<Record<string, string>> = async () => ({}),
): Promise<{ locale: string }> {
  // After start-up, features may be on screen: switch their messages in the same step.
  const featuresInUse = featureMessages.size > 0;
  const [{ messages }, keyed] = await Promise.all([
    import(`./locales/${tag}.po`) as Promise<{ messages: Record<string, string> }>,
    keyedTexts(),
    featuresInUse ? loadFeatureMessages(tag) : undefined,
  ]);
  keyedByLocale.set(tag, keyed);
  i18n.load(tag, { ...messages, ...keyed });
  i18n.activate(tag);
  if (!featuresInUse)
    void loadFeatureMessages(tag).catch((error: unknown) =>
      console.warn('Feature messages could not be loaded yet', error),
    );
  return { locale: tag };
}

export { i18n };
