// Phone verification before rewards: a signed-in player asks for a code for a number
// (requestPhoneVerification), the code goes out by SMS through the SMS-code rules of
// sms-codes.ts (six digits, five minutes, five tries, 30 s between codes), and the right code
// gives the player that number, verified (verifyPhoneNumber). A number another player of the
// brand has verified is refused with PhoneNumberInUse, and nothing is written then.
import type { Brand } from '../../brands/brand.ts';
import { LobbyError } from '../../errors.ts';
import { normalizePhoneNumber } from '../phone-number.ts';
import {
  findPlayerById,
  setVerifiedPhoneNumber,
  type PlayerRecord,
} from '../../players/players.ts';
import type { Store } from '../../db/store.ts';
import { invalidPhoneNumber, smsCodeError, smsResendCooldown } from './errors.ts';
import type { SmsCodes } from './sms-codes.ts';

export function phoneNumberInUse(): LobbyError {
  return new LobbyError(
    'PhoneNumberInUse',
    'This phone number is verified on another account. Use another number or contact support.',
  );
}

export interface PhoneVerificationRequested {
  expiresAt: Date;
  resendAvailableAt: Date;
  /** The code written to the outbox (logged in development). */
  sentCode: string | undefined;
  phoneNumber: string;
}

export interface PhoneVerification {
  /** Sends a code to the number (`client`: the requester's IP). InvalidArgument, SmsResendCooldown. */
  request(
    brand: Brand,
    playerId: string,
    phoneNumber: string,
    client: string,
  ): Promise<PhoneVerificationRequested>;
  /** The player, with the verified number. InvalidSmsCode, SmsCodeExpired, …, PhoneNumberInUse. */
  verify(brand: Brand, playerId: string, code: string): Promise<PlayerRecord>;
}

export function createPhoneVerification(deps: {
  store: Store;
  smsCodes: SmsCodes;
}): PhoneVerification {
  const { store, smsCodes } = deps;
  return {
    async request(brand, playerId, raw, client) {
      const phoneNumber = normalizePhoneNumber(raw);
      if (!phoneNumber) throw invalidPhoneNumber();
      const outcome = await smsCodes.requestVerification(brand, playerId, phoneNumber, client);
      if (!outcome.ok) throw smsResendCooldown(outcome.resendAvailableAt);
      return {
        expiresAt: outcome.expiresAt,
        resendAvailableAt: outcome.resendAvailableAt,
        sentCode: outcome.sentCode,
        phoneNumber,
      };
    },

    async verify(brand, playerId, code) {
      const outcome = await smsCodes.checkVerification(
        brand,
        playerId,
        code.trim(),
        async (tx, phoneNumber) => {
          // Thrown inside the transaction: the code stays unused, nothing changes.
          if ((await setVerifiedPhoneNumber(tx, brand.key, playerId, phoneNumber)) === 'in-use') {
            throw phoneNumberInUse();
          }
        },
      );
      if (!outcome.ok) throw smsCodeError(outcome.reason);
      const player = await findPlayerById(store, playerId);
      if (!player) throw smsCodeError('invalid');
      return player;
    },
  };
}
