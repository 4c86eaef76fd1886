// Signing keys kept in the database and rotated: every process signs with the same current key
// and verifies with every key that may still have live tokens. A key signs for `rotateAfterMs`,
// then keeps verifying for `verifyForMs` (the longest lifetime of what it signed).
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Store } from '../db/store.ts';

export type KeyPurpose = 'lobby-access-token' | 'identity-provider';

/** ES256 everywhere: short signatures, and every JOSE library and browser verifies it. */
export const SIGNING_ALG = 'ES256';

export interface KeyPolicy {
  purpose: KeyPurpose;
  rotateAfterMs: number;
  verifyForMs: number;
}

export interface SigningKey {
  kid: string;
  alg: typeof SIGNING_ALG;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: Date;
  signUntil: Date;
  verifyUntil: Date;
}

export interface KeyRing {
  /** The key to sign with now; creates the next one when the newest has stopped signing. */
  current(): Promise<SigningKey>;
  /** Every key that may still verify, newest first. */
  all(): Promise<SigningKey[]>;
  /** A verifying key by kid; looks again (at most every few seconds) for a kid it has not seen. */
  find(kid: string): Promise<SigningKey | undefined>;
}

/** How long a process reuses the keys it read before reading them again. */
const CACHE_MS = 60_000;
/** Unknown kids trigger a reload at most this often, so forged kids cannot flood the database. */
const UNKNOWN_KID_RELOAD_MS = 5_000;

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: Date;
  sign_until: Date;
  verify_until: Date;
}

export function createKeyRing(store: Store, policy: KeyPolicy, now: () => Date): KeyRing {
  let cache: { keys: SigningKey[]; loadedAt: number } | undefined;
  let lastUnknownReload = 0;

  async function load(): Promise<SigningKey[]> {
    const { rows } = await store.query<KeyRow>(
      `select kid, private_jwk, public_jwk, created_at, sign_until, verify_until
       from signing_keys where purpose = $1 and verify_until > $2
       order by created_at desc, kid`,
      [policy.purpose, now()],
    );
    const keys = rows.map((row): SigningKey => ({
      kid: row.kid,
      alg: SIGNING_ALG,
      privateJwk: row.private_jwk,
      publicJwk: row.public_jwk,
      createdAt: row.created_at,
      signUntil: row.sign_until,
      verifyUntil: row.verify_until,
    }));
    cache = { keys, loadedAt: now().getTime() };
    return keys;
  }

  async function all(): Promise<SigningKey[]> {
    const at = now();
    if (!cache || at.getTime() - cache.loadedAt >= CACHE_MS) await load();
    return (cache?.keys ?? []).filter((key) => key.verifyUntil > at);
  }

  async function current(): Promise<SigningKey> {
    const signing = (await all()).find((key) => key.signUntil > now());
    if (signing) return signing;
    await createKey(store, policy, now());
    const created = (await load()).find((key) => key.signUntil > now());
    if (!created) throw new Error(`no ${policy.purpose} signing key after creating one`);
    return created;
  }

  async function find(kid: string): Promise<SigningKey | undefined> {
    const known = (await all()).find((key) => key.kid === kid);
    if (known) return known;
    const at = now().getTime();
    if (at - lastUnknownReload < UNKNOWN_KID_RELOAD_MS) return undefined;
    lastUnknownReload = at;
    return (await load()).find((key) => key.kid === kid && key.verifyUntil > now());
  }

  return { current, all, find };
}

/** Inserts a key unless another process has just done so (an advisory lock makes them take turns). */
async function createKey(store: Store, policy: KeyPolicy, at: Date): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const decorate = (jwk: JWK): JWK => ({ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' });
  const privateJwk = decorate(await exportJWK(privateKey));
  await store.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:signing-key:' || $1))`, [
      policy.purpose,
    ]);
    const { rows } = await tx.query<{ kid: string }>(
      'select kid from signing_keys where purpose = $1 and sign_until > $2 limit 1',
      [policy.purpose, at],
    );
    if (rows.length > 0) return;
    const signUntil = new Date(at.getTime() + policy.rotateAfterMs);
    await tx.query(
      `insert into signing_keys (kid, purpose, alg, private_jwk, public_jwk, created_at, sign_until, verify_until)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        kid,
        policy.purpose,
        SIGNING_ALG,
        JSON.stringify(privateJwk),
        JSON.stringify(decorate(publicJwk)),
        at,
        signUntil,
        new Date(signUntil.getTime() + policy.verifyForMs),
      ],
    );
  });
}
