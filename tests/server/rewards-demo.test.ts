// The demo rewards (server/demo/rewards.ts): every demo account of every brand gets the
// same five entries in its own currency, once however often the server starts, and no balance
// moves until the player claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/identity/demo-accounts.ts';
import { DEMO_SLOT, seedDemoRewards } from '../../server/demo/rewards.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';

describe('rewards: demo data', () => {
  let opened: TestStore;
  beforeAll(async () => {
    opened = await openMigratedStore('pglite', 'rewards-demo');
    await seedDemoCatalogue(opened.store);
    await seedDemoAccounts(opened.store);
  });
  afterAll(() => opened?.cleanup());

  it('seeds five rewards per demo account, once, in its currency, without moving money', async () => {
    await seedDemoRewards(opened.store);
    await seedDemoRewards(opened.store);
    const { rows } = await opened.store.query<{
      brand: string;
      email: string;
      currency: string;
      entries: { type: string; status: string; currency: string | null; game: string | null }[];
    }>(
      `select p.brand, p.email, p.currency,
         json_agg(json_build_object('type', r.type, 'status', a.status, 'currency', r.currency,
           'game', r.game_slug) order by r.type, a.status) as entries
       from players p
       join reward_assignations a on a.player_id = p.id
       join rewards r on r.id = a.reward_id
       group by p.brand, p.email, p.currency order by p.brand, p.email`,
    );
    const demoEmails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
    // Two demo accounts on each of the five demo brands.
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(demoEmails).toContain(row.email);
      expect(row.entries.map((e) => `${e.type}:${e.status}`)).toEqual([
        'BonusMoneyDrop:Unclaimed',
        'FreeSpins:Unclaimed',
        'MoneyDrop:Scheduled',
        'MoneyDrop:Unclaimed',
        'MoneyDrop:Unclaimed',
      ]);
      for (const entry of row.entries) {
        if (entry.type === 'FreeSpins') expect(entry.game).toBe(DEMO_SLOT);
        else expect(entry.currency).toBe(row.currency);
      }
    }
    const { rows: kinds } = await opened.store.query<{ kind: string; n: number }>(
      `select r.kind, count(*) as n from reward_assignations a join rewards r on r.id = a.reward_id
       group by r.kind order by r.kind`,
    );
    expect(kinds.map((k) => [k.kind, Number(k.n)])).toEqual([
      ['Cashback', 10],
      ['Incentive', 40],
    ]);
    const moved = await opened.store.query('select 1 from ledger_postings limit 1');
    expect(moved.rows).toEqual([]);
  });
});
