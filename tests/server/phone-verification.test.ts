// Phone verification before rewards: requestPhoneVerification sends a six-digit code to the
// number under the SMS-code rules (cooldown, five tries, five minutes), verifyPhoneNumber gives the
// bearer that number, verified. Needs a bearer; a number another player verified is refused with
// PhoneNumberInUse and nothing changes. On PGlite and, when DATABASE_URL is set, PostgreSQL.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_RESEND_COOLDOWN_MS,
} from '../../server/identity/auth/sms-codes.ts';
import { findPlayerById, findPlayerByPhone } from '../../server/players/players.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  openIdentityApp,
  outbox,
  REQUEST_SMS_CODE,
  smsSignIn,
  type IdentityApp,
} from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer } from './helpers/wallet.ts';

const HOUR_MS = 60 * 60_000;
const REQUEST = `mutation RequestPhoneVerification($phone: String!) {
  requestPhoneVerification(phoneNumber: $phone) { expiresAt resendAvailableAt } }`;
const VERIFY = `mutation VerifyPhoneNumber($code: String!) {
  verifyPhoneNumber(code: $code) { id phoneNumber isPhoneNumberVerified } }`;

interface VerifyData {
  verifyPhoneNumber: { id: string; phoneNumber: string | null; isPhoneNumberVerified: boolean };
}

