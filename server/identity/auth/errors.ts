// The typed errors of identity and the custom token flow (platform-core §8: the client reads
// extensions.reasons[0], else extensions.type).
import { LobbyError } from '../../errors.ts';
import type { FieldError } from '../registration-input.ts';

/** A refresh token that cannot be used: the client ends the session (SESSION_EXPIRED). */
export function invalidTokenFailure(
  reason: 'RefreshTokenUnknown' | 'RefreshTokenExpired' | 'RefreshTokenReused' | 'SessionEnded',
): LobbyError {
  return new LobbyError('InvalidTokenFailure', 'The session has ended. Sign in again.', {
    reasons: ['InvalidTokenFailure', reason],
  });
}

export function invalidPhoneNumber(): LobbyError {
  return new LobbyError('InvalidArgument', 'Enter a phone number with its country code.', {
    reasons: ['InvalidPhoneNumber'],
  });
}

export function smsResendCooldown(resendAvailableAt: Date): LobbyError {
  return new LobbyError(
    'SmsResendCooldown',
    `A new code can be sent at ${resendAvailableAt.toISOString()}.`,
    { details: { resendAvailableAt: resendAvailableAt.toISOString() } },
  );
}

const SMS_CODE_ERRORS = {
  invalid: ['InvalidSmsCode', 'The code is not right.'],
  expired: ['SmsCodeExpired', 'The code has expired. Ask for a new one.'],
  exhausted: ['SmsCodeAttemptsExhausted', 'Too many wrong codes. Ask for a new one.'],
} as const;

export function smsCodeError(reason: keyof typeof SMS_CODE_ERRORS): LobbyError {
  const [type, message] = SMS_CODE_ERRORS[reason];
  return new LobbyError(type, message);
}

export function registrationInvalid(errors: FieldError[]): LobbyError {
  return new LobbyError('InvalidArgument', 'Check the registration details.', {
    reasons: [errors[0]?.code ?? 'RegistrationInvalid'],
    details: { fieldErrors: errors.map(({ field, code }) => ({ field, code })) },
  });
}

export function emailVerificationFailure(reason: 'expired' | 'invalid'): LobbyError {
  return new LobbyError(
    'EmailVerificationFailure',
    reason === 'expired'
      ? 'The verification link has expired. Ask for a new one.'
      : 'The verification link is not valid.',
    { reasons: [reason === 'expired' ? 'EmailVerificationExpired' : 'EmailVerificationInvalid'] },
  );
}

/** The brand has no public origin to build mail links from (production, decision 0029). */
export function mailUnavailable(): LobbyError {
  return new LobbyError(
    'ServiceUnavailable',
    'Emails cannot be sent for this site at the moment. Try again later.',
    { reasons: ['PublicOriginNotConfigured'] },
  );
}
