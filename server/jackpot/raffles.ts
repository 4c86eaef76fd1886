// Raffle instances and their drops as stored (migration 013; decision 0042): three
// more sources of the jackpot service — hourly, daily, weekly — per brand and currency. Drop n
// of an instance covers [epoch + n × length, epoch + (n + 1) × length); its row, with the
// commitment to its draw seed, is written when the drop is first needed.
import type { Queryable } from '../db/store.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';
import { newDrawSeed } from '../ledger/raffle/raffle-draw-math.ts';
import type { RaffleDropRef } from '../ledger/raffle/raffle-draws.ts';

export const RAFFLE_SOURCES = ['hourly', 'daily', 'weekly'] as const;
export type RaffleSource = (typeof RAFFLE_SOURCES)[number];

export function isRaffleSource(value: string): value is RaffleSource {
  return (RAFFLE_SOURCES as readonly string[]).includes(value);
}

export interface RaffleInstance {
  id: string;
  brand: string;
  sourceId: RaffleSource;
  currency: string;
  dropSeconds: number;
  epochMs: number;
  seed: number;
  wagerShareBp: number;
  studioSlug: string;
  prizeSharesBp: number[];
  enabled: boolean;
}

interface InstanceRow {
  id: string;
  brand: string;
  source_id: RaffleSource;
  currency: string;
  drop_seconds: number;
  epoch: Date | string;
  seed: unknown;
  wager_share_bp: number;
  studio_slug: string;
  prize_shares_bp: number[];
  enabled: boolean;
}

const COLUMNS = `id, brand, source_id, currency, drop_seconds, epoch, seed, wager_share_bp,
  studio_slug, prize_shares_bp, enabled`;

function instanceOf(row: InstanceRow): RaffleInstance {
  return {
    id: row.id,
    brand: row.brand,
    sourceId: row.source_id,
    currency: row.currency,
    dropSeconds: row.drop_seconds,
    epochMs: new Date(row.epoch).getTime(),
    seed: readMinorUnits(row.seed, 'raffle seed'),
    wagerShareBp: row.wager_share_bp,
    studioSlug: row.studio_slug,
    prizeSharesBp: row.prize_shares_bp.map(Number),
    enabled: row.enabled,
  };
}

export async function raffleInstances(
  db: Queryable,
  filter: { brand?: string; currency?: string; enabledOnly?: boolean } = {},
): Promise<RaffleInstance[]> {
  const { rows } = await db.query<InstanceRow>(
    `select ${COLUMNS} from raffle_instances
     where ($1::text is null or brand = $1) and ($2::text is null or currency = $2)
       and (not $3 or enabled)
     order by array_position(array['hourly', 'daily', 'weekly'], source_id), id`,
    [filter.brand ?? null, filter.currency ?? null, filter.enabledOnly ?? false],
  );
  return rows.map(instanceOf);
}

export async function findRaffleInstance(
  db: Queryable,
  brand: string,
  sourceId: RaffleSource,
  currency: string,
): Promise<RaffleInstance | null> {
  const { rows } = await db.query<InstanceRow>(
    `select ${COLUMNS} from raffle_instances where brand = $1 and source_id = $2 and currency = $3`,
    [brand, sourceId, currency],
  );
  return rows[0] ? instanceOf(rows[0]) : null;
}

export interface RaffleDrop {
  id: string;
  instanceId: string;
  number: number;
  startsAt: string;
  endsAt: string;
  seedCommitment: string;
  drawnAt: string | null;
}

export function dropNumberAt(instance: RaffleInstance, atMs: number): number {
  return Math.floor((atMs - instance.epochMs) / (instance.dropSeconds * 1000));
}

