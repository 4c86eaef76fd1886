import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { lobbyMachine } from '../../machines/lobby/lobby.machine.ts';
import { lobbyWalletMachine } from '../../machines/lobby/lobby-wallet.ts';
import { lowFundsMachine } from '../../machines/low-funds/low-funds.machine.ts';
import {
  selectRewards,
  type PlayerReward,
} from '../../machines/reward-list/reward-list.machine.ts';
import type { FollowedPlayerEvent, PlayerEvent } from '../../machines/lobby/player-events.ts';
import {
  playerStatus,
  sessionMachine,
  type PlayerRestriction,
  type RestoredSession,
} from '../../machines/session/session.machine.ts';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import {
  ACCOUNT_CLOSED,
  BET_UPDATE,
  STUB_PLATFORM,
  lobbyPaths,
  stubPlayerLogic,
} from './lobby.paths.ts';

describeMachinePaths('lobby', lobbyPaths.machine, lobbyPaths.options);

/** A reward the stub's first read returns. */
const REWARD: PlayerReward = {
  assignationId: 'a-0',
  status: 'Unclaimed',
  reward: {
    rewardId: 'r-0',
    startsAt: '2025-01-01T10:00:00.000Z',
    claimType: 'manual',
    payload: {},
  },
};

const restored: RestoredSession = {
  player: {
    id: 'p-1',
    firstName: 'Demo',
    currency: 'EUR',
    isAccountClosed: false,
    customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
  },
  flow: 'custom',
  sessionId: 's-1',
};

/**
 * The root with the real session, token-refresh, wallet and low-funds machines, their effects
 * stubbed: the wallet's read answers €2.50, the deposit dialog flag is `cookie.flag`.
 */
function startLobby(stored: RestoredSession | null) {
  const connections = { opened: 0, closed: 0 };
  const cookie = { flag: false };
  const walletReads = vi.fn(async () => ({ balance: 250, bonusBalance: 500, currency: 'EUR' }));
  const quickDeposits = vi.fn();
  const syncs: number[] = [];
  let send: ((event: PlayerEvent) => void) | null = null;
  const scheduled = vi.fn();
  const lobby = createActor(
    lobbyMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: {
            restoreSession: fromPromise(async () => stored),
            endSession: fromPromise(async () => {}),
            readRestriction: fromPromise<PlayerRestriction | null>(async () => null),
          },
          actions: {
            scheduleTokenRefresh: scheduled,
            clearTokenRefresh: () => {},
            clearStoredSession: () => {},
            redirectAfterLogout: () => {},
          },
        }),
        tokenRefresh: tokenRefreshMachine.provide({
          actors: { clock: fromCallback(() => {}) },
          actions: { notifyExpiring: () => {}, reportFailure: () => {} },
        }),
        playerEvents: fromCallback<PlayerEvent>(({ sendBack }) => {
          connections.opened += 1;
          send = sendBack;
          return () => {
            connections.closed += 1;
            send = null;
          };
        }),
        loadPlatformLogic: fromPromise(async () => STUB_PLATFORM),
        loadPlayerLogic: fromPromise(async () => ({
          ...stubPlayerLogic([REWARD]),
          wallet: lobbyWalletMachine.provide({
            actors: { loadWallet: fromPromise(walletReads) },
            actions: { showMoneyToast: () => {}, rememberToastForReload: () => {} },
          }),
          lowFunds: lowFundsMachine.provide({
            actions: { openQuickDeposit: quickDeposits, setDepositDialogFlag: () => {} },
          }),
        })),
      },
      actions: { syncRecentlyPlayed: () => void syncs.push(Date.now()) },
      guards: { depositDialogFlagSet: () => cookie.flag },
    }),
    { systemId: 'lobby' },
  ).start();
  const emitted: FollowedPlayerEvent[] = [];
  lobby.on('player.balanceUpdated', (event) => emitted.push(event));
  const session = () => lobby.getSnapshot().children.session!;
  return {
    lobby,
    session,
    connections,
    syncs,
    emitted,
    scheduled,
    cookie,
    walletReads,
    quickDeposits,
    /** What the player's connection reports. */
    report: (event: PlayerEvent) => {
      if (!send) throw new Error('The player connection is closed');
      send(event);
    },
  };
}

