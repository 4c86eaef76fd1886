// The account-compliance rules that are choices, in one place (decision 0044): the
// source-of-wealth threshold and due time per licence, the example options of each
// source-of-wealth category, the closing causes, the maintenance banner's announce time and the
// limits of what a player or an operator may write.
import { currencyDigits } from '../../machines/money/currency-digits.ts';
import type { SowType } from '../players/compliance-state.ts';

/**
 * Source of wealth is asked (reason Rule) once the player's completed deposits, lifetime, reach
 * the licence's threshold (major units of the account's currency), due this many days later.
 * Asked once: after the operator or the player dealt with it, the rule does not ask again.
 */
export const SOW_RULES: Readonly<Record<string, { thresholdMajor: number; dueDays: number }>> = {
  mga: { thresholdMajor: 2_000, dueDays: 30 },
  est: { thresholdMajor: 2_000, dueDays: 30 },
  anj: { thresholdMajor: 5_000, dueDays: 30 },
  cos: { thresholdMajor: 10_000, dueDays: 30 },
  crc: { thresholdMajor: 10_000, dueDays: 30 },
};

export function sowThreshold(licence: string, currency: string): number | null {
  const rule = SOW_RULES[licence];
  return rule ? rule.thresholdMajor * 10 ** currencyDigits(currency) : null;
}

export const DAY_MS = 24 * 60 * 60_000;

/** What the player may tick per category (programmes §3 "Source-of-wealth categories"). */
export const SOW_EXAMPLE_OPTIONS: Readonly<Record<SowType, readonly string[]>> = {
  Dividends: ['Shares', 'Investment funds', 'Company profits'],
  Inheritance: ['Cash', 'Property', 'Investments'],
  Other: ['Savings', 'Gift', 'Gambling win', 'Pension lump sum'],
  Salary: ['Employed', 'Self-employed', 'Pension', 'Benefits'],
  SaleOfCompany: ['Shares sold', 'Business assets'],
  SaleOfProperty: ['Residential property', 'Commercial property', 'Land'],
};

export const SOW_DESCRIPTION_MAX = 1_000;
export const SOW_COMMENT_MAX = 2_000;

export const CLOSE_CAUSES = [
  'MultipleAccounts',
  'Requested',
  'Fraud',
  'ResponsibleGambling',
  'Other',
] as const;
export type CloseCause = (typeof CLOSE_CAUSES)[number];

/** The Maintenance banner shows from this long before the window starts until it ends. */
export const MAINTENANCE_ANNOUNCE_MS = DAY_MS;

/** Additional information: at most this many characters per field. */
export const ADDITIONAL_FIELD_MAX: Readonly<Record<string, number>> = {
  street: 200,
  city: 100,
  zipCode: 20,
  occupation: 100,
};

export const POPUP_KINDS = [
  'TermsAndConditions',
  'BonusTerms',
  'PrivacyPolicy',
  'Message',
] as const;
export type PopUpKind = (typeof POPUP_KINDS)[number];

export const BRAND_BANNER_TYPES = ['GermanyCloseDown', 'NovemberCampaign', 'Content'] as const;
export type BrandBannerType = (typeof BRAND_BANNER_TYPES)[number];

/** KYC verifications an operator may ask for (the upload purposes of server/compliance/documents). */
export const KYC_VERIFICATIONS = ['Identity', 'ProofOfAddress', 'PaymentMethod', 'Selfie'] as const;
