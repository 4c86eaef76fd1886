// The brands' site banners and maintenance windows (decision 0045): those in force at a time
// (Maintenance from its announce time to its end), and the operator's changes.
import { randomUUID } from 'node:crypto';
import type { Json } from '../pubsub/pubsub.ts';
import { BRAND_BANNER_TYPES, MAINTENANCE_ANNOUNCE_MS } from './rules.ts';

import {
  audit,
  fieldErrors,
  requireBrand,
  type Actor,
  type BannerInput,
  type ComplianceContext,
  type SiteBannerView,
} from './context.ts';

/** The brand's banners in force at `at`: Maintenance from its announce time to its end. */
export async function siteBanners(
  ctx: ComplianceContext,
  brand: string,
  at: Date = ctx.now(),
): Promise<SiteBannerView[]> {
  const { rows } = await ctx.store.query<{
    id: string;
    type: SiteBannerView['type'];
    text: string | null;
    link: string | null;
    starts_at: Date | null;
    ends_at: Date | null;
  }>(
    `select id, type, text, link, starts_at, ends_at from site_banners
     where brand = $1 and cancelled_at is null
       and (ends_at is null or ends_at > $2)
       and (starts_at is null or starts_at - (case when type = 'Maintenance'
            then $3::bigint else 0 end) * interval '1 millisecond' <= $2)
     order by created_at, id`,
    [brand, at, MAINTENANCE_ANNOUNCE_MS],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    text: row.text,
    link: row.link,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }));
}

/** Sets (replaces) a brand banner or the maintenance window; null input removes it. */
export async function setSiteBanner(
  ctx: ComplianceContext,
  brand: string,
  type: SiteBannerView['type'],
  input: BannerInput | null,
  actor: Actor,
): Promise<SiteBannerView | null> {
  if (type !== 'Maintenance' && !(BRAND_BANNER_TYPES as readonly string[]).includes(type)) {
    throw fieldErrors('Unknown banner type.', [{ field: 'type', code: 'UnknownBannerType' }]);
  }
  const view = await ctx.store.transaction(async (tx) => {
    await requireBrand(tx, brand);
    const { rows: before } = await tx.query<Record<string, Json>>(
      `update site_banners set cancelled_at = now()
       where brand = $1 and type = $2 and cancelled_at is null
       returning id, text, link, starts_at, ends_at`,
      [brand, type],
    );
    let view: SiteBannerView | null = null;
    if (input) {
      view = { id: randomUUID(), type, ...input };
      await tx.query(
        `insert into site_banners (id, brand, type, text, link, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [view.id, brand, type, input.text, input.link, input.startsAt, input.endsAt],
      );
    }
    await audit(
      tx,
      actor,
      input ? `banner:${type}` : `banner-removed:${type}`,
      brand,
      (JSON.parse(JSON.stringify(before)) as Json) ?? null,
      view ? (JSON.parse(JSON.stringify(view)) as Json) : null,
    );
    return view;
  });
  return view;
}
