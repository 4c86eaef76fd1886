// The provider's view of our accounts, and where its sign-ins become player sessions: when a
// code is exchanged, the provider's sid (carried by the code and every token after it) becomes
// the id of the player session, so the ID token's `sid` claim names it. Later tokens of an
// ended session (signed in elsewhere, logged out) find no account and are refused.
import type { Account, FindAccount } from 'oidc-provider';
import type { Brand } from '../../brands/brand.ts';
import type { Store } from '../../db/store.ts';
import { findPlayerById, type PlayerRecord } from '../../players/players.ts';
import type { Sessions } from '../sessions.ts';

type TokenArgument = Parameters<FindAccount>[2];

export function createFindAccount(store: Store, sessions: Sessions, brand: Brand): FindAccount {
  return async (_ctx, sub, token) => {
    const player = await findPlayerById(store, sub);
    if (!player || player.brand !== brand.key || player.accountClosed) return undefined;
    if (token && !(await sessionAllows(sessions, player, token))) return undefined;
    return toAccount(player);
  };
}

async function sessionAllows(
  sessions: Sessions,
  player: PlayerRecord,
  token: NonNullable<TokenArgument>,
): Promise<boolean> {
  const sid = 'sid' in token && typeof token.sid === 'string' ? token.sid : undefined;
  if (!sid) return false;
  if (token.kind === 'AuthorizationCode') {
    const session = await sessions.start({
      id: sid,
      playerId: player.id,
      brand: player.brand,
      method: 'KEYCLOAK',
      idpGrantId: 'grantId' in token ? token.grantId : undefined,
      idpSessionUid: 'sessionUid' in token ? token.sessionUid : undefined,
    });
    return session.endedAt === null;
  }
  const session = await sessions.live(sid);
  return session?.playerId === player.id;
}

function toAccount(player: PlayerRecord): Account {
  return {
    accountId: player.id,
    claims: () => ({
      sub: player.id,
      player_id: player.id,
      email: player.email,
      email_verified: player.emailVerified,
      given_name: player.firstName,
      family_name: player.lastName,
      name: `${player.firstName} ${player.lastName}`,
      locale: player.language.replace('_', '-'),
      ...(player.phoneNumber
        ? {
            phone_number: player.phoneNumber,
            phone_number_verified: player.isPhoneNumberVerified,
          }
        : {}),
    }),
  };
}
