// SMS codes: six digits, valid five minutes, five tries each, a new one at most every 30 s and
// five an hour per number. Two purposes share the rules: sign-in codes (looked up by number;
// numbers without an account get a code row too, nothing is sent, so the answers, errors and
// timings say nothing about who has an account) and phone-verification codes of a signed-in
// player (looked up by player; sent to the number given). Either SMS also counts towards
// identity's notification limits (identity/notifications.ts): a throttled one is not sent and
// the answer is the same. Codes are kept as an HMAC with a server secret and compared in
// constant time.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Brand } from '../../brands/brand.ts';
import type { Queryable, Store } from '../../db/store.ts';
import { phoneVerificationSms, signInCodeSms } from '../messages.ts';
import { sms as smsNotification, type Notifier } from '../notifications.ts';
import type { OutgoingSms } from '../outbox.ts';
import { findPlayerByPhone } from '../../players/players.ts';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_COOLDOWN_MS = 30_000;
export const SMS_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export interface SmsCodeRequested {
  expiresAt: Date;
  resendAvailableAt: Date;
  /** The code written to the outbox; undefined when nothing was sent (no account, throttled). */
  sentCode: string | undefined;
}

export type SmsCodeRequestOutcome =
  ({ ok: true } & SmsCodeRequested) | { ok: false; reason: 'cooldown'; resendAvailableAt: Date };

export type SmsCodeCheckOutcome =
  { ok: true; playerId: string } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

/** What a code is for: signing in with a number, or proving a signed-in player holds one. */
export type SmsCodePurpose = 'sign-in' | 'phone-verification';

export type SmsVerificationOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

export interface SmsCodes {
  /** `client`: the requester's IP address, for the notification limits. */
  request(brand: Brand, phoneNumber: string, client: string): Promise<SmsCodeRequestOutcome>;
  check(brand: Brand, phoneNumber: string, code: string): Promise<SmsCodeCheckOutcome>;
  /**
   * A phone-verification code for the player, sent to phoneNumber (within the notification
   * limits). The cooldown and the hourly cap count the number's codes of both purposes and the
   * player's verification codes.
   */
  requestVerification(
    brand: Brand,
    playerId: string,
    phoneNumber: string,
    client: string,
  ): Promise<SmsCodeRequestOutcome>;
  /**
   * Checks the player's latest verification code. When it is right, `onValid` runs in the same
   * transaction with the number it was sent to: if it throws, nothing is written (the code stays
   * usable and the try is not counted).
   */
  checkVerification<T>(
    brand: Brand,
    playerId: string,
    code: string,
    onValid: (tx: Queryable, phoneNumber: string) => Promise<T>,
  ): Promise<SmsVerificationOutcome<T>>;
}

interface CodeRow {
  id: string;
  phone_number: string;
  player_id: string | null;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  superseded_at: Date | null;
}

