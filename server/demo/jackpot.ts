// Demo jackpots on the five brands (README): an instance of four pots in each brand's currency,
// funded from house money, and the page settings — except `coralreef`, whose jackpot is switched
// off (its settings say enabled: false and it has no instance), so a newcomer sees both cases.
// The odds (decision 0040): each pot drops at a hidden point drawn between its seed and its
// must-drop ceiling, so with the default 0.20 contribution per spin the `minor` pot drops after
// ~70 spins on average (a few minutes of demo play), `mega` after about a million.
// Idempotent: an existing instance or settings row is left as the operator may have changed it.
import type { Store } from '../db/store.ts';
import type { Brand } from '../brands/brand.ts';
import { createAccountDirectory } from '../ledger/journal/accounts.ts';
import { currencyDigits } from '../ledger/amounts.ts';
import { fundPots, type PotConfig } from '../ledger/jackpot/jackpot-drops.ts';
import { findInstance } from '../jackpot/instances.ts';
import {
  saveJackpotSettings,
  SITE_SOURCE,
  type StoredJackpotSettings,
} from '../jackpot/settings.ts';

export const DEMO_JACKPOT_OPERATOR = 'lobby-demo';
/** The brand whose jackpot is off in the demo data. */
export const JACKPOT_DISABLED_BRAND = 'coralreef';

export function demoInstanceId(brand: string, currency: string): string {
  return `${brand}-${currency.toLowerCase()}`;
}

/** Pots in major units of the currency: seed, must-drop ceiling and share of each contribution. */
const POTS: readonly {
  potId: PotConfig['potId'];
  shareBp: number;
  seed: number;
  ceiling: number;
}[] = [
  { potId: 'mega', shareBp: 2_000, seed: 100_000, ceiling: 150_000 },
  { potId: 'major', shareBp: 2_500, seed: 5_000, ceiling: 6_000 },
  { potId: 'minor', shareBp: 3_500, seed: 20, ceiling: 30 },
  { potId: 'shared', shareBp: 2_000, seed: 500, ceiling: 1_000 },
];

function settingsFor(brand: Brand): StoredJackpotSettings {
  const colors = brand.theme.colors;
  const palette = {
    highlight: colors.accent,
    background: colors.surface,
    darkBackground: colors.background,
    detailsContentBackground: colors.surface,
    body: colors.text,
    backgroundContrast: colors.textMuted,
    buttonBackground: colors.primary,
  };
  const art = (kind: string) => `/jackpot-api/v1/art/${brand.key}/${kind}.svg`;
  return {
    enabled: brand.key !== JACKPOT_DISABLED_BRAND,
    operatorId: DEMO_JACKPOT_OPERATOR,
    sourceId: SITE_SOURCE,
    colorPalette: palette,
    enabledCommunity: true,
    logo: art('logo'),
    winnerNotificationImage: art('winner'),
    desktopImage: art('desktop'),
    mobileImage: art('mobile'),
    titleRows: ['Thrill', 'Pots', 'Four pots, one spin away'],
    subtitle: `${brand.siteDataName} jackpot`,
    text:
      'Opt in, choose what each real-money spin adds, and every spin can drop a pot. ' +
      'The mega pot starts at €100,000 and must drop by €150,000; the minor pot drops by €30. ' +
      'The shared pot is split between the top 50 contributors.',
    termsAndConditions:
      'Your contribution is taken from your real-money balance with each casino bet while you are ' +
      'opted in; free play contributes nothing. Each pot drops at a point fixed in advance ' +
      '(its fingerprint is published) and at the latest at its must-drop amount. You can opt out at any time.',
  };
}

export async function seedDemoJackpots(store: Store, brands: readonly Brand[]): Promise<void> {
  const accounts = createAccountDirectory();
  for (const brand of brands) {
    const { rows } = await store.query('select 1 from jackpot_settings where brand = $1', [
      brand.key,
    ]);
    if (rows.length === 0) await saveJackpotSettings(store, brand.key, '*', settingsFor(brand));
    if (brand.key === JACKPOT_DISABLED_BRAND) continue;

    const currency = brand.license === 'cos' ? 'USD' : brand.defaultCurrency;
    const id = demoInstanceId(brand.key, currency);
    if (await findInstance(store, id)) continue;
    const unit = 10 ** currencyDigits(currency);
    const options = [10, 20, 50].map((cents) => (cents * unit) / 100);
    await fundPots(
      { store, accounts },
      { id, currency },
      POTS.map((pot) => ({ ...pot, seed: pot.seed * unit, ceiling: pot.ceiling * unit })),
      async (tx, pool) => {
        await tx.query(
          `insert into jackpot_instances (id, brand, source_id, currency, pool_account_id,
             contribution_options, initial_contribution)
           values ($1, $2, $3, $4, $5, $6::bigint[], $7)`,
          [id, brand.key, SITE_SOURCE, currency, pool, options, options[1]],
        );
      },
    );
  }
}
