// Compliance requirements → guards (platform-core §4 "Guards"). A guard is a
// blocking step the player must get through; while one is active the quick-deposit dialog does
// not open by itself and the quick menu hides (machines/guards). The app registers every id
// below for a signed-in player, active or pending by `activeComplianceGuards`, and unregisters
// them on sign-out.
//
// What blocks:
// - a pop-up that must be accepted (terms, bonus terms, privacy policy) is waiting;
// - the source-of-wealth check is Required and past its due date (deposits are refused);
// - additional information is required (deposits are refused);
// - phone verification is required (the brand's EnablePhoneVerification and an unverified
//   number: the app decides and passes it in);
// - KYC is Required and its deadline has passed (deposits and bets are refused).
// A pop-up that needs no acceptance, a SoW check still before its due date and KYC before its
// deadline do not block: the banners say what is coming.

import { COMPLIANCE_GUARDS, type ComplianceGuardId } from './guard-ids.ts';

export { COMPLIANCE_GUARDS, type ComplianceGuardId };

/** Every compliance guard id, in the order above. */
export const COMPLIANCE_GUARD_IDS: readonly ComplianceGuardId[] = Object.values(COMPLIANCE_GUARDS);

export interface ComplianceRequirements {
  /** The pop-ups of popUpsNeeded (Viewer.popUps). */
  popUps: readonly { requiresAcceptance: boolean }[];
  /** Viewer.sourceOfWealth; null when unknown. */
  sourceOfWealth: { checkState: string; dueDate: string | null; dueDateExpired: boolean } | null;
  additionalInformationRequired: boolean;
  phoneVerificationRequired: boolean;
  kyc: { status: string; deadline: string | null };
}

const passed = (iso: string | null, now: number): boolean => {
  if (!iso) return false;
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && ms <= now;
};

/** The guard ids that must be active now, in COMPLIANCE_GUARD_IDS order. */
export function activeComplianceGuards(
  state: ComplianceRequirements,
  now: number,
): ComplianceGuardId[] {
  const active: ComplianceGuardId[] = [];
  if (state.popUps.some((popUp) => popUp.requiresAcceptance))
    active.push(COMPLIANCE_GUARDS.popUpAcceptance);
  const sow = state.sourceOfWealth;
  // The server's flag, or its due date passing on this clock since the read.
  if (sow && sow.checkState === 'Required' && (sow.dueDateExpired || passed(sow.dueDate, now)))
    active.push(COMPLIANCE_GUARDS.sourceOfWealthOverdue);
  if (state.additionalInformationRequired) active.push(COMPLIANCE_GUARDS.additionalInformation);
  if (state.phoneVerificationRequired) active.push(COMPLIANCE_GUARDS.phoneVerification);
  if (state.kyc.status === 'Required' && passed(state.kyc.deadline, now))
    active.push(COMPLIANCE_GUARDS.kycOverdue);
  return active;
}

/**
 * Phone verification blocks when the brand enables it (the EnablePhoneVerification toggle), the
 * player's number is not verified and the player has not chosen to skip it
 * (skipOptionalPhoneNumberVerification, platform-core §9). H3's registration helper may
 * replace this once it exists.
 */
export function phoneVerificationRequired(options: {
  enabled: boolean;
  verified: boolean;
  skipped: boolean;
}): boolean {
  return options.enabled && !options.verified && !options.skipped;
}
