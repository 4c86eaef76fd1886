import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_GUARDS,
  COMPLIANCE_GUARD_IDS,
  activeComplianceGuards,
  phoneVerificationRequired,
  type ComplianceRequirements,
} from '../../machines/compliance/requirements.ts';

const T0 = Date.UTC(2030, 0, 15, 12);
const iso = (ms: number) => new Date(ms).toISOString();

const CLEAR: ComplianceRequirements = {
  popUps: [],
  sourceOfWealth: { checkState: 'NotRequired', dueDate: null, dueDateExpired: false },
  additionalInformationRequired: false,
  phoneVerificationRequired: false,
  kyc: { status: 'NotRequired', deadline: null },
};
const active = (overrides: Partial<ComplianceRequirements>, now = T0) =>
  activeComplianceGuards({ ...CLEAR, ...overrides }, now);

describe('compliance requirements → guards', () => {
  it('activates nothing for a player with nothing to do', () => {
    expect(active({})).toEqual([]);
  });

  it('blocks on a pop-up that must be accepted, not on one that need not be', () => {
    expect(active({ popUps: [{ requiresAcceptance: false }] })).toEqual([]);
    expect(
      active({ popUps: [{ requiresAcceptance: false }, { requiresAcceptance: true }] }),
    ).toEqual([COMPLIANCE_GUARDS.popUpAcceptance]);
  });

  it('blocks on an overdue source of wealth only (the server’s flag or the due date passing)', () => {
    const sow = (dueDate: number, dueDateExpired = false, checkState = 'Required') => ({
      sourceOfWealth: { checkState, dueDate: iso(dueDate), dueDateExpired },
    });
    expect(active(sow(T0 + 1))).toEqual([]);
    expect(active(sow(T0))).toEqual([COMPLIANCE_GUARDS.sourceOfWealthOverdue]);
    expect(active(sow(T0 + 1, true))).toEqual([COMPLIANCE_GUARDS.sourceOfWealthOverdue]);
    expect(active(sow(T0 - 1, true, 'Done'))).toEqual([]);
  });

  it('blocks on KYC past its deadline only', () => {
    expect(active({ kyc: { status: 'Required', deadline: null } })).toEqual([]);
    expect(active({ kyc: { status: 'Required', deadline: iso(T0 + 1) } })).toEqual([]);
    expect(active({ kyc: { status: 'Required', deadline: iso(T0) } })).toEqual([
      COMPLIANCE_GUARDS.kycOverdue,
    ]);
    expect(active({ kyc: { status: 'Verified', deadline: iso(T0 - 1) } })).toEqual([]);
  });

  it('lists every requirement in the id order', () => {
    expect(
      active({
        popUps: [{ requiresAcceptance: true }],
        sourceOfWealth: { checkState: 'Required', dueDate: null, dueDateExpired: true },
        additionalInformationRequired: true,
        phoneVerificationRequired: true,
        kyc: { status: 'Required', deadline: iso(T0 - 1) },
      }),
    ).toEqual(COMPLIANCE_GUARD_IDS);
  });

  it('requires phone verification when enabled, unverified and not skipped', () => {
    expect(phoneVerificationRequired({ enabled: true, verified: false, skipped: false })).toBe(
      true,
    );
    expect(phoneVerificationRequired({ enabled: false, verified: false, skipped: false })).toBe(
      false,
    );
    expect(phoneVerificationRequired({ enabled: true, verified: true, skipped: false })).toBe(
      false,
    );
    expect(phoneVerificationRequired({ enabled: true, verified: false, skipped: true })).toBe(
      false,
    );
  });
});
