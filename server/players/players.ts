// The players table: one row per account and brand. Functions take a Queryable so they run
// inside a caller's transaction as well as on the store.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/store.ts';

export interface PlayerRecord {
  id: string;
  brand: string;
  email: string;
  phoneNumber: string | null;
  isPhoneNumberVerified: boolean;
  passwordHash: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  country: string;
  currency: string;
  /** Locale code of the spec (en_GB). */
  language: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  street: string | null;
  city: string | null;
  zipCode: string | null;
  state: string | null;
  termsAcceptedAt: Date;
  privacyPolicyAcceptedAt: Date;
  isEmailMarketingAccepted: boolean;
  isSmsMarketingAccepted: boolean;
  isPhoneMarketingAccepted: boolean;
  accountClosed: boolean;
  accountClosedCause: string | null;
  /** Seconds between reality checks; null: none set. */
  realityCheckSeconds: number | null;
  /** When the limit prompt before the first deposit was answered. */
  limitPromptAnsweredAt: Date | null;
  createdAt: Date;
}

export type NewPlayer = Omit<
  PlayerRecord,
  | 'id'
  | 'createdAt'
  | 'accountClosed'
  | 'accountClosedCause'
  | 'realityCheckSeconds'
  | 'limitPromptAnsweredAt'
  | 'street'
  | 'city'
  | 'zipCode'
  | 'state'
>;

const COLUMNS = `id, brand, email, phone_number, is_phone_number_verified, password_hash,
  email_verified, first_name, last_name, country, currency, language, date_of_birth, street, city,
  zip_code, state, terms_accepted_at, privacy_policy_accepted_at, is_email_marketing_accepted,
  is_sms_marketing_accepted, is_phone_marketing_accepted, account_closed, account_closed_cause,
  reality_check_seconds, limit_prompt_answered_at, created_at`;

interface PlayerRow {
  id: string;
  brand: string;
  email: string;
  phone_number: string | null;
  is_phone_number_verified: boolean;
  password_hash: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  country: string;
  currency: string;
  language: string;
  date_of_birth: Date;
  street: string | null;
  city: string | null;
  zip_code: string | null;
  state: string | null;
  terms_accepted_at: Date;
  privacy_policy_accepted_at: Date;
  is_email_marketing_accepted: boolean;
  is_sms_marketing_accepted: boolean;
  is_phone_marketing_accepted: boolean;
  account_closed: boolean;
  account_closed_cause: string | null;
  reality_check_seconds: number | null;
  limit_prompt_answered_at: Date | null;
  created_at: Date;
}

