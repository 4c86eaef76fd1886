// The seeded-outcomes stand-in (server/games/seeded-outcomes.ts): a session's next rounds come
// out as the test named them — losses, then a win — on the classic slot and a reel-model slot,
// REAL and FUN; a retried spin replays its round; the wallet moves by exactly what the rounds
// show; a session without seeds is left to its round ids; bad seeds are refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedOutcomes } from '../../server/games/seeded-outcomes.ts';
import { openGameTables, type GameTables } from './helpers/game-tables.ts';
import { describeStores } from './helpers/postgres.ts';
import { balanceOf } from './helpers/wallet.ts';

function suite(kind: 'pglite' | 'postgres') {
  let tables: GameTables;
  beforeAll(async () => {
    tables = await openGameTables(kind);
  });
  afterAll(() => tables?.close());

  for (const engine of ['slot-classic', 'slot-video']) {
    it(`${engine}: the rounds come out as seeded, a retry replays its round, the wallet follows`, async () => {
      const slug = await tables.slugOf(engine);
      const stake = (await tables.games.game(slug, 'EUR'))!.stakes[0]!;
      const player = await tables.player(10_000);
      const token = await tables.launch(slug, 'REAL', player);
      const seeded = ['loss', 'loss', 'loss', 'win', 'loss'] as const;
      expect(await seedOutcomes(tables.store, token, seeded)).toBe(true);
      let expected = 10_000;
      for (const [i, outcome] of seeded.entries()) {
        const round = await tables.games.spin(token, stake, `seeded-${engine}-${i}`);
        if (outcome === 'loss') expect(round.win).toBe(0);
        else expect(round.win).toBeGreaterThan(0);
        expected += round.win - stake;
        expect(round.balance).toBe(expected);
        const again = await tables.games.spin(token, stake, `seeded-${engine}-${i}`);
        expect(again.win).toBe(round.win);
        expect(again.balance).toBe(expected);
      }
      expect(await balanceOf(tables.store, player.playerId)).toBe(expected);
    });
  }

  it('FUN rounds follow their seeds; a session without seeds draws from its round ids', async () => {
    const slug = await tables.slugOf('slot-video');
    const stake = (await tables.games.game(slug, 'EUR'))!.stakes[0]!;
    const fun = await tables.launch(slug, 'FUN');
    await seedOutcomes(tables.store, fun, ['win', 'win']);
    for (const i of [0, 1]) {
      expect((await tables.games.spin(fun, stake, `fun-seeded-${i}`)).win).toBeGreaterThan(0);
    }
    // Past its seeds, a session is back to chance: the same round ids as an unseeded session.
    const plain = await tables.launch(slug, 'FUN');
    const session = await tables.games.session(fun);
    const other = await tables.games.session(plain);
    expect(session?.seeded).toBe(true);
    expect(other?.seeded).toBe(false);
  });

  it('blackjack: a seeded deal leaves the player a hand to play, every time', async () => {
    const slug = await tables.slugOf('blackjack');
    const player = await tables.player(20_000);
    const token = await tables.launch(slug, 'REAL', player);
    await seedOutcomes(
      tables.store,
      token,
      Array.from({ length: 12 }, () => 'decision'),
    );
    for (let i = 0; i < 12; i++) {
      const dealt = await tables.games.blackjack.deal(token, 100, `seeded-deal-${i}`);
      expect(dealt.phase).toBe('playing');
      expect(dealt.actions).toContain('double');
      const stood = await tables.games.blackjack.act(token, dealt.roundId, 'stand', dealt.version);
      expect(stood.status).toBe('settled');
    }
  });

  it('refuses seeds that are not a short list of loss and win, and unknown sessions', async () => {
    const slug = await tables.slugOf('slot-video');
    const token = await tables.launch(slug, 'FUN');
    for (const bad of ['loss', ['jackpot'], [1], Array.from({ length: 101 }, () => 'loss')]) {
      await expect(seedOutcomes(tables.store, token, bad)).rejects.toMatchObject({
        type: 'InvalidArgument',
      });
    }
    expect(await seedOutcomes(tables.store, 'x'.repeat(43), ['loss'])).toBe(false);
  });
}

describeStores('seeded outcomes', (kind) => suite(kind));
