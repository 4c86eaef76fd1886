// Secrets generated on first use and kept in the database, so every process (and every
// restart) shares them: the identity provider's cookie keys, the SMS code pepper.
import { randomBytes } from 'node:crypto';
import type { Store } from './store.ts';

export async function loadSecret(store: Store, name: string, bytes = 32): Promise<string> {
  // Processes starting together both insert; the first one wins and both read its value.
  await store.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, randomBytes(bytes).toString('base64url')],
  );
  const { rows } = await store.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    [name],
  );
  if (!rows[0]) throw new Error(`secret ${name} could not be stored`);
  return rows[0].value;
}

/** loadSecret once per process; a failed load is retried on the next call. */
export function cachedSecret(store: Store, name: string, bytes = 32): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    value ??= loadSecret(store, name, bytes).catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