function dropBounds(instance: RaffleInstance, number: number) {
  const startMs = instance.epochMs + number * instance.dropSeconds * 1000;
  return {
    startsAt: new Date(startMs).toISOString(),
    endsAt: new Date(startMs + instance.dropSeconds * 1000).toISOString(),
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The drop running at `atMs`, opened (its seed drawn and committed) if it was not yet. */
export async function dropAt(
  db: Queryable,
  instance: RaffleInstance,
  atMs: number,
): Promise<RaffleDrop> {
  const number = dropNumberAt(instance, atMs);
  const id = `${instance.id}-${number}`;
  const { startsAt, endsAt } = dropBounds(instance, number);
  const read = () =>
    db.query<{ seed_commitment: string; drawn_at: Date | string | null }>(
      'select seed_commitment, drawn_at from raffle_drops where id = $1',
      [id],
    );
  let { rows } = await read();
  if (rows.length === 0) {
    const { seed, commitment } = newDrawSeed();
    // Two processes opening the same drop: the first seed stays (on conflict do nothing). No
    // conflict target: the row is unique by id and by (instance, number), and with `on conflict
    // (id)` a concurrent insert failed on the other unique index instead of doing nothing.
    await db.query(
      `insert into raffle_drops (id, instance_id, number, starts_at, ends_at, seed_commitment, seed)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [id, instance.id, number, startsAt, endsAt, commitment, seed],
    );
    ({ rows } = await read());
  }
  return {
    id,
    instanceId: instance.id,
    number,
    startsAt,
    endsAt,
    seedCommitment: rows[0]!.seed_commitment,
    drawnAt: iso(rows[0]!.drawn_at),
  };
}

/** What the ledger's draw needs of a drop (its secret seed included). */
export interface DueDrop {
  ref: RaffleDropRef;
  secret: { seed: string; commitment: string };
}

/**
 * Undrawn drops that ended at least `graceMs` before `nowMs` — moved forward by a brand's offset
 * where the clock stand-in moved that brand's time (server/clock.ts) — oldest first.
 */
export async function dueDrops(
  db: Queryable,
  nowMs: number,
  graceMs: number,
  brandOffsets: Readonly<Record<string, number>> = {},
): Promise<DueDrop[]> {
  const { rows } = await db.query<{
    id: string;
    instance_id: string;
    starts_at: Date | string;
    ends_at: Date | string;
    seed: string;
    seed_commitment: string;
    brand: string;
    currency: string;
    studio_slug: string;
    pot_seed: unknown;
    wager_share_bp: number;
    prize_shares_bp: number[];
  }>(
    `select d.id, d.instance_id, d.starts_at, d.ends_at, d.seed, d.seed_commitment, i.brand,
       i.currency, i.studio_slug, i.seed as pot_seed, i.wager_share_bp, i.prize_shares_bp
     from raffle_drops d join raffle_instances i on i.id = d.instance_id
     where d.drawn_at is null
       and d.ends_at <= $1::timestamptz
         + coalesce(($2::jsonb ->> i.brand)::bigint, 0) * interval '1 millisecond'
     order by d.ends_at limit 50`,
    [new Date(nowMs - graceMs).toISOString(), JSON.stringify(brandOffsets)],
  );
  return rows.map((row) => ({
    ref: {
      id: row.id,
      instanceId: row.instance_id,
      brand: row.brand,
      currency: row.currency,
      startsAt: iso(row.starts_at)!,
      endsAt: iso(row.ends_at)!,
      studioSlug: row.studio_slug,
      seed: readMinorUnits(row.pot_seed, 'raffle seed'),
      wagerShareBp: row.wager_share_bp,
      prizeSharesBp: row.prize_shares_bp.map(Number),
    },
    secret: { seed: row.seed, commitment: row.seed_commitment },
  }));
}

/** The ledger's view of a drop (for its live tickets and pot). */
export function dropRef(instance: RaffleInstance, drop: RaffleDrop): RaffleDropRef {
  return {
    id: drop.id,
    instanceId: instance.id,
    brand: instance.brand,
    currency: instance.currency,
    startsAt: drop.startsAt,
    endsAt: drop.endsAt,
    studioSlug: instance.studioSlug,
    seed: instance.seed,
    wagerShareBp: instance.wagerShareBp,
    prizeSharesBp: instance.prizeSharesBp,
  };
}
