// The seeded-outcomes stand-in (server/stand-ins.ts, ENABLE_SEEDED_OUTCOMES; decision 0061): a
// test names the outcomes of a game session's next rounds (server/games/seeded-outcomes.ts), so
// "the player runs low" or "no free spin this time" is a fact of the test, not luck. Never in
// production unless switched on.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store.ts';
import { seedOutcomes } from '../games/seeded-outcomes.ts';
import { LobbyError } from '../errors.ts';

export const SEEDED_OUTCOMES_PATH = '/dev/game-sessions/outcomes';

export function registerSeededOutcomes(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { session?: unknown; outcomes?: unknown } }>(
    SEEDED_OUTCOMES_PATH,
    async (request, reply) => {
      const { session, outcomes } = request.body ?? {};
      if (typeof session !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(session)) {
        return reply
          .code(400)
          .send({ error: 'InvalidArgument', message: 'session is a game session token.' });
      }
      try {
        if (!(await seedOutcomes(store, session, outcomes))) {
          return reply
            .code(404)
            .send({ error: 'GameSessionNotFound', message: 'No such live game session.' });
        }
      } catch (error) {
        if (error instanceof LobbyError) {
          return reply.code(400).send({ error: error.type, message: error.message });
        }
        throw error;
      }
      return reply.header('cache-control', 'no-store').send({ seeded: (outcomes as []).length });
    },
  );
}
