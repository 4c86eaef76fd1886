// Demo raffles on the brands (README): hourly, daily and weekly drops in each brand's currency on
// the studio of the demo slot (so playing it for real money earns tickets), and the page
// settings — except `coralreef`, whose raffles are off (settings enabled: false, no instances)
// like its jackpot: raffle messages travel on the jackpot socket. Pots: a house seed (50, 500, 5,000 in the currency's major units) plus 1 % of the
// qualifying wagers; hourly pays one winner, daily two (60/40), weekly three (50/30/20).
// Idempotent: existing instances and settings are left as an operator may have changed them.
import type { Brand } from '../brands/brand.ts';
import type { Store } from '../db/store.ts';
import { currencyDigits } from '../ledger/amounts.ts';
import { saveRaffleSettings, type StoredRaffleSettings } from '../jackpot/raffle-settings.ts';
import { DEMO_SLOT } from './rewards.ts';

/** The brand whose raffles are off in the demo data. */
export const RAFFLES_DISABLED_BRAND = 'coralreef';

const DROPS = [
  { type: 'hourly', seed: 50, prizes: [10_000], epoch: '2026-01-01T00:00:00Z' },
  { type: 'daily', seed: 500, prizes: [6_000, 4_000], epoch: '2026-01-01T00:00:00Z' },
  // Weekly drops run Monday to Monday (UTC).
  { type: 'weekly', seed: 5_000, prizes: [5_000, 3_000, 2_000], epoch: '2026-01-05T00:00:00Z' },
] as const;

const LENGTHS = { daily: 86_400, weekly: 604_800 };

export function demoRaffleId(brand: string, type: string, currency: string): string {
  return `${brand}-${type}-${currency.toLowerCase()}`;
}

export async function seedDemoRaffles(
  store: Store,
  brands: readonly Brand[],
  options: { hourlySeconds: number },
): Promise<void> {
  const { rows } = await store.query<{ slug: string; name: string }>(
    `select s.slug, s.name from games g join studios s on s.id = g.studio_id
     where g.slug = $1
     union all (select s.slug, s.name from studios s order by s.id limit 1)`,
    [DEMO_SLOT],
  );
  const studio = rows[0];
  if (!studio) return; // no catalogue: no raffle to play
  for (const brand of brands) {
    const disabled = brand.key === RAFFLES_DISABLED_BRAND;
    const present = await store.query('select 1 from raffle_settings where brand = $1', [
      brand.key,
    ]);
    if (present.rows.length === 0) {
      await saveRaffleSettings(store, brand.key, '*', settingsFor(studio, disabled));
    }
    if (disabled) continue;
    const currency = brand.license === 'cos' ? 'USD' : brand.defaultCurrency;
    const unit = 10 ** currencyDigits(currency);
    for (const drop of DROPS) {
      await store.query(
        `insert into raffle_instances (id, brand, source_id, currency, drop_seconds, epoch, seed,
           wager_share_bp, studio_slug, prize_shares_bp)
         values ($1, $2, $3, $4, $5, $6, $7, 100, $8, $9::int[])
         on conflict do nothing`,
        [
          demoRaffleId(brand.key, drop.type, currency),
          brand.key,
          drop.type,
          currency,
          drop.type === 'hourly' ? options.hourlySeconds : LENGTHS[drop.type],
          drop.epoch,
          drop.seed * unit,
          studio.slug,
          [...drop.prizes],
        ],
      );
    }
  }
}

function settingsFor(
  studio: { slug: string; name: string },
  disabled: boolean,
): StoredRaffleSettings {
  const gameStudio = { name: studio.name, slug: studio.slug, raffleSpotlightImage: null };
  return {
    enabled: !disabled,
    raffles: [
      {
        type: 'hourly',
        title: 'Hourly drop',
        description: 'One winner every hour.',
        gameStudio,
      },
      {
        type: 'daily',
        title: 'Daily drop',
        description: 'Two winners every day at midnight (UTC).',
        gameStudio,
      },
      {
        type: 'weekly',
        title: 'Weekly drop',
        description: 'Three winners every Monday.',
        gameStudio,
      },
    ],
    pageMobileBackgroundImage: null,
    pageDesktopBackgroundImage: null,
    text: `Every €1.00 you wager on ${studio.name} games earns a ticket in all three drops.`,
    termsAndConditions:
      'Tickets count real-money wagers on the featured studio’s games while a drop runs; a ' +
      'cancelled round loses its tickets. Winners are drawn by tickets when the drop ends, from a ' +
      'seed whose fingerprint is published when the drop opens and revealed with the result.',
  };
}
