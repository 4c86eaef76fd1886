// Which banners show (programmes §3 "Banner types", §4 "Account closed"). Pure: the
// banners machine and its tests call it with the player's compliance fields, the brand's site
// banners, the country, the consent and the licence, and the time.
//
// The thirteen types show in one fixed priority order, the one that blocks play first:
//   AccountClosed, Maintenance, SelfExclusion, Timeout, KycRequired, SowRequired,
//   SowUploadRequired, BankingCDD, InstantBankingGracePeriod, InstantBankingJackpot,
//   GermanyCloseDown, NovemberCampaign, Content.
// Only the informational ones can be dismissed (Maintenance, InstantBankingJackpot,
// NovemberCampaign, Content); what asks the player to act or says why they cannot play
// (account closed, break, KYC, source of wealth, CDD, instant banking grace period, Germany's
// close-down) stays until the state behind it changes.

import { isFeatureEnabled } from '../licence-gating/licence-gating.ts';

export const BANNER_TYPES = [
  'AccountClosed',
  'Maintenance',
  'SelfExclusion',
  'Timeout',
  'KycRequired',
  'SowRequired',
  'SowUploadRequired',
  'BankingCDD',
  'InstantBankingGracePeriod',
  'InstantBankingJackpot',
  'GermanyCloseDown',
  'NovemberCampaign',
  'Content',
] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** The types a player may close (the key is remembered for the browser session). */
export const DISMISSIBLE_BANNERS: ReadonlySet<BannerType> = new Set<BannerType>([
  'Maintenance',
  'InstantBankingJackpot',
  'NovemberCampaign',
  'Content',
]);

/** Site banners shown only with the marketing consent. */
const MARKETING_BANNERS: ReadonlySet<BannerType> = new Set<BannerType>([
  'NovemberCampaign',
  'Content',
]);

/** bankingCDD values that ask nothing of the player. */
const CDD_SETTLED = new Set(['', 'notrequired', 'done', 'verified', 'approved', 'passed']);

export type LoginMethod = 'email' | 'phone';

/** The player's compliance fields (Viewer.player, Viewer.sourceOfWealth) the banners read. */
export interface PlayerBannerFields {
  accountStatus: { status: string; cause: string | null; reopenByCustomerAllowed: boolean };
  /** How the player signs in: the MultipleAccounts message names it. */
  loginMethod: LoginMethod;
  kyc: { status: string; deadline: string | null };
  /** null when no source-of-wealth check applies. */
  sourceOfWealth: {
    checkState: string;
    dueDate: string | null;
    dueDateExpired: boolean;
    /** The operator asked for documents of this funding type (requiredDocumentsUploadV2). */
    requestedFundingType: string | null;
    /** The requested type's category is declared with a document. */
    requestedCompleted: boolean;
  } | null;
  /** Present while self-excluded; its end is null when indefinite. */
  selfExclusion: { endsAt: string | null } | null;
  timeoutEndsAt: string | null;
  bankingCDD: string | null;
  isInstantBankingBlocked: boolean;
  instantBankingActiveFrom: string | null;
}

