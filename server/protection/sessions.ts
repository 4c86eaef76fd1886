// Sessions as player protection sees them (decision 0043): the current session's figures (the
// reality check's), the session history, and the sweep that ends the sessions of players who used
// up today's session limit.
import { COUNTED_END_SQL, dailyPlayOf } from '../players/daily-play.ts';
import { policyFor } from '../../machines/protection/policy.ts';
import type { Caller, ProtectionContext } from './context.ts';

export interface CurrentSessionView {
  id: string;
  startedAt: Date;
  currency: string;
  wagered: number;
  won: number;
  net: number;
  realityChecksAcknowledged: number;
  playedTodaySeconds: number;
}

export interface SessionRecordView {
  id: string;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number;
  currency: string;
  wagered: number;
  won: number;
  net: number;
  endReason: string | null;
  method: string;
}

export async function sessionView(
  ctx: ProtectionContext,
  c: Caller,
  sessionId: string,
): Promise<CurrentSessionView | null> {
  const playerId = c.player.id;
  const { rows } = await ctx.store.query<{
    id: string;
    created_at: Date;
    acknowledged: number;
    wagered: number;
    won: number;
  }>(
    `select s.id, s.created_at, s.reality_checks_acknowledged as acknowledged,
       coalesce(r.wagered, 0) as wagered, coalesce(r.won, 0) as won
     from player_sessions s
     left join lateral (
       select sum(bet) as wagered, sum(win) as won from game_rounds
       where player_id = s.player_id and status <> 'rolledBack' and created_at >= s.created_at
     ) r on true
     where s.id = $1 and s.player_id = $2 and s.ended_at is null`,
    [sessionId, playerId],
  );
  const row = rows[0];
  if (!row) return null;
  const play = await dailyPlayOf(ctx.store, playerId, c.policy.timeZone);
  const wagered = Number(row.wagered);
  const won = Number(row.won);
  return {
    id: row.id,
    startedAt: row.created_at,
    currency: c.player.currency,
    wagered,
    won,
    net: won - wagered,
    realityChecksAcknowledged: row.acknowledged,
    playedTodaySeconds: play.playedSeconds,
  };
}

export async function sessionHistory(
  ctx: ProtectionContext,
  playerId: string,
  first: number,
): Promise<SessionRecordView[]> {
  const c = await ctx.caller(playerId);
  const { rows } = await ctx.store.query<{
    id: string;
    created_at: Date;
    ended_at: Date | null;
    seconds: number;
    end_reason: string | null;
    method: string;
    wagered: number;
    won: number;
  }>(
    `select s.id, s.created_at, s.ended_at, s.end_reason, s.method,
         greatest(0, extract(epoch from ${COUNTED_END_SQL} - s.created_at))::float8 as seconds,
         coalesce(r.wagered, 0) as wagered, coalesce(r.won, 0) as won
       from player_sessions s
       left join lateral (
         select sum(bet) as wagered, sum(win) as won from game_rounds g
         where g.player_id = s.player_id and g.status <> 'rolledBack'
           and g.created_at >= s.created_at and g.created_at < coalesce(s.ended_at, now())
       ) r on true
       where s.player_id = $1 order by s.created_at desc limit $2`,
    [playerId, first],
  );
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.created_at,
    endedAt: row.ended_at,
    durationSeconds: Math.floor(Number(row.seconds)),
    currency: c.player.currency,
    wagered: Number(row.wagered),
    won: Number(row.won),
    net: Number(row.won) - Number(row.wagered),
    endReason: row.end_reason,
    method: row.method,
  }));
}

export async function sweepSessionLimits(ctx: ProtectionContext): Promise<number> {
  const { rows } = await ctx.store.query<{ player_id: string; license: string }>(
    `select distinct s.player_id, b.license from player_sessions s
       join players p on p.id = s.player_id join brands b on b.brand = p.brand
       where s.ended_at is null
         and exists (select 1 from player_limits l where l.player_id = s.player_id
           and l.kind = 'Session')`,
  );
  let ended = 0;
  for (const row of rows) {
    const play = await dailyPlayOf(ctx.store, row.player_id, policyFor(row.license).timeZone);
    if (play.limitSeconds !== null && play.playedSeconds >= play.limitSeconds) {
      await ctx.sessions.endAllOf(row.player_id, 'SESSION_LIMIT');
      ended += 1;
    }
  }
  return ended;
}
