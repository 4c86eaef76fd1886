// The machines `npm run paths -- <name>` can print, each with the fixtures (payload events,
// invoke outputs/errors, input) and stubs that reach all of it. A machine's path test reuses
// its entry: describeMachinePaths(name, entry.machine, entry.options).
//
// To add a machine: keep its fixtures in tests/machines/<name>.paths.ts (explicit `.ts`
// imports: the CLI runs on Node's type stripping) and add its entry here.
// See docs/testing-machines.md.
import type { MachinePathEntry } from '../support/machine-paths/registry-entry.ts';
import { authClientPaths } from './auth-client.paths.ts';
import { bannersPaths } from './banners.paths.ts';
import { compliancePaths, complianceVisitorPaths } from './compliance.paths.ts';
import { popUpQueuePaths } from './compliance-popups.paths.ts';
import { consentPaths } from './consent.paths.ts';
import { gameListPaths } from './game-list.paths.ts';
import { guardsPaths } from './guards.paths.ts';
import { jackpotPaths } from './jackpot.paths.ts';
import { jackpotOptInPaths } from './jackpot-opt-in.paths.ts';
import { jackpotSocketPaths } from './jackpot-socket.paths.ts';
import { notificationsPaths, toastPaths } from './notifications.paths.ts';
import { overlaysPaths } from './overlays.paths.ts';
import { protectionPaths } from './protection.paths.ts';
import { rafflePaths } from './raffle.paths.ts';
import { raffleCountdownPaths } from './raffle-countdown.paths.ts';
import { registrationFormStepsPaths } from './registration-form-steps.paths.ts';
import { rewardListPaths } from './reward-list.paths.ts';
import { limitFlowPaths } from './protection-limit-flow.paths.ts';
import { realityCheckPaths } from './protection-reality-check.paths.ts';
import { sessionLimitPaths } from './protection-session-limit.paths.ts';
import { lobbyPaths } from './lobby.paths.ts';
import { lobbySettingsFromServer, lobbySettingsInline } from './lobby-settings.paths.ts';
import { localeCatalogPaths } from './locale-catalog.paths.ts';
import { lowFundsPaths } from './low-funds.paths.ts';
import { searchPaths } from './search.paths.ts';
import { sessionPaths } from './session.paths.ts';
import { tokenRefreshPaths } from './token-refresh.paths.ts';
import { walletPaths } from './wallet.paths.ts';

export const machineRegistry: Readonly<Record<string, MachinePathEntry>> = {
  'auth-client': authClientPaths,
  banners: bannersPaths,
  compliance: compliancePaths,
  'compliance.visitor': complianceVisitorPaths,
  'compliance-popups': popUpQueuePaths,
  consent: consentPaths,
  'game-list': gameListPaths,
  guards: guardsPaths,
  jackpot: jackpotPaths,
  'jackpot-opt-in': jackpotOptInPaths,
  'jackpot-socket': jackpotSocketPaths,
  lobby: lobbyPaths,
  'lobby-settings': lobbySettingsFromServer,
  'lobby-settings.inline': lobbySettingsInline,
  'locale-catalog': localeCatalogPaths,
  'low-funds': lowFundsPaths,
  notifications: notificationsPaths,
  'notifications.toast': toastPaths,
  overlays: overlaysPaths,
  protection: protectionPaths,
  raffle: rafflePaths,
  'raffle-countdown': raffleCountdownPaths,
  'registration-form-steps': registrationFormStepsPaths,
  'reward-list': rewardListPaths,
  'protection-limit-flow': limitFlowPaths,
  'protection-reality-check': realityCheckPaths,
  'protection-session-limit': sessionLimitPaths,
  search: searchPaths,
  session: sessionPaths,
  'token-refresh': tokenRefreshPaths,
  wallet: walletPaths,
};
