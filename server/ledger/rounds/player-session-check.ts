// A bet belongs to the player session it is placed under (decision 0027). Inside the bet's
// transaction, right after its idempotency key is claimed, the session row is read `for share`:
// a sign-out's update of that row waits for bets in flight, and every bet after its commit finds
// the session ended and writes nothing. casino_bet (migration 009) does the same in SQL.
import type { Queryable } from '../../db/store.ts';
import { sessionEnded } from '../errors.ts';

export async function requireLiveSession(tx: Queryable, sessionId: string): Promise<void> {
  const { rows } = await tx.query(
    'select 1 from player_sessions where id = $1 and ended_at is null for share',
    [sessionId],
  );
  if (rows.length === 0) throw sessionEnded();
}
