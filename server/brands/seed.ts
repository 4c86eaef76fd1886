// Idempotent demo data: safe to run on every start and from several processes at once.
import type { Store } from '../db/store.ts';
import { upsertBrand } from './brand-repository.ts';
import { DEMO_BRANDS } from './demo-brands.ts';

export async function seedDemoBrands(store: Store): Promise<void> {
  const defaultBrand = DEMO_BRANDS.find((brand) => brand.isDefault);
  await store.transaction(async (tx) => {
    // Processes starting together would race on the single-default index (a non-arbiter
    // unique index raises instead of waiting like ON CONFLICT does): take turns.
    await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:seed:' || current_schema()))`);
    // Only one default may exist (unique index): clear another brand's flag before ours is set.
    if (defaultBrand) {
      await tx.query('update brands set is_default = false where is_default and brand <> $1', [
        defaultBrand.key,
      ]);
    }
    for (const brand of DEMO_BRANDS) await upsertBrand(tx, brand);
  });
}
