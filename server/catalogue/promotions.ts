// The brand's promotions (/promotions/): its PROMOTION and PROMOTION_V2 lobby blocks, read from
// the catalogue's lobby_items and mapped by the catalogue's own toBlockRecord, kept when their
// deposit-offer applicability fits the viewer (platform-core §3): ALWAYS for everyone,
// FIRST_TIME_DEPOSIT for visitors and players without a completed deposit, EXISTING_DEPOSITS for
// players with one. Ids are the lobby's (`{brand}:{position}`), so a block is the same object on
// both pages.
import { toBlockRecord } from './lobby-blocks.ts';
import type {
  ContentBlockType,
  DepositOfferApplicability,
  PromotionBlockRecord,
} from './models.ts';
import type { Queryable } from '../db/store.ts';
import { lastCompletedDeposit } from '../ledger/journal/history.ts';

/** Who is looking: a visitor, or a player and whether they have a completed deposit. */
export type PromotionAudience = 'visitor' | 'first-deposit' | 'depositor';

const FITS: Readonly<Record<PromotionAudience, readonly DepositOfferApplicability[]>> = {
  visitor: ['ALWAYS', 'FIRST_TIME_DEPOSIT'],
  'first-deposit': ['ALWAYS', 'FIRST_TIME_DEPOSIT'],
  depositor: ['ALWAYS', 'EXISTING_DEPOSITS'],
};

export async function audienceOf(
  db: Queryable,
  playerId: string | undefined,
): Promise<PromotionAudience> {
  if (!playerId) return 'visitor';
  return (await lastCompletedDeposit(db, playerId)) ? 'depositor' : 'first-deposit';
}

/** The brand's promotion blocks for the audience, in lobby order. */
export async function loadPromotions(
  db: Queryable,
  brand: string,
  audience: PromotionAudience,
): Promise<PromotionBlockRecord[]> {
  const { rows } = await db.query<{
    position: number;
    block_type: ContentBlockType;
    payload: unknown;
  }>(
    `select position, block_type, payload from lobby_items
      where brand = $1 and block_type in ('PROMOTION', 'PROMOTION_V2')
      order by position`,
    [brand],
  );
  const fits = FITS[audience];
  return rows.flatMap((row) => {
    const block = toBlockRecord({
      id: `${brand}:${row.position}`,
      type: row.block_type,
      payload: row.payload,
      gamesBySlug: new Map(),
      topGames: [],
    });
    return block?.kind === 'PromotionBlock' && fits.includes(block.applicability) ? [block] : [];
  });
}
