// Demo rewards on the demo accounts of every brand (README's demo players): an Unclaimed money
// drop, an Unclaimed bonus money drop (×10 wagering, capped payout), free spins on the demo slot,
// a Cashback money drop, and one Scheduled to start a few minutes after the first start. All are
// manual claims, so no balance moves until the player claims. Idempotent: definitions have ids
// derived from their template and currency, and a player gets each one once; an advisory lock
// makes processes starting together take turns (SEED_DEMO_DATA=0 skips all of it).
import { createHash } from 'node:crypto';
import { convertMinBet } from '../ledger/currency.ts';
import type { Queryable, Store } from '../db/store.ts';
import { stakesFor } from '../games/service.ts';
import { DEMO_ACCOUNTS } from '../identity/demo-accounts.ts';
import { currencyDigits } from '../ledger/amounts.ts';
import { expiresAtFor, NO_TYPE_FIELDS, type NewReward } from '../rewards/definitions.ts';
import type { RewardDefinition } from '../rewards/model.ts';

/** The slot the e2e tests and the README play; the most popular game stands in without it. */
export const DEMO_SLOT = 'polished-reels-megaways';
const DAY = 24 * 3600;

type Template = Omit<NewReward, 'startsAt'> & { key: string; startsInSeconds: number };

function templates(currency: string, slot: { slug: string; stake: number } | undefined) {
  const major = (units: number) => units * 10 ** currencyDigits(currency);
  const base = {
    kind: 'Incentive' as const,
    claimType: 'manual' as const,
    reason: null,
    endsAt: null,
    expiresIn: 30 * DAY,
    ...NO_TYPE_FIELDS,
    startsInSeconds: 0,
  };
  const list: Template[] = [
    {
      ...base,
      key: 'welcome-drop',
      type: 'MoneyDrop',
      name: 'Welcome money drop',
      reason: 'A welcome gift',
      amount: major(5),
      currency,
    },
    {
      ...base,
      key: 'bonus-drop',
      type: 'BonusMoneyDrop',
      name: 'Bonus money boost',
      reason: 'Play it through ten times to keep up to 50',
      amount: major(10),
      currency,
      wageringRequirementFactor: 10,
      maxPayout: major(50),
      bonusExpiresIn: 30 * DAY,
    },
    {
      ...base,
      key: 'weekly-cashback',
      type: 'MoneyDrop',
      kind: 'Cashback',
      name: 'Weekly cashback',
      reason: '10 % of last week’s losses',
      amount: major(3),
      currency,
    },
    {
      ...base,
      key: 'weekend-reload',
      type: 'MoneyDrop',
      name: 'Weekend reload',
      // Opens a few minutes after the server first started (the demo shows a scheduled reward).
      reason: 'A little extra for the weekend',
      amount: major(2),
      currency,
      startsInSeconds: 5 * 60,
    },
  ];
  if (slot) {
    list.push({
      ...base,
      key: 'free-spins',
      type: 'FreeSpins',
      name: `10 free spins`,
      reason: 'Spins on us on a player favourite',
      freeSpinsAmount: 10,
      spinValue: slot.stake,
      betLevel: 1,
      gameSlug: slot.slug,
    });
  }
  return list;
}

/** A stable uuid (version 4 layout) from a name: the same template gets the same id. */
function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function demoSlot(db: Queryable, currency: string) {
  const { rows } = await db.query<{ slug: string; min_bet: number }>(
    `select slug, min_bet from games where slug = $1
     union all (select slug, min_bet from games where not is_live_casino order by popularity limit 1)
     limit 1`,
    [DEMO_SLOT],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { slug: row.slug, stake: stakesFor(convertMinBet(Number(row.min_bet), currency))[0]! };
}

export async function seedDemoRewards(store: Store, now: Date = new Date()): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:demo-rewards'))`);
    const { rows: players } = await tx.query<{ id: string; currency: string }>(
      `select id, currency from players
       where lower(email) = any($1::text[]) and not account_closed order by brand, email`,
      [Object.values(DEMO_ACCOUNTS).map((account) => account.email.toLowerCase())],
    );
    const byCurrency = new Map<string, string[]>();
    for (const p of players)
      byCurrency.set(p.currency, [...(byCurrency.get(p.currency) ?? []), p.id]);

    for (const [currency, playerIds] of byCurrency) {
      const slot = await demoSlot(tx, currency);
      for (const template of templates(currency, slot)) {
        const { key, startsInSeconds, ...fields } = template;
        const id = stableId(`demo-reward:${key}:${currency}`);
        const startsAt = new Date(now.getTime() + startsInSeconds * 1000);
        const inserted = await tx.query<{ starts_at: Date }>(
          `insert into rewards (id, type, name, kind, claim_type, reason, starts_at, ends_at,
             expires_in, amount, currency, wagering_requirement_factor, max_payout,
             bonus_expires_in, free_spins_amount, spin_value, bet_level, game_slug)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
           on conflict (id) do nothing returning starts_at`,
          [
            id,
            fields.type,
            fields.name,
            fields.kind,
            fields.claimType,
            fields.reason,
            startsAt,
            fields.endsAt,
            fields.expiresIn,
            fields.amount,
            fields.currency,
            fields.wageringRequirementFactor,
            fields.maxPayout,
            fields.bonusExpiresIn,
            fields.freeSpinsAmount,
            fields.spinValue,
            fields.betLevel,
            fields.gameSlug,
          ],
        );
        // Only on the definition's first insert: a restart must not hand the rewards out again
        // to a player who has since claimed them (they keep their entries), nor move startsAt.
        if (inserted.rows.length === 0) continue;
        const reward: RewardDefinition = { id, ...fields, startsAt };
        await tx.query(
          `insert into reward_assignations (id, reward_id, player_id, status, reason, auto_claim,
             starts_at, expires_at, assigned_at, updated_at)
           select gen_random_uuid(), $1, p, $2, 'Demo data', false, $3, $4, $5, $5
           from unnest($6::uuid[]) as p`,
          [
            id,
            startsAt > now ? 'Scheduled' : 'Unclaimed',
            startsAt,
            expiresAtFor(reward, now),
            now,
            playerIds,
          ],
        );
      }
    }
  });
}