/** Query.siteBanners (the brand's banners in force). */
export interface SiteBannerInput {
  id: string;
  type: string;
  text: string | null;
  link: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

export interface BannerInput {
  /** null for a visitor. */
  player: PlayerBannerFields | null;
  siteBanners: readonly SiteBannerInput[];
  /** ISO 3166-1 alpha-2 of the visitor's country (or the player's). */
  countryCode: string | null;
  marketingConsent: boolean;
  licence: string | null;
}

/** One banner on screen; `details` holds what its text needs. */
export interface Banner {
  type: BannerType;
  /** The dismissal key: the type, or the type and the site banner's id. */
  key: string;
  dismissible: boolean;
  details: {
    /** AccountClosed: a MultipleAccounts closure names the login method. */
    multipleAccounts?: boolean;
    loginMethod?: LoginMethod;
    /** The end of a break, the KYC deadline, the SoW due date, when IB blocks. */
    until?: string | null;
    /** SoW: the funding type documents are asked for. */
    fundingType?: string | null;
    /** Site banners: the operator's text and link, the window. */
    text?: string | null;
    link?: string | null;
    startsAt?: string | null;
    endsAt?: string | null;
  };
}

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** A time that is still ahead (unparseable counts as not set). */
const ahead = (iso: string | null | undefined, now: number): boolean => {
  const ms = parse(iso);
  return ms !== null && ms > now;
};

const isBannerType = (value: string): value is BannerType =>
  (BANNER_TYPES as readonly string[]).includes(value);

function playerBanners(player: PlayerBannerFields, licence: string | null, now: number): Banner[] {
  const out: Banner[] = [];
  const add = (type: BannerType, details: Banner['details'] = {}) =>
    out.push({ type, key: type, dismissible: DISMISSIBLE_BANNERS.has(type), details });
  const { accountStatus } = player;
  // programmes §4: only when Closed and the customer may not reopen it.
  if (accountStatus.status === 'Closed' && !accountStatus.reopenByCustomerAllowed)
    add('AccountClosed', {
      multipleAccounts: accountStatus.cause === 'MultipleAccounts',
      loginMethod: player.loginMethod,
    });
  if (
    player.selfExclusion &&
    (player.selfExclusion.endsAt === null || ahead(player.selfExclusion.endsAt, now))
  )
    add('SelfExclusion', { until: player.selfExclusion.endsAt });
  if (ahead(player.timeoutEndsAt, now)) add('Timeout', { until: player.timeoutEndsAt });
  if (player.kyc.status === 'Required') add('KycRequired', { until: player.kyc.deadline });
  const sow = player.sourceOfWealth;
  if (sow && sow.checkState === 'Required') {
    // Documents the operator asked for: the upload banner; otherwise the declaration.
    if (sow.requestedFundingType !== null) {
      if (!sow.requestedCompleted)
        add('SowUploadRequired', { until: sow.dueDate, fundingType: sow.requestedFundingType });
    } else add('SowRequired', { until: sow.dueDate });
  }
  if (player.bankingCDD !== null && !CDD_SETTLED.has(player.bankingCDD.toLowerCase()))
    add('BankingCDD');
  // Grace period: the block is announced (activeFrom ahead) but not in force yet.
  if (!player.isInstantBankingBlocked && ahead(player.instantBankingActiveFrom, now))
    add('InstantBankingGracePeriod', { until: player.instantBankingActiveFrom });
  // Once blocked, licences with the notification say what it means for jackpot wins.
  if (player.isInstantBankingBlocked && isFeatureEnabled('ibJackpotNotification', licence))
    add('InstantBankingJackpot');
  return out;
}

function siteBanners(input: BannerInput, now: number): Banner[] {
  const out: Banner[] = [];
  for (const site of input.siteBanners) {
    if (!isBannerType(site.type)) continue;
    const type = site.type;
    // Only the brand's kinds come from the site list; a player type there is ignored.
    if (!['Maintenance', 'GermanyCloseDown', 'NovemberCampaign', 'Content'].includes(type))
      continue;
    const starts = parse(site.startsAt);
    const ends = parse(site.endsAt);
    // The server lists banners in force; a window that ended since the read hides too.
    // Maintenance is announced before it starts (startsAt is the maintenance, not the banner).
    if (ends !== null && ends <= now) continue;
    if (type !== 'Maintenance' && starts !== null && starts > now) continue;
    if (type === 'GermanyCloseDown' && input.countryCode?.toUpperCase() !== 'DE') continue;
    if (MARKETING_BANNERS.has(type) && !input.marketingConsent) continue;
    out.push({
      type,
      key: `${type}:${site.id}`,
      dismissible: DISMISSIBLE_BANNERS.has(type),
      details: { text: site.text, link: site.link, startsAt: site.startsAt, endsAt: site.endsAt },
    });
  }
  return out;
}

/** The banners that show, in priority order, leaving out the dismissed keys. */
export function visibleBanners(
  input: BannerInput,
  dismissed: readonly string[],
  now: number,
): Banner[] {
  const all = [
    ...(input.player ? playerBanners(input.player, input.licence, now) : []),
    ...siteBanners(input, now),
  ];
  const rank = (banner: Banner) => BANNER_TYPES.indexOf(banner.type);
  return all
    .filter((banner) => !(banner.dismissible && dismissed.includes(banner.key)))
    .sort((a, b) => rank(a) - rank(b));
}

/** The first time, after `now`, at which the list may change by itself (an end passing). */
export function nextBannerChange(input: BannerInput, now: number): number | null {
  const times: (string | null | undefined)[] = input.siteBanners.flatMap((site) => [
    site.startsAt,
    site.endsAt,
  ]);
  if (input.player)
    times.push(
      input.player.selfExclusion?.endsAt,
      input.player.timeoutEndsAt,
      input.player.instantBankingActiveFrom,
    );
  const upcoming = times.map(parse).filter((ms): ms is number => ms !== null && ms > now);
  return upcoming.length === 0 ? null : Math.min(...upcoming);
}
