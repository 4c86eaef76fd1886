// The wallet's typed errors (platform-core §8: the client reads extensions.reasons[0], else
// extensions.type). Thrown inside a ledger transaction they roll it back: nothing is written.
import { LobbyError } from '../errors.ts';

export const WALLET_ERROR_TYPES = [
  'InvalidAmount',
  'AmountBelowMinimum',
  'AmountAboveMaximum',
  'MoneyCeilingExceeded',
  'CurrencyNotHeld',
  'UnknownPaymentMethod',
  'DepositsBlocked',
  'WithdrawalsBlocked',
  'NoDepositMethod',
  'CancelWithdrawalBlocked',
  'InvalidCancelReason',
  'InsufficientFunds',
  'IdempotencyKeyReused',
  'InvalidTransactionTransition',
  'TransactionNotFound',
  'RoundNotFound',
  'RoundClosed',
  'InvalidArgument',
] as const;
export type WalletErrorType = (typeof WALLET_ERROR_TYPES)[number];

export function walletError(
  type: WalletErrorType,
  message: string,
  details?: Record<string, unknown>,
): LobbyError {
  return new LobbyError(type, message, details ? { details } : {});
}

/** The wallet error type of an error, or undefined for anything else. */
export function walletErrorType(error: unknown): WalletErrorType | undefined {
  if (!(error instanceof LobbyError)) return undefined;
  return (WALLET_ERROR_TYPES as readonly string[]).includes(error.type)
    ? (error.type as WalletErrorType)
    : undefined;
}

/**
 * A round above the max bet of an Active bonus while the player holds bonus money (decision
 * 0028). One of the rewards' error types (rewards/errors.ts lists it for rewardErrorType).
 */
export function bonusMaxBetExceeded(maxBet: number, currency: string): LobbyError {
  return new LobbyError(
    'BonusMaxBetExceeded',
    'While you have bonus money, a round takes at most the bonus max bet.',
    { details: { maxBet, currency } },
  );
}

/**
 * A bet placed under a player session that has ended (signed out, signed in elsewhere, token
 * reuse, account closed): the bet's transaction checked it and wrote nothing. The same type as a
 * missing or ended sign-in, so a game treats it like its game session ending.
 */
export function sessionEnded(): LobbyError {
  return new LobbyError('AuthenticationFailure', 'The player session has ended.', {
    reasons: ['SessionEnded'],
  });
}
