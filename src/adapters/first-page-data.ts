// The answers the server inlined into index.html for the first page's reads (decision 0038;
// machines/first-page). Each is served once, to the read with the same operation and
// variables: a later read (a reload, a catalogue change) goes to the API.
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  type FirstPageAnswer,
} from '../../machines/first-page/first-page.ts';
import { cacheKey } from './graphql/query-cache.ts';

export interface FirstPageData {
  /** The inlined answer of this read, once; undefined when there is none (left). */
  take(operationName: string, variables: unknown): Promise<unknown> | undefined;
}

export function readFirstPageData(doc: Document = document): FirstPageData {
  const answers = new Map<string, unknown>();
  const text = doc.getElementById(FIRST_PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    for (const answer of text ? (JSON.parse(text) as FirstPageAnswer[]) : []) {
      answers.set(cacheKey(answer.operationName, answer.variables), answer.data);
    }
  } catch {
    console.warn('Ignoring malformed inline first-page data; reading it instead.');
  }
  return {
    take(operationName, variables) {
      const key = cacheKey(operationName, variables);
      if (!answers.has(key)) return undefined;
      const data = answers.get(key);
      answers.delete(key);
      return Promise.resolve(data);
    },
  };
}
