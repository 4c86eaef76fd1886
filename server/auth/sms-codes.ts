// SMS sign-in codes: six digits, valid five minutes, five tries each, a new one at most every
// 30 s and five an hour per number. Numbers without an account get a code row too (nothing is
// sent), so the answers, errors and timings say nothing about who has an account. Codes are
// kept as an HMAC with a server secret and compared in constant time.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Brand } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import { signInCodeSms } from '../identity/messages.ts';
import { writeSms } from '../identity/outbox.ts';
import { findPlayerByPhone } from '../identity/players.ts';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_COOLDOWN_MS = 30_000;
export const SMS_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export interface SmsCodeRequested {
  expiresAt: Date;
  resendAvailableAt: Date;
  /** Only for a number with an account: the code that was written to the outbox. */
  sentCode: string | undefined;
}

export type SmsCodeRequestOutcome =
  ({ ok: true } & SmsCodeRequested) | { ok: false; reason: 'cooldown'; resendAvailableAt: Date };

export type SmsCodeCheckOutcome =
  { ok: true; playerId: string } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

export interface SmsCodes {
  request(brand: Brand, phoneNumber: string): Promise<SmsCodeRequestOutcome>;
  check(brand: Brand, phoneNumber: string, code: string): Promise<SmsCodeCheckOutcome>;
}

export function createSmsCodes(
  store: Store,
  pepper: () => Promise<string>,
  now: () => Date,
): SmsCodes {
  const hash = async (id: string, code: string) =>
    createHmac('sha256', await pepper())
      .update(`${id}:${code}`)
      .digest();

  return {
    async request(brand, phoneNumber) {
      const at = now();
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = (await hash(id, code)).toString('hex');
      return store.transaction(async (tx): Promise<SmsCodeRequestOutcome> => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:sms:' || $1 || ':' || $2))`, [
          brand.key,
          phoneNumber,
        ]);
        const { rows: recent } = await tx.query<{ created_at: Date }>(
          `select created_at from sms_codes
           where brand = $1 and phone_number = $2 and created_at > $3
           order by created_at desc`,
          [brand.key, phoneNumber, new Date(at.getTime() - HOUR_MS)],
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

        const player = await findPlayerByPhone(tx, brand.key, phoneNumber);
        const playerId = player && !player.accountClosed ? player.id : null;
        // A new code replaces the previous one.
        await tx.query(
          `update sms_codes set superseded_at = $3
           where brand = $1 and phone_number = $2 and consumed_at is null and superseded_at is null`,
          [brand.key, phoneNumber, at],
        );
        const expiresAt = new Date(at.getTime() + SMS_CODE_TTL_MS);
        await tx.query(
          `insert into sms_codes (id, brand, phone_number, player_id, code_hash, created_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, brand.key, phoneNumber, playerId, codeHash, at, expiresAt],
        );
        if (playerId) {
          await writeSms(tx, signInCodeSms(brand, phoneNumber, code, SMS_CODE_TTL_MS / 60_000));
        }
        return {
          ok: true,
          expiresAt,
          resendAvailableAt: new Date(at.getTime() + SMS_RESEND_COOLDOWN_MS),
          sentCode: playerId ? code : undefined,
        };
      });
    },

    async check(brand, phoneNumber, code) {
      const at = now();
      return store.transaction(async (tx): Promise<SmsCodeCheckOutcome> => {
        const { rows } = await tx.query<{
          id: string;
          player_id: string | null;
          code_hash: string;
          expires_at: Date;
          attempts: number;
          consumed_at: Date | null;
          superseded_at: Date | null;
        }>(
          `select id, player_id, code_hash, expires_at, attempts, consumed_at, superseded_at
           from sms_codes where brand = $1 and phone_number = $2
           order by created_at desc limit 1
           for update`,
          [brand.key, phoneNumber],
        );
        const row = rows[0];
        if (!row) return { ok: false, reason: 'invalid' };
        if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' };
        // A used or replaced code is as good as expired: the player must ask for a new one.
        if (row.consumed_at || row.superseded_at || row.expires_at <= at) {
          return { ok: false, reason: 'expired' };
        }
        const expected = Buffer.from(row.code_hash, 'hex');
        const given = await hash(row.id, /^\d{6}$/.test(code) ? code : 'no-code');
        if (row.player_id && timingSafeEqual(expected, given)) {
          await tx.query('update sms_codes set consumed_at = $2 where id = $1', [row.id, at]);
          return { ok: true, playerId: row.player_id };
        }
        const attempts = row.attempts + 1;
        await tx.query('update sms_codes set attempts = $2 where id = $1', [row.id, attempts]);
        return { ok: false, reason: attempts >= SMS_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid' };
      });
    },
  };
}
