// Jackpot instances, opt-ins and settings as stored (migration 012). An instance is one brand's
// four pots in one currency; its money (pots, funding, drops) is the ledger's
// (server/ledger/jackpot/jackpot-drops.ts), its configuration and the players' choices are here.
import type { Queryable } from '../db/store.ts';
import { readPots, type PotState } from '../ledger/jackpot/jackpot-drops.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';

export interface JackpotInstance {
  id: string;
  brand: string;
  sourceId: string;
  currency: string;
  contributionOptions: number[];
  initialContribution: number;
  enabled: boolean;
}

export interface InstanceWithPots extends JackpotInstance {
  pots: PotState[];
}

interface InstanceRow {
  id: string;
  brand: string;
  source_id: string;
  currency: string;
  contribution_options: (string | number)[];
  initial_contribution: string | number;
  enabled: boolean;
}

const COLUMNS =
  'id, brand, source_id, currency, contribution_options, initial_contribution, enabled';

function instanceOf(row: InstanceRow): JackpotInstance {
  return {
    id: row.id,
    brand: row.brand,
    sourceId: row.source_id,
    currency: row.currency,
    contributionOptions: row.contribution_options.map((v) => readMinorUnits(v, 'option')),
    initialContribution: readMinorUnits(row.initial_contribution, 'initial contribution'),
    enabled: row.enabled,
  };
}

export async function findInstance(db: Queryable, id: string): Promise<JackpotInstance | null> {
  const { rows } = await db.query<InstanceRow>(
    `select ${COLUMNS} from jackpot_instances where id = $1`,
    [id],
  );
  return rows[0] ? instanceOf(rows[0]) : null;
}

/** The instance of a brand's source in a currency (null: none, or it is switched off). */
export async function findInstanceFor(
  db: Queryable,
  brand: string,
  sourceId: string,
  currency: string,
): Promise<JackpotInstance | null> {
  const { rows } = await db.query<InstanceRow>(
    `select ${COLUMNS} from jackpot_instances
     where brand = $1 and source_id = $2 and currency = $3`,
    [brand, sourceId, currency],
  );
  return rows[0] ? instanceOf(rows[0]) : null;
}

export async function instancesOfBrand(db: Queryable, brand: string): Promise<JackpotInstance[]> {
  const { rows } = await db.query<InstanceRow>(
    `select ${COLUMNS} from jackpot_instances where brand = $1 order by id`,
    [brand],
  );
  return rows.map(instanceOf);
}

export async function withPots(
  db: Queryable,
  instance: JackpotInstance,
): Promise<InstanceWithPots> {
  return { ...instance, pots: await readPots(db, instance.id) };
}

/** Why a player is opted out without asking (decision 0058): their value was withdrawn. */
export type OptOutReason = 'ContributionWithdrawn';

export interface OptInStatus {
  optedIn: boolean;
  /** The player's chosen contribution, null before the first choice. */
  contribution: number | null;
  /** Set when the operator opted the player out; null after the player's own choice. */
  optedOutReason: OptOutReason | null;
}

interface OptInRow {
  opted_in: boolean;
  contribution: string | number;
  opted_out_reason: OptOutReason | null;
}

const statusOf = (row: OptInRow): OptInStatus => ({
  optedIn: row.opted_in,
  contribution: readMinorUnits(row.contribution, 'contribution'),
  optedOutReason: row.opted_out_reason,
});

export async function optInStatus(
  db: Queryable,
  playerId: string,
  instanceId: string,
): Promise<OptInStatus> {
  const { rows } = await db.query<OptInRow>(
    `select opted_in, contribution, opted_out_reason from jackpot_opt_ins
     where player_id = $1 and instance_id = $2`,
    [playerId, instanceId],
  );
  const row = rows[0];
  return row ? statusOf(row) : { optedIn: false, contribution: null, optedOutReason: null };
}

/**
 * Stores a player's choice, checked against the options in force as it is written (the instance
 * row is locked for share, so an operator's change of the options waits or is waited for): an
 * opt-in at a value that is not one of them stores nothing (undefined); an opt-out is always
 * stored, at the instance's initial contribution when the value named is not in force. Opting in
 * to one instance of a currency is the player's only contribution in that currency: their other
 * instances in it are opted out in the same write.
 */
export async function saveOptIn(
  db: Queryable,
  playerId: string,
  instance: JackpotInstance,
  optIn: boolean,
  contribution: number,
): Promise<OptInStatus | undefined> {
  const { rows } = await db.query<OptInRow>(
    `with target as (
       select id, currency, $4::bigint = any (contribution_options) as in_force,
         case when $4::bigint = any (contribution_options) then $4::bigint
              else initial_contribution end as value
       from jackpot_instances where id = $2::text for share
     ),
     others as (
       update jackpot_opt_ins o set opted_in = false, updated_at = now()
       from jackpot_instances i, target t
       where $3::boolean and t.in_force and o.player_id = $1::uuid and o.instance_id = i.id and i.id <> t.id
         and i.currency = t.currency and o.opted_in
     )
     insert into jackpot_opt_ins (player_id, instance_id, opted_in, contribution)
     select $1::uuid, t.id, $3::boolean, t.value from target t where t.in_force or not $3::boolean
     on conflict (player_id, instance_id)
       do update set opted_in = excluded.opted_in, contribution = excluded.contribution,
         opted_out_reason = null, updated_at = now()
     returning opted_in, contribution, opted_out_reason`,
    [playerId, instance.id, optIn, contribution],
  );
  return rows[0] ? statusOf(rows[0]) : undefined;
}

/**
 * After the operator changed an instance's options, in the same transaction: the players opted
 * in at a value no longer offered are opted out and told why (decision 0058), and every stored
 * value not in force becomes the initial contribution. Returns the players opted out.
 */
export async function withdrawStaleOptIns(db: Queryable, instanceId: string): Promise<string[]> {
  const { rows } = await db.query<{ player_id: string; was_opted_in: boolean }>(
    `with stale as (
       select o.player_id, o.opted_in as was_opted_in
       from jackpot_opt_ins o join jackpot_instances i on i.id = o.instance_id
       where o.instance_id = $1 and not (o.contribution = any (i.contribution_options))
       for update of o
     )
     update jackpot_opt_ins o
     set opted_out_reason = case when s.was_opted_in then 'ContributionWithdrawn'
                                 else o.opted_out_reason end,
       opted_in = false, contribution = i.initial_contribution, updated_at = now()
     from stale s, jackpot_instances i
     where o.instance_id = $1 and o.player_id = s.player_id and i.id = $1
     returning o.player_id, s.was_opted_in`,
    [instanceId],
  );
  return rows.filter((row) => row.was_opted_in).map((row) => row.player_id);
}
