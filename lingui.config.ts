import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui works in BCP 47 (en-GB); the spec's codes (en_GB) are converted at the edge.

/** Features that are never part of the first paint: their messages load with them. */
const FEATURE_SOURCES = [
  'session',
  'cashier',
  'games',
  'consent',
  'notifications',
  'overlays',
  'rewards',
  'jackpot',
  'raffle',
  'protection',
  'compliance',
  'compliance-live',
  'registration',
]
  .map((feature) => `<rootDir>/src/features/${feature}`)
  // Shared by those features only (src/components: a feature never imports another).
  .concat(
    '<rootDir>/src/components/error-messages.ts',
    '<rootDir>/src/components/protection-texts.ts',
    '<rootDir>/src/components/PlayerOnly.tsx',
    '<rootDir>/src/components/AccountFrame.tsx',
    '<rootDir>/src/components/PhoneVerification.tsx',
    '<rootDir>/src/components/pay-n-play.ts',
  );
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: [
    'en-GB',
    'fi-FI',
    'no-NO',
    'de-DE',
    'de-AT',
    'en-CA',
    'fr-CA',
    'en-IN',
    'en-NZ',
    'en-ZA',
    'ja-JP',
  ],
  fallbackLocales: {
    'de-AT': 'de-DE',
    'en-CA': 'en-GB',
    'en-IN': 'en-GB',
    'en-NZ': 'en-GB',
    'en-ZA': 'en-GB',
    default: 'en-GB',
  },
  // Two catalogs per locale: the shell's (loaded before the first render) and the lazily
  // loaded features' (sign-in, cashier, games, rewards, dialogs, toasts, consent), loaded after it
  // (src/i18n/i18n.ts, decision 0018).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: FEATURE_SOURCES,
    },
    { path: '<rootDir>/src/i18n/features/{locale}', include: FEATURE_SOURCES },
  ],
  format: formatter({ lineNumbers: false }),
});
