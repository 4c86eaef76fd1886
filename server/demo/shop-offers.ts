// The demo rewards shop: four offers per demo brand (two free-spin packs, a money drop, bonus
// money), each with its own reward definition (server/rewards/definitions.ts) in the brand's
// home currency. Idempotent: offers are keyed by (brand, slug) and only missing ones are created,
// with their rewards, under an advisory lock so processes starting together take turns. Free-spin
// offers need a game: they are added once the catalogue is there.
import type { Brand } from '../brands/brand.ts';
import { DEMO_BRANDS } from '../brands/demo-brands.ts';
import { convertMinBet, countryCurrency } from '../ledger/currency.ts';
import { availableSql } from '../catalogue/game-rows.ts';
import type { Queryable, Store } from '../db/store.ts';
import { stakesFor } from '../games/service.ts';
import { requestCountry } from '../graphql/request-country.ts';
import { formatAmount } from '../ledger/amounts.ts';
import { insertReward, NO_TYPE_FIELDS, type NewReward } from '../rewards/definitions.ts';
import { DEMO_SLOT } from './rewards.ts';
import { randomUUID } from 'node:crypto';

const DAY_SECONDS = 24 * 3600;

interface ShopGame {
  slug: string;
  name: string;
  /** The smallest stake the slot offers in the brand's currency. */
  stake: number;
}

interface DemoOffer {
  slug: string;
  /** Fixed, so offers added by a later start (free spins) still sort as designed. */
  position: number;
  title: string;
  description: string;
  price: number;
  reward: Omit<NewReward, 'startsAt'>;
}

const BASE: Omit<NewReward, 'type' | 'name' | 'startsAt'> = {
  kind: 'Incentive',
  claimType: 'manual',
  reason: 'Bought in the rewards shop',
  endsAt: null,
  // Thirty days to claim what was bought.
  expiresIn: 30 * DAY_SECONDS,
  ...NO_TYPE_FIELDS,
};

function freeSpins(
  game: ShopGame,
  spins: number,
  price: number,
  currency: string,
  position: number,
): DemoOffer {
  const value = game.stake * 2;
  return {
    slug: `free-spins-${spins}`,
    position,
    title: `${spins} free spins`,
    description: `${spins} spins of ${formatAmount(value, currency)} on ${game.name}.`,
    price,
    reward: {
      ...BASE,
      type: 'FreeSpins',
      name: `${spins} free spins on ${game.name}`,
      freeSpinsAmount: spins,
      spinValue: value,
      betLevel: 1,
      gameSlug: game.slug,
    },
  };
}

export function demoOffers(currency: string, game: ShopGame | undefined): DemoOffer[] {
  const money = (minor: number) => formatAmount(minor, currency);
  return [
    ...(game ? [freeSpins(game, 10, 50, currency, 0)] : []),
    {
      slug: 'bonus-money-10',
      position: 1,
      title: `${money(1_000)} bonus money`,
      description: `Bonus money to play with: bet it ten times and up to ${money(5_000)} becomes cash.`,
      price: 150,
      reward: {
        ...BASE,
        type: 'BonusMoneyDrop',
        name: `${money(1_000)} bonus money`,
        amount: 1_000,
        currency,
        wageringRequirementFactor: 10,
        maxPayout: 5_000,
        bonusExpiresIn: 14 * DAY_SECONDS,
      },
    },
    ...(game ? [freeSpins(game, 25, 120, currency, 2)] : []),
    {
      slug: 'money-drop-5',
      position: 3,
      title: `${money(500)} cash`,
      description: `${money(500)} straight into your balance, no wagering.`,
      price: 500,
      reward: { ...BASE, type: 'MoneyDrop', name: `${money(500)} cash`, amount: 500, currency },
    },
  ];
}

/** The demo slot of the demo rewards when the brand offers it, else its most popular slot. */
async function shopGame(db: Queryable, brand: Brand, country: string, currency: string) {
  const { rows } = await db.query<{ slug: string; name: string; min_bet: number }>(
    `select g.slug, g.name, g.min_bet from games g
      where ${availableSql('g', 1, 2, 3)} and not g.is_live_casino
      order by (g.slug = $4) desc, g.popularity limit 1`,
    [brand.license, country, '', DEMO_SLOT],
  );
  const row = rows[0];
  if (!row) return undefined;
  const stake = stakesFor(convertMinBet(Number(row.min_bet), currency))[0]!;
  return { slug: row.slug, name: row.name, stake };
}

/** Adds the demo offers each demo brand is missing; returns how many were created. */
export async function seedRewardsShop(
  store: Store,
  brands: readonly Brand[] = DEMO_BRANDS,
): Promise<number> {
  return store.transaction(async (tx) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('lobby:seed-rewards-shop:' || current_schema()))`,
    );
    const { rows: present } = await tx.query<{ brand: string; slug: string }>(
      'select brand, slug from shop_offers',
    );
    const have = new Set(present.map((row) => `${row.brand} ${row.slug}`));
    const { rows: known } = await tx.query<{ brand: string }>('select brand from brands');
    const existing = new Set(known.map((row) => row.brand));
    const now = new Date();
    let created = 0;
    for (const brand of brands) {
      if (!existing.has(brand.key)) continue;
      // The brand's home country, as its demo accounts have it.
      const country = requestCountry({}, brand.license, false).countryCode;
      const currency = countryCurrency(brand, country);
      const game = await shopGame(tx, brand, country, currency);
      const offers = demoOffers(currency, game);
      for (const offer of offers) {
        if (have.has(`${brand.key} ${offer.slug}`)) continue;
        const reward = await insertReward(tx, { ...offer.reward, startsAt: now });
        await tx.query(
          `insert into shop_offers (id, brand, slug, title, description, price, reward_id, position)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            randomUUID(),
            brand.key,
            offer.slug,
            offer.title,
            offer.description,
            offer.price,
            reward.id,
            offer.position,
          ],
        );
        created += 1;
      }
    }
    return created;
  });
}