type Failure = { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

export function createSmsCodes(
  store: Store,
  pepper: () => Promise<string>,
  now: () => Date,
  notifier: Notifier,
): SmsCodes {
  const hash = async (id: string, code: string) =>
    createHmac('sha256', await pepper())
      .update(`${id}:${code}`)
      .digest();

  /**
   * Issues a code under the rate limits: the number's codes count, and for a verification code
   * also `verifyingPlayerId`'s. `recipient` names the player the code is for and the SMS to send
   * (null: a code row without an SMS, for numbers without an account).
   */
  async function issue(
    brand: Brand,
    phoneNumber: string,
    client: string,
    purpose: SmsCodePurpose,
    verifyingPlayerId: string | null,
    recipient: (
      tx: Queryable,
      code: string,
    ) => Promise<{ playerId: string; sms: OutgoingSms } | null>,
  ): Promise<SmsCodeRequestOutcome> {
    const at = now();
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = (await hash(id, code)).toString('hex');
    return store.transaction(async (tx): Promise<SmsCodeRequestOutcome> => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:sms:' || $1 || ':' || $2))`, [
        brand.key,
        phoneNumber,
      ]);
      if (verifyingPlayerId) {
        // Taken after the number's lock by every caller, so two locks never deadlock.
        await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:sms-player:' || $1))`, [
          verifyingPlayerId,
        ]);
      }
      const { rows: recent } = await tx.query<{ created_at: Date }>(
        `select created_at from sms_codes
         where brand = $1 and created_at > $3
           and (phone_number = $2
                or (purpose = 'phone-verification' and player_id = $4::uuid))
         order by created_at desc`,
        [brand.key, phoneNumber, new Date(at.getTime() - HOUR_MS), verifyingPlayerId],
      );
      const latest = recent[0]?.created_at;
      const oldest = recent.at(-1)?.created_at;
      const cooldownEnds = latest ? latest.getTime() + SMS_RESEND_COOLDOWN_MS : 0;
      const hourlyEnds =
        oldest && recent.length >= SMS_CODES_PER_HOUR ? oldest.getTime() + HOUR_MS : 0;
      const availableAt = Math.max(cooldownEnds, hourlyEnds);
      if (availableAt > at.getTime()) {
        return { ok: false, reason: 'cooldown', resendAvailableAt: new Date(availableAt) };
      }

      const target = await recipient(tx, code);
      // A new code replaces the previous one of its purpose: the number's sign-in code, the
      // player's verification code.
      await tx.query(
        purpose === 'sign-in'
          ? `update sms_codes set superseded_at = $3
             where brand = $1 and phone_number = $2 and purpose = 'sign-in'
               and consumed_at is null and superseded_at is null`
          : `update sms_codes set superseded_at = $3
             where brand = $1 and player_id = $2 and purpose = 'phone-verification'
               and consumed_at is null and superseded_at is null`,
        [brand.key, purpose === 'sign-in' ? phoneNumber : verifyingPlayerId, at],
      );
      const expiresAt = new Date(at.getTime() + SMS_CODE_TTL_MS);
      await tx.query(
        `insert into sms_codes (id, brand, phone_number, player_id, code_hash, created_at,
           expires_at, purpose)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, brand.key, phoneNumber, target?.playerId ?? null, codeHash, at, expiresAt, purpose],
      );
      const [sent] = target
        ? await notifier.send(tx, client, [smsNotification(target.sms)], at)
        : [false];
      return {
        ok: true,
        expiresAt,
        resendAvailableAt: new Date(at.getTime() + SMS_RESEND_COOLDOWN_MS),
        sentCode: sent ? code : undefined,
      };
    });
  }

  /** Checks `row` (locked) against `code`: a failure to return, or undefined when right. */
  async function compare(
    tx: Queryable,
    row: CodeRow | undefined,
    code: string,
    at: Date,
  ): Promise<Failure | undefined> {
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' };
    // A used or replaced code is as good as expired: the player must ask for a new one.
    if (row.consumed_at || row.superseded_at || row.expires_at <= at) {
      return { ok: false, reason: 'expired' };
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = await hash(row.id, /^\d{6}$/.test(code) ? code : 'no-code');
    if (row.player_id && timingSafeEqual(expected, given)) return undefined;
    const attempts = row.attempts + 1;
    await tx.query('update sms_codes set attempts = $2 where id = $1', [row.id, attempts]);
    return { ok: false, reason: attempts >= SMS_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid' };
  }

  const CODE_COLUMNS = `id, phone_number, player_id, code_hash, expires_at, attempts, consumed_at,
    superseded_at`;

  return {
    request: (brand, phoneNumber, client) =>
      issue(brand, phoneNumber, client, 'sign-in', null, async (tx, code) => {
        const player = await findPlayerByPhone(tx, brand.key, phoneNumber);
        // A closed account gets its code too: proving the phone is theirs, its owner is told
        // why sign-in is refused; the code signs nobody in.
        if (!player) return null;
        const sms = signInCodeSms(brand, phoneNumber, code, SMS_CODE_TTL_MS / 60_000);
        return { playerId: player.id, sms };
      }),

    requestVerification: (brand, playerId, phoneNumber, client) =>
      issue(brand, phoneNumber, client, 'phone-verification', playerId, async (_tx, code) => ({
        playerId,
        sms: phoneVerificationSms(brand, phoneNumber, code, SMS_CODE_TTL_MS / 60_000),
      })),

    async check(brand, phoneNumber, code) {
      const at = now();
      return store.transaction(async (tx): Promise<SmsCodeCheckOutcome> => {
        const { rows } = await tx.query<CodeRow>(
          `select ${CODE_COLUMNS} from sms_codes
           where brand = $1 and phone_number = $2 and purpose = 'sign-in'
           order by created_at desc limit 1
           for update`,
          [brand.key, phoneNumber],
        );
        const row = rows[0];
        const failure = await compare(tx, row, code, at);
        if (failure || !row?.player_id) return failure ?? { ok: false, reason: 'invalid' };
        await tx.query('update sms_codes set consumed_at = $2 where id = $1', [row.id, at]);
        return { ok: true, playerId: row.player_id };
      });
    },

    async checkVerification<T>(
      brand: Brand,
      playerId: string,
      code: string,
      onValid: (tx: Queryable, phoneNumber: string) => Promise<T>,
    ) {
      const at = now();
      return store.transaction(async (tx) => {
        const { rows } = await tx.query<CodeRow>(
          `select ${CODE_COLUMNS} from sms_codes
           where brand = $1 and player_id = $2 and purpose = 'phone-verification'
           order by created_at desc limit 1
           for update`,
          [brand.key, playerId],
        );
        const row = rows[0];
        const failure = await compare(tx, row, code, at);
        // Returned, not thrown: the counted try must commit.
        if (failure || !row) return failure ?? { ok: false, reason: 'invalid' };
        await tx.query('update sms_codes set consumed_at = $2 where id = $1', [row.id, at]);
        return { ok: true, value: await onValid(tx, row.phone_number) };
      });
    },
  };
}
