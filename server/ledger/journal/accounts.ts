// Ledger accounts are named by keys and created on first use, outside any ledger transaction
// (so a rolled-back operation never leaves a cached id pointing nowhere). Ids are cached per
// process: accounts are never deleted.
import type { Queryable } from '../../db/store.ts';

export type AccountKind = 'real' | 'bonus' | 'pending' | 'house' | 'clearing' | 'jackpot';

export interface AccountSpec {
  key: string;
  kind: AccountKind;
  playerId: string | null;
  currency: string;
}

export function playerAccount(
  playerId: string,
  kind: 'real' | 'bonus' | 'pending',
  currency: string,
): AccountSpec {
  return { key: `player:${playerId}:${kind}:${currency}`, kind, playerId, currency };
}

export function houseAccount(currency: string): AccountSpec {
  return { key: `house:${currency}`, kind: 'house', playerId: null, currency };
}

export function clearingAccount(provider: string, currency: string): AccountSpec {
  return { key: `clearing:${provider}:${currency}`, kind: 'clearing', playerId: null, currency };
}

/** Player accounts keep a checked balance column; house and clearing are sums of postings. */
export function isMaintained(kind: AccountKind): boolean {
  return kind === 'real' || kind === 'bonus' || kind === 'pending';
}

export interface AccountDirectory {
  /** Ids of the accounts, creating the missing ones (in the order given). */
  ids(db: Queryable, specs: readonly AccountSpec[]): Promise<number[]>;
}

export function createAccountDirectory(): AccountDirectory {
  const known = new Map<string, number>();
  return {
    async ids(db, specs) {
      const missing = specs.filter((spec) => !known.has(spec.key));
      if (missing.length > 0) {
        await db.query(
          `insert into ledger_accounts (key, kind, player_id, currency)
           select * from unnest($1::text[], $2::text[], $3::uuid[], $4::text[])
           on conflict (key) do nothing`,
          [
            missing.map((s) => s.key),
            missing.map((s) => s.kind),
            missing.map((s) => s.playerId),
            missing.map((s) => s.currency),
          ],
        );
        const { rows } = await db.query<{ id: number; key: string }>(
          'select id, key from ledger_accounts where key = any($1::text[])',
          [missing.map((s) => s.key)],
        );
        for (const row of rows) known.set(row.key, Number(row.id));
      }
      return specs.map((spec) => {
        const id = known.get(spec.key);
        if (id === undefined) throw new Error(`ledger account ${spec.key} could not be created`);
        return id;
      });
    },
  };
}