/** A fresh E.164 number (Finnish mobile range). */
const newNumber = () => `+35850${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

function phoneVerificationSuite(kind: BackendKind): void {
  let server: IdentityApp;

  beforeAll(async () => {
    // Access tokens outlive the codes, so the expiry test can move the clock past a code.
    server = await openIdentityApp(kind, { auth: { accessTokenTtlSeconds: 60 * 60 } });
  });
  afterAll(() => server?.close());
  // Past the cooldowns and hourly caps of earlier tests.
  beforeEach(() => server.clock.advance(2 * HOUR_MS));

  /** A new player on aurora whose number is `phone` (unverified until they sign in by SMS). */
  const createPlayer = (phone: string | null) =>
    createTestPlayer(server.store, { phoneNumber: phone });

  /** A signed-in player (SMS sign-in with their own number): id and bearer. */
  async function signedInPlayer(): Promise<{ id: string; token: string; phone: string }> {
    const phone = newNumber();
    const id = await createPlayer(phone);
    const { accessToken } = await smsSignIn(server, phone);
    return { id, token: accessToken, phone };
  }

  const request = (phone: string, token?: string) =>
    gql<{ requestPhoneVerification: { expiresAt: string; resendAvailableAt: string } }>(
      server.http,
      REQUEST,
      { phone },
      token ? { token } : {},
    );
  const verify = (code: string, token?: string) =>
    gql<VerifyData>(server.http, VERIFY, { code }, token ? { token } : {});
  const latestSms = async (phone: string) =>
    (await outbox(server.http, { brand: 'aurora', to: phone }))[0];

  it('sends a code to the number; the right code gives the bearer the number, verified', async () => {
    const player = await signedInPlayer();
    const target = newNumber();
    const now = server.clock.now().getTime();
    const requested = await request(` ${target.slice(0, 4)} ${target.slice(4)} `, player.token);
    expect(requested.errors).toBeUndefined();
    const { expiresAt, resendAvailableAt } = requested.data!.requestPhoneVerification;
    expect(Math.abs(new Date(expiresAt).getTime() - (now + SMS_CODE_TTL_MS))).toBeLessThan(2_000);
    expect(
      Math.abs(new Date(resendAvailableAt).getTime() - (now + SMS_RESEND_COOLDOWN_MS)),
    ).toBeLessThan(2_000);

    const sms = await latestSms(target);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'phone-verification', to: target });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain(sms?.code);

    const verified = await verify(sms!.code!, player.token);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyPhoneNumber).toEqual({
      id: player.id,
      phoneNumber: target,
      isPhoneNumberVerified: true,
    });
    const stored = await findPlayerById(server.store, player.id);
    expect(stored).toMatchObject({ phoneNumber: target, isPhoneNumberVerified: true });
    // The viewer sees it too; a code works once.
    const viewer = await gql<{ viewer: { player: { phoneNumber: string } } }>(
      server.http,
      '{ viewer { player { phoneNumber isPhoneNumberVerified } } }',
      {},
      { token: player.token },
    );
    expect(viewer.data!.viewer.player).toEqual({
      phoneNumber: target,
      isPhoneNumberVerified: true,
    });
    expect(errorType(await verify(sms!.code!, player.token))).toBe('SmsCodeExpired');
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const player = await signedInPlayer();
    const target = newNumber();
    await request(target, player.token);
    const right = (await latestSms(target))!.code!;
    const wrong = (i: number) => {
      const code = String(i).padStart(6, '0');
      return code === right ? '999999' : code;
    };
    const types: (string | undefined)[] = [];
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i += 1) {
      types.push(errorType(await verify(wrong(i), player.token)));
    }
    expect(types).toEqual([
      'InvalidSmsCode',
      'InvalidSmsCode',
      'InvalidSmsCode',
      'InvalidSmsCode',
      'SmsCodeAttemptsExhausted',
    ]);
    expect(errorType(await verify(right, player.token))).toBe('SmsCodeAttemptsExhausted');
    expect(errorType(await verify('abc', player.token))).toBe('SmsCodeAttemptsExhausted');
    expect(await findPlayerById(server.store, player.id)).toMatchObject({
      phoneNumber: player.phone,
    });
  });

  it('expires codes after five minutes (the server clock)', async () => {
    const player = await signedInPlayer();
    const target = newNumber();
    await request(target, player.token);
    const right = (await latestSms(target))!.code!;
    server.clock.advance(SMS_CODE_TTL_MS + 1_000);
    expect(errorType(await verify(right, player.token))).toBe('SmsCodeExpired');
    expect((await findPlayerById(server.store, player.id))?.phoneNumber).toBe(player.phone);
  });

  it('waits 30 seconds between codes, per number and per player; a new code replaces the old one', async () => {
    const player = await signedInPlayer();
    const target = newNumber();
    expect((await request(target, player.token)).errors).toBeUndefined();
    const first = (await latestSms(target))!.code!;
    const again = await request(target, player.token);
    expect(errorType(again)).toBe('SmsResendCooldown');
    const availableAt = again.errors?.[0]?.extensions.resendAvailableAt as string;
    expect(new Date(availableAt).getTime()).toBeGreaterThan(server.clock.now().getTime());
    // Another number does not get round the cooldown either.
    expect(errorType(await request(newNumber(), player.token))).toBe('SmsResendCooldown');
    // Nor does a sign-in code for that number.
    expect(errorType(await gql(server.http, REQUEST_SMS_CODE, { phone: target }))).toBe(
      'SmsResendCooldown',
    );

    server.clock.advance(SMS_RESEND_COOLDOWN_MS);
    expect((await request(target, player.token)).errors).toBeUndefined();
    const second = (await latestSms(target))!.code!;
    if (first !== second) {
      expect(errorType(await verify(first, player.token))).toBe('InvalidSmsCode');
    }
    expect((await verify(second, player.token)).data?.verifyPhoneNumber.phoneNumber).toBe(target);
  });

  it('needs a bearer, and a well-formed number', async () => {
    expect(errorType(await request(newNumber()))).toBe('AuthenticationFailure');
    expect(errorType(await verify('123456'))).toBe('AuthenticationFailure');
    expect(errorType(await request(newNumber(), 'not-a-token'))).toBe('AuthenticationFailure');
    const player = await signedInPlayer();
    const malformed = await request('040 123', player.token);
    expect(errorType(malformed)).toBe('InvalidPhoneNumber');
    expect(malformed.errors?.[0]?.extensions.type).toBe('InvalidArgument');
    // Never asked: as wrong as a wrong code.
    expect(errorType(await verify('123456', player.token))).toBe('InvalidSmsCode');
  });

  it('does not take sign-in codes as verification codes', async () => {
    const player = await signedInPlayer();
    server.clock.advance(SMS_RESEND_COOLDOWN_MS);
    await gql(server.http, REQUEST_SMS_CODE, { phone: player.phone });
    const signInCode = (await latestSms(player.phone))!.code!;
    expect((await latestSms(player.phone))!.kind).toBe('sign-in-code');
    expect(errorType(await verify(signInCode, player.token))).toBe('InvalidSmsCode');
  });

  it('refuses a number another player verified (PhoneNumberInUse) and changes nothing', async () => {
    const holder = await signedInPlayer(); // their number is verified by the SMS sign-in
    expect((await findPlayerById(server.store, holder.id))?.isPhoneNumberVerified).toBe(true);
    const player = await signedInPlayer();
    await request(holder.phone, player.token);
    const code = (await latestSms(holder.phone))!.code!;
    const refused = await verify(code, player.token);
    expect(errorType(refused)).toBe('PhoneNumberInUse');
    expect(refused.data ?? null).toBeNull();
    expect(await findPlayerById(server.store, player.id)).toMatchObject({
      phoneNumber: player.phone,
    });
    expect(await findPlayerById(server.store, holder.id)).toMatchObject({
      phoneNumber: holder.phone,
      isPhoneNumberVerified: true,
    });
  });

  it('takes a number over from a player who never verified it', async () => {
    const squatted = newNumber();
    const squatter = await createPlayer(squatted);
    const player = await signedInPlayer();
    await request(squatted, player.token);
    const code = (await latestSms(squatted))!.code!;
    expect((await verify(code, player.token)).data?.verifyPhoneNumber.phoneNumber).toBe(squatted);
    expect((await findPlayerByPhone(server.store, 'aurora', squatted))?.id).toBe(player.id);
    expect((await findPlayerById(server.store, squatter))?.phoneNumber).toBeNull();
  });
}

describeStores('phone verification', (kind) => phoneVerificationSuite(kind));
