// The clock stand-in (server/stand-ins.ts, ENABLE_CLOCK_CONTROL): moves one brand's time forward
// (server/clock.ts BrandTime), so a test makes a raffle drop end and be drawn, or a reality check
// come due, instead of waiting for it. Forward only, in this process only; never in production
// unless switched on.
import type { FastifyInstance } from 'fastify';
import type { Brand } from '../brands/brand.ts';
import type { BrandTime } from '../clock.ts';

export const CLOCK_PATH = '/dev/clock';
/** At most a year at a time: enough for any drop, check or limit period. */
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000;

export function registerClockControl(
  app: FastifyInstance,
  time: BrandTime,
  allBrands: () => Promise<Brand[]>,
): void {
  const view = (brand: string) => ({
    brand,
    offsetMs: time.offsets()[brand] ?? 0,
    now: new Date(time.now(brand)).toISOString(),
  });

  app.get<{ Params: { brand: string } }>(`${CLOCK_PATH}/:brand`, async (request, reply) => {
    const brand = (await allBrands()).find((b) => b.key === request.params.brand);
    if (!brand) return reply.code(404).send({ error: 'BrandNotFound', message: 'No such brand.' });
    return reply.header('cache-control', 'no-store').send(view(brand.key));
  });

  app.post<{ Params: { brand: string }; Body: { advanceMs?: unknown } }>(
    `${CLOCK_PATH}/:brand`,
    async (request, reply) => {
      const brand = (await allBrands()).find((b) => b.key === request.params.brand);
      if (!brand) {
        return reply.code(404).send({ error: 'BrandNotFound', message: 'No such brand.' });
      }
      const ms = request.body?.advanceMs;
      if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS) {
        return reply.code(400).send({
          error: 'InvalidArgument',
          message: `advanceMs is a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}.`,
        });
      }
      time.advance(brand.key, ms);
      return reply.header('cache-control', 'no-store').send(view(brand.key));
    },
  );
}
