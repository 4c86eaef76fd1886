// Demo accounts, seeded on every demo brand (SEED_DEMO_DATA=0 skips them). README lists them;
// end-to-end tests sign in with them.
import type { Brand } from '../brands/brand.ts';
import { DEMO_BRANDS } from '../brands/demo-brands.ts';
import { countryCurrency } from '../ledger/currency.ts';
import type { Store } from '../db/store.ts';
import { requestCountry } from '../graphql/request-country.ts';
import { hashPassword } from '../players/passwords.ts';
import { insertPlayer, markLimitPromptAnswered } from '../players/players.ts';
import { policyFor } from '../../machines/protection/policy.ts';

export interface DemoAccount {
  email: string;
  password: string;
  /** For SMS sign-in. */
  phoneNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export const DEMO_ACCOUNTS = {
  demo: {
    email: 'demo@lobby.test',
    password: 'Demo-Password-1',
    phoneNumber: '+358401234567',
    firstName: 'Demo',
    lastName: 'Player',
    dateOfBirth: '1990-01-01',
  },
  casino: {
    email: 'casino@lobby.test',
    password: 'Casino-Password-1',
    phoneNumber: '+358407654321',
    firstName: 'Casino',
    lastName: 'Player',
    dateOfBirth: '1985-06-15',
  },
} as const satisfies Record<string, DemoAccount>;

/** Adds the demo accounts missing on each demo brand; existing accounts are left as they are. */
export async function seedDemoAccounts(
  store: Store,
  brands: readonly Brand[] = DEMO_BRANDS,
): Promise<void> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const { rows } = await store.query<{ brand: string; email: string }>(
    'select brand, lower(email) as email from players where lower(email) = any($1::text[])',
    [accounts.map((account) => account.email.toLowerCase())],
  );
  const present = new Set(rows.map((row) => `${row.brand} ${row.email}`));
  // scrypt is slow by design: hash once per account, and only when one is missing.
  const hashes = new Map<string, Promise<string>>();
  const now = new Date();
  for (const brand of brands) {
    // The brand's home country, as a visitor of its licence would be.
    const country = requestCountry({}, brand.license, false).countryCode;
    for (const account of accounts) {
      if (present.has(`${brand.key} ${account.email.toLowerCase()}`)) continue;
      let hash = hashes.get(account.email);
      if (!hash) {
        hash = hashPassword(account.password);
        hashes.set(account.email, hash);
      }
      const id = await insertPlayer(store, {
        brand: brand.key,
        email: account.email,
        phoneNumber: account.phoneNumber,
        isPhoneNumberVerified: true,
        passwordHash: await hash,
        emailVerified: true,
        firstName: account.firstName,
        lastName: account.lastName,
        country,
        currency: countryCurrency(brand, country),
        language: brand.defaultLocale,
        dateOfBirth: account.dateOfBirth,
        termsAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
        isEmailMarketingAccepted: false,
        isSmsMarketingAccepted: false,
        isPhoneMarketingAccepted: false,
      });
      // Demo accounts stand for players past sign-up: where the limit prompt is part of it
      // (mga), theirs is answered, or the deposit would be refused until they set a limit. They
      // start without a limit, so the demo's deposits and limit pages start clean.
      if (id && policyFor(brand.license).limitPromptMandatory) {
        await markLimitPromptAnswered(store, id);
      }
    }
  }
}
