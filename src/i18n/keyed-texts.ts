// platform-core §7 Translations: texts the backend keeps by key (ERROR, LOADING_PAGE_ERROR…)
// replace the Lingui defaults of the messages with those explicit ids, per brand and locale.

export const KEYED_MESSAGE_IDS = ['ERROR', 'LOADING_PAGE_ERROR'];

export type FetchKeyedTexts = (
  locale: string,
  keys: string[],
) => Promise<{ key: string; value: string }[]>;

export async function keyedTextsFor(
  locale: string,
  fetchTexts: FetchKeyedTexts,
): Promise<Record<string, string>> {
  try {
    const entries = await fetchTexts(locale, KEYED_MESSAGE_IDS);
    return Object.fromEntries(
      entries.filter((entry) => KEYED_MESSAGE_IDS.includes(entry.key)).map((e) => [e.key, e.value]),
    );
  } catch (error) {
    // The defaults in the catalog are complete; the backend's texts only refine them.
    console.warn('Keyed texts unavailable; using the defaults', error);
    return {};
  }
}
