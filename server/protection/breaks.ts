// Time-outs and self-exclusion (decision 0043): a break is never shortened, a self-exclusion never
// becomes a time-out; starting one sends the player's bets through the checked plan and ends every
// session live; a self-exclusion that has ended is lifted only on request, after the licence's
// delay.
import { databaseNow, requireProtectionChecks } from '../ledger/limits/protection-limits.ts';
import { breakOf, isInForce, type PlayerBreak } from '../players/breaks.ts';
import { recordProtectionChange } from '../players/protection-audit.ts';
import {
  BREAK_DURATIONS,
  breakEndsAt,
  type BreakDuration,
  type BreakKind,
} from '../../machines/protection/policy.ts';
import { breakView, error, type BreakView, type ProtectionContext } from './context.ts';

export async function startBreak(
  ctx: ProtectionContext,
  playerId: string,
  kind: BreakKind,
  duration: BreakDuration,
): Promise<BreakView> {
  const c = await ctx.caller(playerId);
  const options = kind === 'Timeout' ? c.policy.timeouts : (c.policy.selfExclusions ?? []);
  if (!BREAK_DURATIONS.includes(duration) || !options.includes(duration)) {
    throw error(
      'BreakNotAvailable',
      kind === 'SelfExclusion' && options.length === 0
        ? 'Self-exclusion is not offered under this licence.'
        : `Choose one of: ${options.join(', ')}.`,
      { options: [...options] },
    );
  }
  const result = await ctx.withPlayerLocked(c, async (tx) => {
    const at = await databaseNow(tx);
    const endsAtMs = breakEndsAt(duration, at.getTime());
    const endsAt = endsAtMs === null ? null : new Date(endsAtMs);
    const existing = await breakOf(tx, playerId);
    const running = existing && isInForce(existing, at) ? existing : null;
    if (running) {
      // Never shorter, and a self-exclusion is never turned into a time-out (which would
      // lift by itself).
      const shorter =
        running.endsAt === null ||
        (endsAt !== null && endsAt < running.endsAt) ||
        (running.kind === 'SelfExclusion' && kind === 'Timeout');
      if (shorter) {
        throw error(
          'BreakCannotBeShortened',
          'A running break can only be made longer, and a self-exclusion cannot become a time-out.',
          { endsAt: running.endsAt?.toISOString() ?? null, kind: running.kind },
        );
      }
    }
    // Bets check breaks in the full bet plan: this player's bets go there from now on.
    await requireProtectionChecks(tx, { playerId });
    await tx.query(
      `insert into player_breaks (player_id, kind, duration, started_at, ends_at,
           lift_requested_at, lifts_at)
         values ($1, $2, $3, $4, $5, null, null)
         on conflict (player_id) do update set kind = excluded.kind,
           duration = excluded.duration, started_at = excluded.started_at,
           ends_at = excluded.ends_at, lift_requested_at = null, lifts_at = null`,
      [playerId, kind, duration, at, endsAt],
    );
    await recordProtectionChange(tx, {
      playerId,
      actor: 'player',
      action: running ? 'BreakExtended' : 'BreakStarted',
      kind,
      oldValue: running
        ? { kind: running.kind, endsAt: running.endsAt?.toISOString() ?? null }
        : null,
      newValue: { kind, duration, endsAt: endsAt?.toISOString() ?? null },
      effectiveAt: at,
    });
    const started: PlayerBreak = {
      kind,
      duration,
      startedAt: at,
      endsAt,
      liftRequestedAt: null,
      liftsAt: null,
    };
    return breakView(started, at);
  });
  // After the commit: every session ends, live (sessionDestroyed on every process).
  await ctx.sessions.endAllOf(playerId, kind === 'Timeout' ? 'TIMEOUT' : 'SELF_EXCLUSION');
  return result;
}

export async function requestBreakLift(
  ctx: ProtectionContext,
  playerId: string,
): Promise<BreakView> {
  const c = await ctx.caller(playerId);
  return ctx.withPlayerLocked(c, async (tx) => {
    const at = await databaseNow(tx);
    const existing = await breakOf(tx, playerId);
    if (!existing || !isInForce(existing, at) || existing.kind !== 'SelfExclusion') {
      throw error('NoBreak', 'There is no self-exclusion to lift.');
    }
    if (existing.endsAt === null || existing.endsAt > at) {
      throw error('BreakNotEnded', 'A self-exclusion can only be lifted after it has ended.', {
        endsAt: existing.endsAt?.toISOString() ?? null,
      });
    }
    if (existing.liftRequestedAt !== null) return breakView(existing, at);
    const liftsAt = new Date(at.getTime() + c.policy.exclusionLiftDelayHours * 3600_000);
    await tx.query(
      'update player_breaks set lift_requested_at = $2, lifts_at = $3 where player_id = $1',
      [playerId, at, liftsAt],
    );
    await recordProtectionChange(tx, {
      playerId,
      actor: 'player',
      action: 'BreakLiftRequested',
      kind: existing.kind,
      oldValue: { endsAt: existing.endsAt.toISOString() },
      newValue: { liftsAt: liftsAt.toISOString() },
      effectiveAt: liftsAt,
    });
    return breakView({ ...existing, liftRequestedAt: at, liftsAt }, at);
  });
}
