// Jackpot instances, opt-ins and settings as stored (migration 012). An instance is one brand's
// four pots in one currency; its money (pots, funding, drops) is the ledger's
// (server/ledger/jackpot-drops.ts), its configuration and the players' choices are here.
import type { Queryable } from '../db/store.ts';
import { readPots, type PotState } from '../ledger/jackpot-drops.ts';
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

export interface OptInStatus {
  optedIn: boolean;
  /** The player's chosen contribution, null before the first choice. */
  contribution: number | null;
}

export async function optInStatus(
  db: Queryable,
  playerId: string,
  instanceId: string,
): Promise<OptInStatus> {
  const { rows } = await db.query<{ opted_in: boolean; contribution: string | number }>(
    'select opted_in, contribution from jackpot_opt_ins where player_id = $1 and instance_id = $2',
    [playerId, instanceId],
  );
  const row = rows[0];
  if (!row) return { optedIn: false, contribution: null };
  return { optedIn: row.opted_in, contribution: readMinorUnits(row.contribution, 'contribution') };
}

/**
 * Stores a player's choice. Opting in to one instance of a currency is the player's only
 * contribution in that currency: their other instances in it are opted out in the same write.
 */
export async function saveOptIn(
  db: Queryable,
  playerId: string,
  instance: JackpotInstance,
  optIn: boolean,
  contribution: number,
): Promise<OptInStatus> {
  await db.query(
    `with others as (
       update jackpot_opt_ins o set opted_in = false, updated_at = now()
       from jackpot_instances i
       where $3 and o.player_id = $1 and o.instance_id = i.id and i.id <> $2
         and i.currency = $5 and o.opted_in
     )
     insert into jackpot_opt_ins (player_id, instance_id, opted_in, contribution)
     values ($1, $2, $3, $4)
     on conflict (player_id, instance_id)
       do update set opted_in = excluded.opted_in, contribution = excluded.contribution,
         updated_at = now()`,
    [playerId, instance.id, optIn, contribution, instance.currency],
  );
  return { optedIn: optIn, contribution };
}
