// A round the sweeper settled without the player (a crash between its bet and its win, decision
// 0027) is shown by its game the next time the player opens it, once: the reels or the pocket the
// game recorded with the bet, and what the round paid — or that the stake was refunded.
import type { Queryable } from '../db/store.ts';
import { formatAmount } from '../ledger/amounts.ts';
import type { Json } from '../pubsub/pubsub.ts';

export interface SweptRound {
  roundId: string;
  /** settled: the recorded win was paid; rolledBack: the stake was refunded. */
  status: 'settled' | 'rolledBack';
  /** The round's bets (the refund of a rolled-back round). */
  stake: number;
  win: number;
  /** What the game recorded to show (reels, the pocket …); null when nothing was recorded. */
  outcome: Json | null;
}

interface Row {
  id: string;
  status: 'settled' | 'rolledBack';
  bet: number | string;
  win: number | string;
  outcome: Json | null;
  swept_at: Date;
}

/**
 * The player's latest swept round of the game not shown yet, marked shown in the same statement
 * (so two loads at once show it once); older unshown ones are marked too: only the last matters.
 */
export async function takeSweptRound(
  db: Queryable,
  playerId: string,
  gameSlug: string,
): Promise<SweptRound | null> {
  const { rows } = await db.query<Row>(
    `update game_rounds set outcome_shown_at = now()
     where player_id = $1 and game_slug = $2 and swept_at is not null and outcome_shown_at is null
     returning id, status, bet, win, outcome, swept_at`,
    [playerId, gameSlug],
  );
  const latest = rows.reduce<Row | undefined>(
    (last, row) => (!last || row.swept_at.getTime() > last.swept_at.getTime() ? row : last),
    undefined,
  );
  if (!latest) return null;
  return {
    roundId: latest.id,
    status: latest.status,
    stake: Number(latest.bet),
    win: Number(latest.win),
    outcome: latest.outcome,
  };
}

/**
 * What the game says about it (English, like the games' other texts): "Your last round was
 * completed: won €1.20." — `label` names the result first where the game has one ("17 Black").
 */
export function sweptRoundMessage(round: SweptRound, currency: string, label?: string): string {
  if (round.status === 'rolledBack') {
    return `Your last round was refunded: ${formatAmount(round.stake, currency)} back to your balance.`;
  }
  const result = round.win > 0 ? `won ${formatAmount(round.win, currency)}` : 'no win';
  return `Your last round was completed: ${label ? `${label}, ` : ''}${result}.`;
}

/** Whether the round paid a win (the pages highlight the message as they do a win). */
export function paidAWin(round: SweptRound | null): boolean {
  return round?.status === 'settled' && round.win > 0;
}

/** A field of the recorded outcome, when it is a JSON object. */
export function outcomeField(round: SweptRound, field: string): Json | undefined {
  const { outcome } = round;
  if (outcome === null || typeof outcome !== 'object' || Array.isArray(outcome)) return undefined;
  return outcome[field];
}
