// A jackpot contribution option the operator removes is never charged again (programmes §5: a
// contribution must be one of the options; decision 0058). The operator's change opts the
// players at a removed value out, in its own transaction, and tells them (their stored value is
// the instance's initial one, the reason ContributionWithdrawn, and their open jackpot sockets
// hear it at once); the bet takes a contribution only at a value in force, on both bet paths,
// whatever wrote the opt-in; an opt-in request checks the options in force, not the ones a socket
// saw when it opened. On PGlite and on PostgreSQL when available.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { demoInstanceId, seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { LobbyError } from '../../server/errors.ts';
import { findInstance, optInStatus } from '../../server/jackpot/instances.ts';
import { createAccountDirectory } from '../../server/ledger/journal/accounts.ts';
import { fundPots, POT_IDS } from '../../server/ledger/jackpot/jackpot-drops.ts';
import { grantBonusMoney } from './helpers/bonus-money.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { balanceOf, createTestPlayer, fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { openSocket } from './helpers/ws-client.ts';

const INSTANCE = demoInstanceId('aurora', 'EUR');
const OPERATOR_HEADERS = { 'x-operator-key': DEV_OPERATOR_KEY, 'x-operator-name': 'ops.test' };

function staleOptionsSuite(kind: BackendKind): void {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openWalletApp(kind, { jackpotSweep: { enabled: false } });
    await seedDemoJackpots(server.store, await loadBrands(server.store));
    // No pot drops unless a test means it.
    await server.store.query(
      'update jackpot_pots set trigger_amount = ceiling where instance_id = $1',
      [INSTANCE],
    );
  }, 120_000);
  afterAll(() => server?.close());

  /** The operator's change of the options (the demo instance starts at 10, 20, 50; initial 20). */
  async function setOptions(contributionOptions: number[], initialContribution = 20) {
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/operator/jackpot/instances/${INSTANCE}`,
      headers: OPERATOR_HEADERS,
      payload: { contributionOptions, initialContribution },
    });
    expect(response.statusCode).toBe(200);
  }

  beforeEach(() => setOptions([10, 20, 50]));

  const instance = async () => (await findInstance(server.store, INSTANCE))!;

  async function optedInPlayer(contribution: number): Promise<string> {
    const playerId = await createTestPlayer(server.store);
    await fund(server.services.wallet, playerId, 10_000);
    await server.services.jackpot.optIn(playerId, await instance(), true, contribution);
    return playerId;
  }

  /** A bet of 100 on a new round: the contribution it took (0: none) and what it cost. */
  async function bet(playerId: string): Promise<{ contribution: number; cost: number }> {
    const before = await balanceOf(server.store, playerId);
    const result = await server.services.wallet.bet(
      { playerId, roundId: `r-${randomUUID()}`, gameSlug: 'demo-slot', currency: 'EUR' },
      100,
      `bet-${randomUUID()}`,
    );
    // The balance says what the bet's entry took: the stake and its contribution.
    return {
      contribution: result.jackpot?.amount ?? 0,
      cost: before - (await balanceOf(server.store, playerId)),
    };
  }

  it('an option the operator removes is charged no more: its players are opted out and told why, the others keep theirs', async () => {
    const atFifty = await optedInPlayer(50);
    const atTwenty = await optedInPlayer(20);
    expect(await bet(atFifty)).toEqual({ contribution: 50, cost: 150 });

    await setOptions([10, 20]);
    expect(await bet(atFifty)).toEqual({ contribution: 0, cost: 100 });
    expect(await optInStatus(server.store, atFifty, INSTANCE)).toEqual({
      optedIn: false,
      contribution: 20,
      optedOutReason: 'ContributionWithdrawn',
    });
    expect(await bet(atTwenty)).toEqual({ contribution: 20, cost: 120 });
    expect((await optInStatus(server.store, atTwenty, INSTANCE)).optedOutReason).toBeNull();

    // Opting in again (at a value in force) takes part again and clears the reason.
    await server.services.jackpot.optIn(atFifty, await instance(), true, 10);
    expect((await optInStatus(server.store, atFifty, INSTANCE)).optedOutReason).toBeNull();
    expect(await bet(atFifty)).toEqual({ contribution: 10, cost: 110 });
  });

  it('a bet takes a contribution only at a value in force, on both bet paths, whatever wrote the opt-in', async () => {
    const plain = await optedInPlayer(50);
    const withBonus = await optedInPlayer(50);
    await grantBonusMoney(
      { store: server.store, accounts: createAccountDirectory() },
      withBonus,
      1_000,
    );
    // The options change without the operator route (as if an opt-in request had checked the
    // old options just before the change committed): the opt-ins still say 50.
    await server.store.query(
      `update jackpot_instances set contribution_options = '{10,20}' where id = $1`,
      [INSTANCE],
    );
    expect((await optInStatus(server.store, plain, INSTANCE)).contribution).toBe(50);
    expect((await bet(plain)).contribution).toBe(0);
    expect((await bet(withBonus)).contribution).toBe(0);
  });

  it('an opt-in checks the options in force, not those its socket saw; opting out always works', async () => {
    const playerId = await optedInPlayer(20);
    const seenAtOpen = await instance();
    await setOptions([10, 20]);
    const refused: unknown = await server.services.jackpot
      .optIn(playerId, seenAtOpen, true, 50)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LobbyError);
    expect((refused as LobbyError).type).toBe('InvalidContribution');
    expect(await optInStatus(server.store, playerId, INSTANCE)).toEqual({
      optedIn: true,
      contribution: 20,
      optedOutReason: null,
    });
    expect((await bet(playerId)).contribution).toBe(20);
    // An opt-out naming the removed value is kept, at a value in force.
    expect(await server.services.jackpot.optIn(playerId, seenAtOpen, false, 50)).toEqual({
      optedIn: false,
      contribution: 20,
      optedOutReason: null,
    });
    expect((await bet(playerId)).contribution).toBe(0);
  });

  it('opting in to one instance of a currency still opts the player out of the others', async () => {
    const playerId = await optedInPlayer(20);
    const otherId = 'aurora-eur-other';
    if (!(await findInstance(server.store, otherId))) {
      await fundPots(
        { store: server.store, accounts: createAccountDirectory() },
        { id: otherId, currency: 'EUR' },
        POT_IDS.map((potId) => ({ potId, shareBp: 2_500, seed: 100, ceiling: 1_000_000 })),
        async (tx, pool) => {
          await tx.query(
            `insert into jackpot_instances (id, brand, source_id, currency, pool_account_id,
               contribution_options, initial_contribution)
             values ($1, 'aurora', 'other', 'EUR', $2, '{5,15}', 5)`,
            [otherId, pool],
          );
        },
      );
    }
    const other = (await findInstance(server.store, otherId))!;
    await server.services.jackpot.optIn(playerId, other, true, 15);
    expect((await optInStatus(server.store, playerId, INSTANCE)).optedIn).toBe(false);
    expect(await optInStatus(server.store, playerId, otherId)).toEqual({
      optedIn: true,
      contribution: 15,
      optedOutReason: null,
    });
  });

  it("the player's open jackpot socket hears the opt-out at once", async () => {
    const { accessToken } = await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber);
    const viewer = await gql<{ viewer: { player: { id: string } } }>(
      server.http,
      '{ viewer { player { id } } }',
      {},
      { token: accessToken },
    );
    const playerId = viewer.data!.viewer.player.id;
    await server.services.jackpot.optIn(playerId, await instance(), true, 50);
    const url = `${server.http.replace(/^http/, 'ws')}/jackpot-api/v1/events/lobby-demo/aurora?${new URLSearchParams({ token: accessToken, currency: 'EUR' })}`;
    const socket = await openSocket(url, []);
    try {
      expect(await socket.next('PlayerOptInResponse')).toMatchObject({
        opted_in: true,
        preferred_contribution_value: 50,
      });
      await setOptions([10, 20]);
      expect(await socket.next('PlayerOptInResponse')).toEqual({
        type: 'PlayerOptInResponse',
        instance_id: INSTANCE,
        opted_in: false,
        preferred_contribution_value: 20,
        opted_out_reason: 'ContributionWithdrawn',
      });
    } finally {
      socket.socket.close();
    }
  });
}

describeStores('stale jackpot contribution options', (kind) => staleOptionsSuite(kind));
