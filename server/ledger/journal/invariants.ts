// The ledger's invariants, checked by the property tests and the benchmark: every entry's
// postings sum to zero per currency, no player account is negative, and every maintained
// balance equals the sum of its account's postings.
import type { Queryable } from '../../db/store.ts';
import { readMinorUnits } from '../minor-units.ts';

export interface InvariantReport {
  unbalancedEntries: number;
  negativeBalances: number;
  balanceMismatches: number;
  /** Sum of all postings per currency (each must be 0). */
  totalsByCurrency: Record<string, number>;
}

export async function checkInvariants(db: Queryable): Promise<InvariantReport> {
  const unbalanced = await db.query<{ n: number }>(
    `select count(*) as n from (
       select entry_id, currency from ledger_postings group by entry_id, currency
       having sum(amount) <> 0) x`,
  );
  const negative = await db.query<{ n: number }>(
    'select count(*) as n from ledger_accounts where balance < 0',
  );
  const mismatched = await db.query<{ n: number }>(
    `select count(*) as n from ledger_accounts a
     where a.kind in ('real', 'bonus', 'pending')
       and a.balance <> coalesce((select sum(p.amount) from ledger_postings p
                                  where p.account_id = a.id), 0)`,
  );
  const totals = await db.query<{ currency: string; total: number | string }>(
    'select currency, sum(amount) as total from ledger_postings group by currency',
  );
  return {
    unbalancedEntries: Number(unbalanced.rows[0]?.n ?? 0),
    negativeBalances: Number(negative.rows[0]?.n ?? 0),
    balanceMismatches: Number(mismatched.rows[0]?.n ?? 0),
    totalsByCurrency: Object.fromEntries(
      totals.rows.map((r) => [r.currency, readMinorUnits(r.total, `${r.currency} total`)]),
    ),
  };
}

export function isHealthy(report: InvariantReport): boolean {
  return (
    report.unbalancedEntries === 0 &&
    report.negativeBalances === 0 &&
    report.balanceMismatches === 0 &&
    Object.values(report.totalsByCurrency).every((total) => total === 0)
  );
}
