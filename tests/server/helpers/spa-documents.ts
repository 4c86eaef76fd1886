// The SPA's GraphQL documents (src/**/*.graphql), for the tests that keep the server's limits
// fitting what the SPA really sends.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** [path relative to the working directory, absolute path] of every document under src/. */
export function spaGraphQLDocuments(): [string, string][] {
  return findGraphQLFiles(SRC).map((file) => [path.relative(process.cwd(), file), file]);
}

function findGraphQLFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findGraphQLFiles(full);
    return name.endsWith('.graphql') ? [full] : [];
  });
}
