import { i18n } from '@lingui/core';

// One chunk per locale: `import()` with a template lets Vite emit each catalog separately, so
// a visitor downloads only the catalog of the locale they read.
export async function loadCatalog(tag: string): Promise<{ locale: string }> {
  const { messages } = (await import(`./locales/${tag}.po`)) as {
    messages: Record<string, string>;
  };
  i18n.load(tag, messages);
  i18n.activate(tag);
  return { locale: tag };
}

export { i18n };
