// Seeded outcomes, a development stand-in (server/stand-ins.ts, ENABLE_SEEDED_OUTCOMES; decision
// 0061): a test names the outcomes of a game session's next rounds — "loss" (nothing won), "win",
// or for blackjack "decision" (a deal that leaves the player a hand to play: no natural, no
// insurance question) — and each such round draws from the first of its round's HMAC streams whose outcome is
// of that kind (`{round id}:{n}`, n = 0, 1, …): still a round the engine deals, paying exactly
// what its paytable says, only not left to chance. A session without seeds draws from the round
// id itself, as always, at no extra cost. The draw a seeded round was given is kept, so a retry
// replays the same round.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/store.ts';
import { walletError } from '../ledger/errors.ts';

export const SEEDED_OUTCOMES = ['loss', 'win', 'decision'] as const;
export type SeededOutcome = (typeof SEEDED_OUTCOMES)[number];

/** At most this many seeds at once, and draws tried per round. */
export const MAX_SEEDS = 100;
const MAX_TRIES = 10_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Replaces the session's queue of seeded outcomes; false when there is no such live session. */
export async function seedOutcomes(
  db: Queryable,
  token: string,
  outcomes: unknown,
): Promise<boolean> {
  if (
    !Array.isArray(outcomes) ||
    outcomes.length > MAX_SEEDS ||
    !outcomes.every((o) => (SEEDED_OUTCOMES as readonly unknown[]).includes(o))
  ) {
    throw walletError(
      'InvalidArgument',
      `outcomes is a list of at most ${MAX_SEEDS} of: ${SEEDED_OUTCOMES.join(', ')}.`,
    );
  }
  const { rows } = await db.query(
    `update game_sessions set seeded_outcomes = $2::jsonb, seeded_taken = 0
     where token_hash = $1 and expires_at > now() returning 1`,
    [hashOf(token), JSON.stringify(outcomes)],
  );
  return rows.length > 0;
}

/** Whether a draw key's round is of the kind: by its win, unless the game says otherwise. */
export type OutcomeKindOf = (key: string, kind: SeededOutcome) => Promise<boolean> | boolean;

/** For games whose outcome is a win: "loss" is nothing won, "win" anything won. */
export const byWin =
  (winOf: (key: string) => Promise<number> | number): OutcomeKindOf =>
  async (key, kind) => {
    if (kind === 'decision') return false;
    return (kind === 'loss') === ((await winOf(key)) === 0);
  };

/**
 * For a seeded session's next round, the first `{round id}:{n}` whose outcome is of the seeded
 * kind; undefined when the round is not seeded (it draws as it always does).
 */
export async function drawKeyOf(
  db: Queryable,
  session: { seeded?: boolean | undefined },
  token: string,
  roundId: string,
  isKind: OutcomeKindOf,
): Promise<string | undefined> {
  if (!session.seeded) return undefined;
  const kept = await db.query<{ draw_key: string }>(
    'select draw_key from seeded_rounds where round_id = $1',
    [roundId],
  );
  if (kept.rows[0]) return kept.rows[0].draw_key;
  const taken = await db.query<{ outcome: SeededOutcome | null }>(
    `update game_sessions set seeded_taken = seeded_taken + 1
     where token_hash = $1 and seeded_taken < jsonb_array_length(seeded_outcomes)
     returning seeded_outcomes ->> (seeded_taken - 1) as outcome`,
    [hashOf(token)],
  );
  const outcome = taken.rows[0]?.outcome;
  if (!outcome) return undefined;
  for (let n = 0; n < MAX_TRIES; n++) {
    const key = `${roundId}:${n}`;
    if (await isKind(key, outcome)) {
      await db.query(
        'insert into seeded_rounds (round_id, draw_key) values ($1, $2) on conflict do nothing',
        [roundId, key],
      );
      const again = await db.query<{ draw_key: string }>(
        'select draw_key from seeded_rounds where round_id = $1',
        [roundId],
      );
      return again.rows[0]!.draw_key;
    }
  }
  throw new Error(`no ${outcome} in ${MAX_TRIES} draws of round ${roundId}`);
}
