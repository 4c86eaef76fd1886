import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui works in BCP 47 (en-GB); the spec's codes (en_GB) are converted at the edge.
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
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
