// The compliance guards' ids (requirements.ts decides which are active): a module of their own,
// so that a view that only asks whether one is active does not bundle the rules.
export const COMPLIANCE_GUARDS = {
  popUpAcceptance: 'compliance.popUpAcceptance',
  sourceOfWealthOverdue: 'compliance.sourceOfWealthOverdue',
  additionalInformation: 'compliance.additionalInformation',
  phoneVerification: 'compliance.phoneVerification',
  kycOverdue: 'compliance.kycOverdue',
} as const;

export type ComplianceGuardId = (typeof COMPLIANCE_GUARDS)[keyof typeof COMPLIANCE_GUARDS];
