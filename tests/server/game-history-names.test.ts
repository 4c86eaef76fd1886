// Game history shows game names, not slugs: viewer.gameRounds carries each round's
// game name from the catalogue, and a round of a game no longer in the catalogue still lists,
// under its slug. PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createRewardPlayer, openRewardsApp } from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';

const HISTORY = `query {
  viewer { gameRounds(first: 10) { edges { node { id gameSlug gameName bet } } } } }`;

interface History {
  viewer: { gameRounds: { edges: { node: Record<string, unknown> }[] } };
}

function historySuite(kind: BackendKind): void {
  let server: WalletApp;
  beforeAll(async () => {
    server = await openRewardsApp(kind, { catalogue: true });
  });
  afterAll(() => server?.close());

  it('lists each round under its game name; a game gone from the catalogue under its slug', async () => {
    const player = await createRewardPlayer(server.store);
    const { wallet } = server.services;
    const started = await wallet.startDeposit(player.id, {
      amount: 5_000,
      currency: 'EUR',
      provider: 'Trustly',
      paymentMethod: 'trustly',
      payload: {},
      idempotencyKey: `deposit-${crypto.randomUUID()}`,
    });
    await wallet.changeStatus(started.transactionId, { to: 'Completed' });
    const { rows } = await server.store.query<{ name: string }>(
      `select name from games where slug = 'polished-reels-megaways'`,
    );
    const name = rows[0]!.name;
    const round = (roundId: string, gameSlug: string) => ({
      playerId: player.id,
      roundId,
      gameSlug,
      currency: 'EUR',
    });
    await wallet.bet(round('named-round', 'polished-reels-megaways'), 100, 'named-bet');
    await wallet.bet(round('gone-round', 'a-retired-game'), 50, 'gone-bet');

    const read = await gql<History>(server.http, HISTORY, {}, { token: player.token });
    expect(read.errors).toBeUndefined();
    const nodes = read.data!.viewer.gameRounds.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(2);
    expect(nodes).toEqual(
      expect.arrayContaining([
        { id: 'named-round', gameSlug: 'polished-reels-megaways', gameName: name, bet: 100 },
        { id: 'gone-round', gameSlug: 'a-retired-game', gameName: 'a-retired-game', bet: 50 },
      ]),
    );
    expect(name).not.toBe('polished-reels-megaways');
  });
}

describeStores('game history names', (kind) => historySuite(kind));
