// oidc-provider's storage adapter over the Store: one table (oidc_payloads) for every model,
// scoped by brand, so PGlite and PostgreSQL both work and every process sees the same sessions,
// codes and tokens.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable, Store } from '../../db/store.ts';

/** Called when the provider destroys a grant (revocation, end-session, a reused token). */
export type GrantDestroyed = (brand: string, grantId: string) => Promise<void>;

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

export function createStoreAdapterFactory(
  store: Store,
  brand: string,
  onGrantDestroyed: GrantDestroyed,
): (model: string) => Adapter {
  return (model) => new StoreAdapter(store, brand, model, onGrantDestroyed);
}

class StoreAdapter implements Adapter {
  readonly #store: Store;
  readonly #brand: string;
  readonly #model: string;
  readonly #onGrantDestroyed: GrantDestroyed;

  constructor(store: Store, brand: string, model: string, onGrantDestroyed: GrantDestroyed) {
    this.#store = store;
    this.#brand = brand;
    this.#model = model;
    this.#onGrantDestroyed = onGrantDestroyed;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.#store.query(
      `insert into oidc_payloads (brand, model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (brand, model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.#brand,
        this.#model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('user_code', userCode);
  }

  async #findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const { rows } = await this.#store.query<PayloadRow>(
      `select payload, consumed_at from oidc_payloads
       where brand = $1 and model = $2 and ${column} = $3
         and (expires_at is null or expires_at > now())
       limit 1`,
      [this.#brand, this.#model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    // The provider reads `consumed` (epoch seconds) to detect reuse of codes and refresh tokens.
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
      : row.payload;
  }

  async consume(id: string): Promise<void> {
    await this.#store.query(
      'update oidc_payloads set consumed_at = now() where brand = $1 and model = $2 and id = $3',
      [this.#brand, this.#model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.#store.query(
      'delete from oidc_payloads where brand = $1 and model = $2 and id = $3',
      [this.#brand, this.#model, id],
    );
    // A destroyed grant ends the player session it backed (the end_session, revocation and
    // refresh-token-reuse paths all destroy the grant).
    if (this.#model === 'Grant') await this.#onGrantDestroyed(this.#brand, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#store.query(
      'delete from oidc_payloads where brand = $1 and model = $2 and grant_id = $3',
      [this.#brand, this.#model, grantId],
    );
  }
}

/**
 * Ends an identity-provider sign-in from outside the provider (signed in elsewhere, logged out
 * through the lobby API): its grant with every code and token, and its browser session, so the
 * next authorization request asks for the password again.
 */
export async function revokeProviderSession(
  db: Queryable,
  brand: string,
  grantId: string | null,
  sessionUid: string | null,
): Promise<void> {
  if (grantId) {
    await db.query(
      `delete from oidc_payloads
       where brand = $1 and (grant_id = $2 or (model = 'Grant' and id = $2))`,
      [brand, grantId],
    );
  }
  if (sessionUid) {
    await db.query(
      `delete from oidc_payloads where brand = $1 and model = 'Session' and uid = $2`,
      [brand, sessionUid],
    );
  }
}
