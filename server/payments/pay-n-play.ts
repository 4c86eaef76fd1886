// Pay N Play: the bank account the provider reports identifies the player (a new account is
// created on first use), and a one-time code carries the sign-in to the SPA's handler page,
// where exchangePayNPlayCode turns it into tokens. Codes are single use, five minutes, hashed.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Brand } from '../brands/brand.ts';
import { countryCurrency } from '../ledger/currency.ts';
import type { Queryable, Store } from '../db/store.ts';
import { hashPassword } from '../players/passwords.ts';
import { insertPlayer } from '../players/players.ts';
import type { SignInMethod } from '../players/session-records.ts';
import type { PaymentProvider } from './methods.ts';

export const LOGIN_CODE_TTL_MS = 5 * 60_000;

export function signInMethod(provider: PaymentProvider): SignInMethod {
  return provider === 'Trustly' ? 'TRUSTLY' : 'PIQ';
}

export function normalizeAccount(account: string): string {
  return account.replace(/\s+/g, '').toUpperCase();
}

class IdentityTaken extends Error {}

/** The player behind a bank account on the brand, created when new. */
export async function findOrCreatePlayer(
  store: Store,
  brand: Brand,
  bankAccount: string,
  country: string,
): Promise<string> {
  const account = normalizeAccount(bankAccount);
  const find = async () => {
    const { rows } = await store.query<{ player_id: string }>(
      'select player_id from pay_n_play_identities where brand = $1 and bank_account = $2',
      [brand.key, account],
    );
    return rows[0]?.player_id;
  };
  const known = await find();
  if (known) return known;
  // The bank vouches for the person: no password (a random one nobody knows), verified email
  // stand-in until the player adds one.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const digest = createHash('sha256').update(`${brand.key}:${account}`).digest('hex').slice(0, 16);
  const now = new Date();
  try {
    return await store.transaction(async (tx) => {
      const id = await insertPlayer(tx, {
        brand: brand.key,
        email: `paynplay-${digest}@sandbox.invalid`,
        phoneNumber: null,
        isPhoneNumberVerified: false,
        passwordHash,
        emailVerified: false,
        firstName: 'Pay N Play',
        lastName: 'Player',
        country,
        currency: countryCurrency(brand, country),
        language: brand.defaultLocale,
        dateOfBirth: '1990-01-01',
        termsAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
        isEmailMarketingAccepted: false,
        isSmsMarketingAccepted: false,
        isPhoneMarketingAccepted: false,
      });
      if (!id) throw new IdentityTaken();
      const { rows } = await tx.query(
        `insert into pay_n_play_identities (brand, bank_account, player_id) values ($1, $2, $3)
         on conflict do nothing returning player_id`,
        [brand.key, account, id],
      );
      if (rows.length === 0) throw new IdentityTaken();
      return id;
    });
  } catch (error) {
    // Created at the same moment by another request: use that one.
    const winner = error instanceof IdentityTaken ? await find() : undefined;
    if (winner) return winner;
    throw error;
  }
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The login code of a Pay N Play payment, derived from its id with a server secret: a repeated
 * Approve of the same payment (a double click, a resubmitted form) can answer with the same
 * redirect as the first without the code being stored anywhere but as its hash.
 */
export function paymentLoginCode(secret: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`pay-n-play:${paymentId}`).digest('base64url');
}

export async function issueLoginCode(
  db: Queryable,
  playerId: string,
  brand: string,
  method: SignInMethod,
  code: string = randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.query(
    `insert into pay_n_play_codes (code_hash, player_id, brand, method, expires_at)
     values ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
    [hashCode(code), playerId, brand, method, LOGIN_CODE_TTL_MS],
  );
  return code;
}

/** Spends a code: the player and method, or undefined when unknown, used or expired. */
export async function spendLoginCode(
  db: Queryable,
  code: string,
  brand: string,
): Promise<{ playerId: string; method: SignInMethod } | undefined> {
  if (code.length > 100) return undefined;
  const { rows } = await db.query<{ player_id: string; method: SignInMethod }>(
    `update pay_n_play_codes set used_at = now()
     where code_hash = $1 and brand = $2 and used_at is null and expires_at > now()
     returning player_id, method`,
    [hashCode(code), brand],
  );
  return rows[0] ? { playerId: rows[0].player_id, method: rows[0].method } : undefined;
}
