// The operation's name read from a document's text, without the graphql parser: it names
// cache entries (query-cache.ts) on the first paint, before the GraphQL client is loaded.
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export const operationNameOf = (document: string) => OPERATION_NAME.exec(document)?.[1] ?? null;
