// The game backends at service level, without HTTP: a migrated store with the demo catalogue, a
// wallet, the games service, and players with a live player session and a funded balance. Game
// sessions are created as startGameSession creates them, so the services see what they see in
// production. On PostgreSQL `again()` builds a second games service on its own connection pool,
// as a second process would.
import { randomBytes } from 'node:crypto';
import type { Store } from '../../../server/db/store.ts';
import { seedDemoCatalogue } from '../../../server/catalogue/seed.ts';
import { createGames, type Games } from '../../../server/games/service.ts';
import {
  createGameSession,
  FUN_BALANCE_MAJOR,
  type GameMode,
} from '../../../server/games/game-sessions.ts';
import type { Wallet } from '../../../server/ledger/wallet.ts';
import { openMigratedStore, type BackendKind } from './catalogue.ts';
import { createTestPlayer, fund, testWallet } from './wallet.ts';

export interface GameTables {
  store: Store;
  wallet: Wallet;
  games: Games;
  /** A second games service and wallet on their own connections (PostgreSQL only). */
  again(): Promise<{ store: Store; wallet: Wallet; games: Games }>;
  /** The first game of an engine in the demo catalogue. */
  slugOf(engine: string): Promise<string>;
  /** A player with a live player session, funded with `balance` minor units (0: none). */
  player(balance: number): Promise<{ playerId: string; playerSessionId: string }>;
  /** A game session's token, as startGameSession makes it. */
  launch(
    slug: string,
    mode: GameMode,
    player?: { playerId: string; playerSessionId: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function openGameTables(kind: BackendKind): Promise<GameTables> {
  const opened = await openMigratedStore(kind, 'tables');
  await seedDemoCatalogue(opened.store);
  const { wallet, pubsub } = testWallet(opened.store);
  const games = createGames({ store: opened.store, wallet });
  const extra: Array<{ store: Store; close(): Promise<void> }> = [];
  return {
    store: opened.store,
    wallet,
    games,
    async again() {
      const store = await opened.openAgain();
      const second = testWallet(store);
      extra.push({ store, close: () => second.pubsub.close() });
      return { store, wallet: second.wallet, games: createGames({ store, wallet: second.wallet }) };
    },
    async slugOf(engine) {
      const { rows } = await opened.store.query<{ slug: string }>(
        'select slug from games where engine = $1 order by slug limit 1',
        [engine],
      );
      if (!rows[0]) throw new Error(`no ${engine} game in the demo catalogue`);
      return rows[0].slug;
    },
    async player(balance) {
      const playerId = await createTestPlayer(opened.store);
      const playerSessionId = randomBytes(18).toString('base64url');
      await opened.store.query(
        `insert into player_sessions (id, player_id, brand, method) values ($1, $2, 'aurora', 'SMS')`,
        [playerSessionId, playerId],
      );
      if (balance > 0) await fund(wallet, playerId, balance);
      return { playerId, playerSessionId };
    },
    async launch(slug, mode, player) {
      const { token } = await createGameSession(opened.store, {
        playerId: mode === 'REAL' ? player!.playerId : null,
        playerSessionId: mode === 'REAL' ? player!.playerSessionId : null,
        brand: 'aurora',
        gameSlug: slug,
        mode,
        currency: 'EUR',
        funBalance: mode === 'FUN' ? FUN_BALANCE_MAJOR * 100 : 0,
      });
      return token;
    },
    async close() {
      for (const other of extra) {
        await other.close();
        await other.store.close();
      }
      await pubsub.close();
      await opened.cleanup();
    },
  };
}
