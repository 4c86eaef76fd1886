// The account-compliance service (decision 0044), composed of its parts — source of wealth and
// documents (source-of-wealth.ts), the account's state (account.ts), pop-ups (popups.ts), site
// banners (banners.ts) on what they share (context.ts): KYC, source of wealth, additional
// information, pop-ups, the account's closing and reopening, and the brands' banners and
// maintenance windows. The state lives in server/players/compliance-state.ts, where the ledger's
// gate (server/ledger/limits/compliance-gate.ts) reads it while money moves. Every change made here
// publishes playerUpdated with what changed, so open lobbies reload; operator changes are
// audited (operator_audit, area 'compliance') in the change's transaction.
import { accountStatusOf, complianceOf, totalDepositAmount } from '../players/compliance-state.ts';
import { complianceContext, type ComplianceDeps } from './context.ts';
import {
  additionalInformation,
  close,
  provideAdditionalInformation,
  reopen,
  setAdditionalInformationRequired,
  setBanking,
  setKyc,
} from './account.ts';
import { setSiteBanner, siteBanners } from './banners.ts';
import { acceptPopUp, addPopUp, popUps, popUpsNeeded } from './popups.ts';
import {
  declareSourceOfWealth,
  depositCompleted,
  documentRequests,
  documentsChanged,
  setSourceOfWealth,
  sourceOfWealth,
} from './source-of-wealth.ts';

export * from './context.ts';

/** A part's parameters after the context. */
type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export type Compliance = ReturnType<typeof createCompliance>;

export function createCompliance(deps: ComplianceDeps) {
  const ctx = complianceContext(deps);
  const { store } = ctx;
  return {
    state: (playerId: string) => complianceOf(store, playerId),
    totalDepositAmount: (playerId: string) => totalDepositAmount(store, playerId),
    accountStatus: (playerId: string) => accountStatusOf(store, playerId),
    sourceOfWealth: (...args: Tail<Parameters<typeof sourceOfWealth>>) =>
      sourceOfWealth(ctx, ...args),
    additionalInformation: (...args: Tail<Parameters<typeof additionalInformation>>) =>
      additionalInformation(ctx, ...args),
    popUps: (...args: Tail<Parameters<typeof popUps>>) => popUps(ctx, ...args),
    documentsChanged: (...args: Tail<Parameters<typeof documentsChanged>>) =>
      documentsChanged(ctx, ...args),
    popUpsNeeded: (...args: Tail<Parameters<typeof popUpsNeeded>>) => popUpsNeeded(ctx, ...args),
    documentRequests: (...args: Tail<Parameters<typeof documentRequests>>) =>
      documentRequests(ctx, ...args),
    declareSourceOfWealth: (...args: Tail<Parameters<typeof declareSourceOfWealth>>) =>
      declareSourceOfWealth(ctx, ...args),
    provideAdditionalInformation: (
      ...args: Tail<Parameters<typeof provideAdditionalInformation>>
    ) => provideAdditionalInformation(ctx, ...args),
    acceptPopUp: (...args: Tail<Parameters<typeof acceptPopUp>>) => acceptPopUp(ctx, ...args),
    depositCompleted: (...args: Tail<Parameters<typeof depositCompleted>>) =>
      depositCompleted(ctx, ...args),
    setKyc: (...args: Tail<Parameters<typeof setKyc>>) => setKyc(ctx, ...args),
    setSourceOfWealth: (...args: Tail<Parameters<typeof setSourceOfWealth>>) =>
      setSourceOfWealth(ctx, ...args),
    setAdditionalInformationRequired: (
      ...args: Tail<Parameters<typeof setAdditionalInformationRequired>>
    ) => setAdditionalInformationRequired(ctx, ...args),
    setBanking: (...args: Tail<Parameters<typeof setBanking>>) => setBanking(ctx, ...args),
    close: (...args: Tail<Parameters<typeof close>>) => close(ctx, ...args),
    reopen: (...args: Tail<Parameters<typeof reopen>>) => reopen(ctx, ...args),
    addPopUp: (...args: Tail<Parameters<typeof addPopUp>>) => addPopUp(ctx, ...args),
    siteBanners: (...args: Tail<Parameters<typeof siteBanners>>) => siteBanners(ctx, ...args),
    setSiteBanner: (...args: Tail<Parameters<typeof setSiteBanner>>) => setSiteBanner(ctx, ...args),
  };
}
