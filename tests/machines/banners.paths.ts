// Fixtures that reach every state and transition of the banners machine: a player
// with a blocking banner (KYC), one with only a dismissible site banner (a maintenance window),
// a visitor with nothing to show; dismissing the maintenance banner, a blocking one (refused),
// one not on screen (refused); a tick past the window's end.
//
// The graph does not model time: the clock is the `now` of the events. Which banners show for
// which input is tested in banners.test.ts.
import { bannersMachine } from '../../machines/banners/banners.machine.ts';
import type { BannerInput, PlayerBannerFields } from '../../machines/banners/banners.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const T0 = Date.UTC(2030, 0, 15, 12);
const HOUR_MS = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** A player with nothing to show. */
export const CLEAR_PLAYER: PlayerBannerFields = {
  accountStatus: { status: 'Active', cause: null, reopenByCustomerAllowed: false },
  loginMethod: 'email',
  kyc: { status: 'NotRequired', deadline: null },
  sourceOfWealth: null,
  selfExclusion: null,
  timeoutEndsAt: null,
  bankingCDD: null,
  isInstantBankingBlocked: false,
  instantBankingActiveFrom: null,
};

export const MAINTENANCE = {
  id: 'm1',
  type: 'Maintenance',
  text: 'Maintenance tonight',
  link: null,
  startsAt: iso(T0 + 2 * HOUR_MS),
  endsAt: iso(T0 + 4 * HOUR_MS),
};

export const base = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  player: null,
  siteBanners: [],
  countryCode: 'FI',
  marketingConsent: false,
  licence: 'mga',
  ...overrides,
});

const KYC_INPUT = base({
  player: { ...CLEAR_PLAYER, kyc: { status: 'Required', deadline: iso(T0 + 48 * HOUR_MS) } },
});
const MAINTENANCE_INPUT = base({ siteBanners: [MAINTENANCE] });

export const bannersPaths = machinePathEntry(
  'Banners: waiting → showing / empty by the input and the clock; dismissible ones remembered',
  bannersMachine,
  {
    input: { now: T0 },
    events: {
      'banners.update': [
        { type: 'banners.update', input: KYC_INPUT, now: T0 },
        { type: 'banners.update', input: MAINTENANCE_INPUT, now: T0 },
        { type: 'banners.update', input: base(), now: T0 },
      ],
      'banners.tick': [{ type: 'banners.tick', now: T0 + 5 * HOUR_MS }],
      'banners.dismiss': [
        { type: 'banners.dismiss', key: 'Maintenance:m1' },
        { type: 'banners.dismiss', key: 'KycRequired' },
      ],
    },
    kinds: ['shortest', 'transition'],
    compareContext: ({ shown, dismissed }) => ({ shown: shown.map((b) => b.key), dismissed }),
    serializeContext: ({ input, dismissed, now }) => ({ input, dismissed, now }),
  },
);
