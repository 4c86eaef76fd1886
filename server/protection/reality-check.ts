// The reality check on the server (decision 0043): the period a player chooses among what the
// licence offers, and the answers (Continue) counted per session — only a check that has come
// due, on the database's time moved by the brand's clock stand-in.
import { databaseNow } from '../ledger/limits/protection-limits.ts';
import { recordProtectionChange } from '../players/protection-audit.ts';
import { error, type ProtectionContext } from './context.ts';

export async function setRealityCheckPeriod(
  ctx: ProtectionContext,
  playerId: string,
  seconds: number | null,
): Promise<{ periodSeconds: number | null; optionsSeconds: number[] }> {
  const c = await ctx.caller(playerId);
  const options = ctx.realityCheckOptions(c.licence);
  if (options.length === 0) {
    throw error('LimitNotAvailable', 'This licence has no reality check.');
  }
  if (seconds !== null && !options.includes(seconds)) {
    throw error('InvalidRealityCheckPeriod', 'Choose one of the offered periods.', {
      options,
    });
  }
  await ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<{ old: number | null }>(
      'select reality_check_seconds as old from players where id = $1 for update',
      [playerId],
    );
    const old = rows[0]?.old ?? null;
    await tx.query('update players set reality_check_seconds = $2 where id = $1', [
      playerId,
      seconds,
    ]);
    if (old !== seconds) {
      await recordProtectionChange(tx, {
        playerId,
        actor: 'player',
        action: 'RealityCheckPeriodSet',
        oldValue: old,
        newValue: seconds,
        effectiveAt: await databaseNow(tx),
      });
    }
  });
  return { periodSeconds: seconds, optionsSeconds: options };
}

export async function acknowledgeRealityCheck(
  ctx: ProtectionContext,
  playerId: string,
  sessionId: string,
  index: number,
): Promise<void> {
  const c = await ctx.caller(playerId);
  // The database's time, moved by the brand's offset where the clock stand-in moved it.
  const offsetMs = ctx.time?.offsets()[c.player.brand] ?? 0;
  const { rows } = await ctx.store.query<{ reality: number | null; elapsed: number }>(
    `select p.reality_check_seconds as reality,
         extract(epoch from now() + $3 * interval '1 millisecond' - s.created_at)::float8
           as elapsed
       from player_sessions s join players p on p.id = s.player_id
       where s.id = $1 and s.player_id = $2 and s.ended_at is null`,
    [sessionId, playerId, offsetMs],
  );
  const row = rows[0];
  if (!row || !c.policy.realityCheckMinutes || row.reality === null) {
    throw error('NoRealityCheck', 'No reality check runs on this session.');
  }
  // Only a check that has come due can be answered (a client clock cannot run ahead).
  const due = Math.floor(Number(row.elapsed) / row.reality);
  if (!Number.isSafeInteger(index) || index < 1 || index > due) {
    throw error('InvalidArgument', `Reality check ${index} is not due yet.`, { due });
  }
  await ctx.store.query(
    `update player_sessions set reality_checks_acknowledged =
         greatest(reality_checks_acknowledged, $2) where id = $1`,
    [sessionId, index],
  );
}
