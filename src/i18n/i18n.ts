import { i18n } from '@lingui/core';

// One chunk per locale: `import()` with a template lets Vite emit each catalog separately, so
// a visitor downloads only the catalog of the locale they read. The backend's keyed texts
// (keyed-texts.ts) are fetched alongside the chunk and win over the catalog's defaults.
export async function loadCatalog(
  tag: string,
  keyedTexts: () => Promise<Record<string, string>> = async () => ({}),
): Promise<{ locale: string }> {
  const [{ messages }, keyed] = await Promise.all([
    import(`./locales/${tag}.po`) as Promise<{ messages: Record<string, string> }>,
    keyedTexts(),
  ]);
  i18n.load(tag, { ...messages, ...keyed });
  i18n.activate(tag);
  return { locale: tag };
}

export { i18n };