describe('lobby root', () => {
  it('a visitor has no player connection; session and token refresh are in the system', async () => {
    const { lobby, session, connections } = startLobby(null);
    await vi.waitFor(() => expect(playerStatus(session().getSnapshot())).toBe('LOGGED_OUT'));
    expect(lobby.getSnapshot().matches('visitor')).toBe(true);
    expect(connections).toEqual({ opened: 0, closed: 0 });
    expect(lobby.system.get('session')).toBe(session());
    expect(lobby.system.get('tokenRefresh')).toBe(lobby.getSnapshot().children.tokenRefresh);
    expect(lobby.system.get('lobby')).toBe(lobby);
  });

  it('opens ONE player connection while the session is signed in, closes it when it ends', async () => {
    const { lobby, session, connections, report } = startLobby(restored);
    await vi.waitFor(() => expect(lobby.getSnapshot().matches('player')).toBe(true));
    expect(connections).toEqual({ opened: 1, closed: 0 });
    // Connecting until the server acknowledges; a drop and a reconnection are followed.
    expect(lobby.getSnapshot().matches({ player: { connection: 'connecting' } })).toBe(true);
    report({ type: 'player.connected' });
    expect(lobby.getSnapshot().matches({ player: { connection: 'live' } })).toBe(true);
    report({ type: 'player.disconnected' });
    expect(lobby.getSnapshot().matches({ player: { connection: 'offline' } })).toBe(true);
    report({ type: 'player.connected' });
    expect(lobby.getSnapshot().matches({ player: { connection: 'live' } })).toBe(true);
    expect(lobby.system.get('playerEvents')).toBe(lobby.getSnapshot().children.playerEvents);

    // A second sign-in on top of the first keeps the one connection.
    session().send({ type: 'session.signedIn', ...restored });
    expect(connections).toEqual({ opened: 1, closed: 0 });

    // SessionDestroyed for another session changes nothing; for this one it ends the session.
    report({ type: 'player.sessionDestroyed', sessionId: 's-other', reason: 'LOGOUT' });
    expect(lobby.getSnapshot().matches('player')).toBe(true);
    report({
      type: 'player.sessionDestroyed',
      sessionId: 's-1',
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    expect(connections).toEqual({ opened: 1, closed: 1 });
    expect(lobby.getSnapshot().matches('visitor')).toBe(true);
    await vi.waitFor(() => expect(playerStatus(session().getSnapshot())).toBe('LOGGED_OUT'));
    expect(session().getSnapshot().context.logoutReason).toBe('LOGGED_IN_FROM_ANOTHER_DEVICE');

    // Signing in again opens a new connection.
    session().send({ type: 'session.signedIn', ...restored });
    expect(lobby.getSnapshot().matches('player')).toBe(true);
    expect(connections).toEqual({ opened: 2, closed: 1 });
  });

  it('routes PlayerUpdated to the session and emits the balance updates components follow', async () => {
    const { lobby, session, emitted, report } = startLobby(restored);
    await vi.waitFor(() => expect(lobby.getSnapshot().matches('player')).toBe(true));
    const popUp: PlayerEvent = { type: 'player.popUpAdded', popUpIds: ['pu-1'] };
    report(ACCOUNT_CLOSED);
    report(BET_UPDATE);
    report(popUp);
    expect(session().getSnapshot().context.player?.isAccountClosed).toBe(true);
    expect(emitted).toEqual([BET_UPDATE]);
  });

  it('drops what a stopped connection would still report', async () => {
    const { lobby, session, emitted, report } = startLobby(restored);
    await vi.waitFor(() => expect(lobby.getSnapshot().matches('player')).toBe(true));
    session().send({ type: 'session.logout' });
    expect(lobby.getSnapshot().matches('visitor')).toBe(true);
    expect(() => report({ type: 'player.popUpAdded', popUpIds: ['pu-1'] })).toThrow(
      'The player connection is closed',
    );
    // A visitor's lobby ignores player events, whoever sends them.
    lobby.send({ type: 'player.popUpAdded', popUpIds: ['pu-1'] });
    expect(emitted).toEqual([]);
  });

  it('reads the balance once the connection settles, and asks the low-funds rule with the page facts', async () => {
    const { lobby, report, walletReads, cookie, quickDeposits, emitted } = startLobby(restored);
    await vi.waitFor(() =>
      expect(lobby.getSnapshot().matches({ player: { actors: 'running' } })).toBe(true),
    );
    const children = () => lobby.getSnapshot().context;
    // Connecting: the wallet waits (a change between its read and the subscription is not lost).
    expect(children().wallet!.getSnapshot().value).toBe('notAvailable');
    expect(walletReads).not.toHaveBeenCalled();
    report({ type: 'player.connected' });
    await vi.waitFor(() =>
      expect(children().wallet!.getSnapshot().value).toEqual({ available: 'streaming' }),
    );
    expect(walletReads).toHaveBeenCalledTimes(1);
    expect(lobby.system.get('wallet')).toBe(children().wallet);
    expect(lobby.system.get('lowFunds')).toBe(children().lowFunds);

    // A round without a win settles with a rollback of nothing.
    const settled: PlayerEvent = {
      ...BET_UPDATE,
      balance: 150,
      bonusBalance: 500,
      amount: 0,
      moneyType: 'CasinoRollback',
    };
    // A bonus game on screen: a €1 bet leaving €1.50 + €5 bonus is judged with the bonus.
    lobby.send({ type: 'page.gameShown', slug: 'book-of-demo', bonusEnabled: true });
    report({ ...BET_UPDATE, balance: 150, bonusBalance: 500 });
    expect(children().wallet!.getSnapshot().context.wallet?.balance).toBe(150);
    expect(emitted).toContainEqual({ ...BET_UPDATE, balance: 150, bonusBalance: 500 });
    const lowFunds = children().lowFunds!;
    expect(lowFunds.getSnapshot().value).toBe('settling');
    expect(lowFunds.getSnapshot().context.check).toMatchObject({
      balance: 150,
      bonusBalance: 500,
      lastBet: 100,
      gameHasBonus: true,
      depositDialogFlag: false,
      dialogOpen: false,
      sportsPath: false,
    });
    // The round's loss (no win) settles with a rollback of 0: funds are enough with the bonus.
    report(settled);
    expect(lowFunds.getSnapshot().value).toBe('idle');

    // The game leaves: the same bet without the bonus is low; the prompt's Yes opens the cashier.
    lobby.send({ type: 'page.gameHidden', slug: 'book-of-demo' });
    report({ ...BET_UPDATE, balance: 150, bonusBalance: 500 });
    report(settled);
    expect(lowFunds.getSnapshot().value).toBe('prompting');
    lowFunds.send({ type: 'lowFunds.yes' });
    expect(quickDeposits).toHaveBeenCalledTimes(1);

    // A dialog open, the sports path or the flag another tab set: judged with them (no prompt).
    lobby.send({ type: 'page.dialogChanged', open: true });
    lobby.send({ type: 'page.productModeChanged', sports: true });
    cookie.flag = true;
    report({ ...BET_UPDATE, balance: 150, bonusBalance: 500 });
    expect(lowFunds.getSnapshot().context.check).toMatchObject({
      gameHasBonus: false,
      depositDialogFlag: true,
      dialogOpen: true,
      sportsPath: true,
    });
  });

  it('syncs recently played games on the 1st, 4th, 7th… balance change, with the preferences consent only', async () => {
    const { lobby, report, syncs } = startLobby(restored);
    await vi.waitFor(() => expect(lobby.getSnapshot().matches('player')).toBe(true));
    for (let change = 0; change < 4; change += 1) report(BET_UPDATE);
    expect(syncs).toHaveLength(0);
    lobby.send({ type: 'page.consentChanged', categories: ['necessary', 'preferences'] });
    for (let change = 0; change < 4; change += 1) report(BET_UPDATE);
    // Changes 5 to 8: the 7th syncs.
    expect(syncs).toHaveLength(1);
    for (let change = 0; change < 3; change += 1) report(BET_UPDATE);
    expect(syncs).toHaveLength(2);
  });

  it("stops the wallet and the low-funds rule with the session: a new sign-in's are new", async () => {
    const { lobby, session, report } = startLobby(restored);
    await vi.waitFor(() =>
      expect(lobby.getSnapshot().matches({ player: { actors: 'running' } })).toBe(true),
    );
    report({ type: 'player.connected' });
    const first = lobby.getSnapshot().context.wallet!;
    session().send({ type: 'session.logout' });
    expect(lobby.getSnapshot().context.wallet).toBeNull();
    expect(lobby.getSnapshot().context.lowFunds).toBeNull();
    expect(first.getSnapshot().status).toBe('stopped');
    await vi.waitFor(() => expect(playerStatus(session().getSnapshot())).toBe('LOGGED_OUT'));
    session().send({ type: 'session.signedIn', ...restored });
    await vi.waitFor(() => expect(lobby.getSnapshot().context.wallet).toBeTruthy());
    const second = lobby.getSnapshot().context.wallet!;
    expect(second).not.toBe(first);
    expect(second.getSnapshot().value).toBe('notAvailable');
  });

  it('spawns the reward list from the loaded logic: it reads once connected, follows rewardUpdated, ends with the session', async () => {
    const { lobby, session, report } = startLobby(restored);
    await vi.waitFor(() =>
      expect(lobby.getSnapshot().matches({ player: { actors: 'running' } })).toBe(true),
    );
    const rewardList = lobby.getSnapshot().context.rewardList!;
    expect(lobby.system.get('rewardList')).toBe(rewardList);
    // It reads once the connection is live: nothing assigned in between is missed.
    expect(rewardList.getSnapshot().value).toBe('idle');
    report({ type: 'player.connected' });
    await vi.waitFor(() => expect(rewardList.getSnapshot().value).toBe('ready'));
    expect(selectRewards(rewardList.getSnapshot()).map((entry) => entry.assignationId)).toEqual([
      'a-0',
    ]);
    report({
      type: 'player.rewardUpdated',
      update: { ...REWARD, assignationId: 'a-1', reward: { ...REWARD.reward, rewardId: 'r-1' } },
    });
    expect(selectRewards(rewardList.getSnapshot()).map((entry) => entry.assignationId)).toEqual([
      'a-0',
      'a-1',
    ]);
    session().send({ type: 'session.logout' });
    expect(rewardList.getSnapshot().status).toBe('stopped');
    expect(lobby.getSnapshot().context.rewardList).toBeNull();
    expect(lobby.system.get('rewardList')).toBeUndefined();
  });
});
