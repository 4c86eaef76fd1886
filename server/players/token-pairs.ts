// The token pair a sign-in ends with (custom token flow). Identity issues them
// (identity/auth/token-pairs.ts); Pay N Play signs its players in through this interface, wired
// in server/services.ts.
import type { Brand } from '../brands/brand.ts';
import type { TokenPair } from '../graphql/generated/resolvers-types.ts';
import type { SignInMethod } from './session-records.ts';

export interface TokenPairs {
  signIn(brand: Brand, origin: string, playerId: string, method: SignInMethod): Promise<TokenPair>;
  refresh(brand: Brand, origin: string, refreshToken: string): Promise<TokenPair>;
}