function toRecord(row: PlayerRow): PlayerRecord {
  return {
    id: row.id,
    brand: row.brand,
    email: row.email,
    phoneNumber: row.phone_number,
    isPhoneNumberVerified: row.is_phone_number_verified,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    currency: row.currency,
    language: row.language,
    // Both stores read `date` as midnight UTC.
    dateOfBirth: row.date_of_birth.toISOString().slice(0, 10),
    street: row.street,
    city: row.city,
    zipCode: row.zip_code,
    state: row.state,
    termsAcceptedAt: row.terms_accepted_at,
    privacyPolicyAcceptedAt: row.privacy_policy_accepted_at,
    isEmailMarketingAccepted: row.is_email_marketing_accepted,
    isSmsMarketingAccepted: row.is_sms_marketing_accepted,
    isPhoneMarketingAccepted: row.is_phone_marketing_accepted,
    accountClosed: row.account_closed,
    accountClosedCause: row.account_closed_cause,
    realityCheckSeconds: row.reality_check_seconds,
    limitPromptAnsweredAt: row.limit_prompt_answered_at,
    createdAt: row.created_at,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPlayerById(db: Queryable, id: string): Promise<PlayerRecord | undefined> {
  // A malformed id would be a SQL error on the uuid column, not "no such player".
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<PlayerRow>(`select ${COLUMNS} from players where id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function findPlayerByEmail(
  db: Queryable,
  brand: string,
  email: string,
): Promise<PlayerRecord | undefined> {
  const { rows } = await db.query<PlayerRow>(
    `select ${COLUMNS} from players where brand = $1 and lower(email) = lower($2)`,
    [brand, email.trim()],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function findPlayerByPhone(
  db: Queryable,
  brand: string,
  phoneNumber: string,
): Promise<PlayerRecord | undefined> {
  const { rows } = await db.query<PlayerRow>(
    `select ${COLUMNS} from players where brand = $1 and phone_number = $2`,
    [brand, phoneNumber],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** The new player's id, or undefined when the email or phone number is taken on the brand. */
export async function insertPlayer(db: Queryable, player: NewPlayer): Promise<string | undefined> {
  const id = randomUUID();
  // No conflict target: both unique indexes (email, phone) count, and nothing raises, so a
  // surrounding transaction stays usable.
  const { rows } = await db.query<{ id: string }>(
    `insert into players (id, brand, email, phone_number, is_phone_number_verified, password_hash,
       email_verified, first_name, last_name, country, currency, language, date_of_birth,
       terms_accepted_at, privacy_policy_accepted_at, is_email_marketing_accepted,
       is_sms_marketing_accepted, is_phone_marketing_accepted)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict do nothing
     returning id`,
    [
      id,
      player.brand,
      player.email,
      player.phoneNumber,
      player.isPhoneNumberVerified,
      player.passwordHash,
      player.emailVerified,
      player.firstName,
      player.lastName,
      player.country,
      player.currency,
      player.language,
      player.dateOfBirth,
      player.termsAcceptedAt,
      player.privacyPolicyAcceptedAt,
      player.isEmailMarketingAccepted,
      player.isSmsMarketingAccepted,
      player.isPhoneMarketingAccepted,
    ],
  );
  return rows[0]?.id;
}

export async function markEmailVerified(db: Queryable, playerId: string): Promise<void> {
  await db.query('update players set email_verified = true where id = $1', [playerId]);
}

export async function markPhoneVerified(db: Queryable, playerId: string): Promise<void> {
  await db.query(
    'update players set is_phone_number_verified = true where id = $1 and not is_phone_number_verified',
    [playerId],
  );
}

/**
 * Gives the player a verified phone number (phone verification). 'in-use' when another player of
 * the brand has verified it. Another player who holds it unverified loses it: the unique index
 * allows one holder, and this player has just proved they have the phone. Run it in a
 * transaction: it locks the number first, so two players verifying one number take turns.
 */
export async function setVerifiedPhoneNumber(
  db: Queryable,
  brand: string,
  playerId: string,
  phoneNumber: string,
): Promise<'ok' | 'in-use'> {
  await db.query(`select pg_advisory_xact_lock(hashtext('lobby:phone:' || $1 || ':' || $2))`, [
    brand,
    phoneNumber,
  ]);
  const { rows } = await db.query<{ id: string; is_phone_number_verified: boolean }>(
    `select id, is_phone_number_verified from players
     where brand = $1 and phone_number = $2 and id <> $3
     for update`,
    [brand, phoneNumber, playerId],
  );
  const holder = rows[0];
  if (holder?.is_phone_number_verified) return 'in-use';
  if (holder) await db.query('update players set phone_number = null where id = $1', [holder.id]);
  await db.query(
    'update players set phone_number = $2, is_phone_number_verified = true where id = $1',
    [playerId, phoneNumber],
  );
  return 'ok';
}

/** True when this call closed it (false when already closed or unknown). */
export async function closePlayerAccount(
  db: Queryable,
  playerId: string,
  cause: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update players set account_closed = true, account_closed_cause = $2
     where id = $1 and not account_closed`,
    [playerId, cause],
  );
  return rowCount > 0;
}

/** The currency a player plays in, or null for an unknown id. */
export async function playerCurrency(db: Queryable, playerId: string): Promise<string | null> {
  const { rows } = await db.query<{ currency: string }>(
    'select currency from players where id = $1',
    [playerId],
  );
  return rows[0]?.currency ?? null;
}

/**
 * How a player is shown to others (jackpot and raffle winners, the leaderboard): the initials of
 * their first and last name, "J.D.". SQL over the players table as `alias`.
 */
export function initialsSql(alias: string): string {
  return `upper(left(${alias}.first_name, 1)) || '.' || upper(left(${alias}.last_name, 1)) || '.'`;
}

/** How winners are named to others: each player's brand and initials, by id. */
export async function publicLabels(
  db: Queryable,
  playerIds: readonly string[],
): Promise<Map<string, { brand: string; initials: string }>> {
  const { rows } = await db.query<{ id: string; brand: string; initials: string }>(
    `select id, brand, ${initialsSql('players')} as initials
     from players where id = any($1::uuid[])`,
    [playerIds],
  );
  return new Map(rows.map((row) => [row.id, { brand: row.brand, initials: row.initials }]));
}

/** The limit prompt before the first deposit is answered; false: it already was. */
export async function markLimitPromptAnswered(db: Queryable, playerId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update players set limit_prompt_answered_at = now()
     where id = $1 and limit_prompt_answered_at is null`,
    [playerId],
  );
  return rowCount > 0;
}
