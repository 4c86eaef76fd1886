// The brands' operator API: an operator flips a brand's feature toggles, the next
// settings read shows it, every change is audited, and bad input changes nothing.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES } from '../../machines/lobby-settings/settings.ts';
import { buildServer } from '../../server/app.ts';
import { seedDemoBrands } from '../../server/brands/seed.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { openPgliteCopy } from './helpers/pglite-template.ts';
import type { Store } from '../../server/db/store.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

let root: TempDir;
let store: Store;
let app: FastifyInstance;
const KEY = { 'x-operator-key': DEV_OPERATOR_KEY, 'x-operator-name': 'ops.anna' };

beforeAll(async () => {
  root = await makeTempDir('brand-operator');
  store = await openPgliteCopy(path.join(root.path, 'pglite'), 'migrated');
  await seedDemoBrands(store);
  app = await buildServer({ store, distDir: root.path, brandCacheMs: 0 });
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await root?.remove();
});

const toggles = async (brand: string) =>
  (await app.inject({ url: `/operator/brands/${brand}/feature-toggles`, headers: KEY })).json<{
    featureToggles: Record<string, boolean>;
  }>().featureToggles;

const patch = (brand: string, payload: unknown, headers: Record<string, string> = KEY) =>
  app.inject({
    method: 'PATCH',
    url: `/operator/brands/${brand}/feature-toggles`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const settingsOf = async (brand: string) =>
  (await app.inject({ url: '/api/lobby-settings', headers: { brand } })).json<{
    featureToggles: Record<string, boolean>;
  }>();

describe('brand feature toggles through the operator API', () => {
  it('lists all seventeen toggles of every brand', async () => {
    const response = await app.inject({ url: '/operator/brands', headers: KEY });
    expect(response.statusCode).toBe(200);
    const { brands } = response.json<{ brands: { featureToggles: object }[] }>();
    expect(brands).toHaveLength(5);
    for (const brand of brands) {
      expect(Object.keys(brand.featureToggles).sort()).toEqual([...FEATURE_TOGGLES].sort());
    }
  });

  it('flips the named toggles only, shows them in the settings and audits the change', async () => {
    const before = await toggles('kingfisher');
    expect(before.DarkCashierLayout).toBe(true);
    const response = await patch('kingfisher', { DarkCashierLayout: false, ShowRTP: true });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ featureToggles: Record<string, boolean> }>().featureToggles;
    expect(after).toEqual({ ...before, DarkCashierLayout: false, ShowRTP: true });
    expect((await settingsOf('kingfisher')).featureToggles).toMatchObject({
      DarkCashierLayout: false,
      ShowRTP: true,
    });

    const audit = await app.inject({ url: '/operator/brands/audit?first=1', headers: KEY });
    expect(audit.json<{ changes: unknown[] }>().changes).toEqual([
      expect.objectContaining({
        area: 'brands',
        action: 'feature-toggles',
        target: 'kingfisher',
        actor: 'operator:ops.anna',
        before: { DarkCashierLayout: true, ShowRTP: false },
        after: { DarkCashierLayout: false, ShowRTP: true },
      }),
    ]);
    await patch('kingfisher', { DarkCashierLayout: true, ShowRTP: false });
    expect(await toggles('kingfisher')).toEqual(before);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await toggles('aurora');
    const cases: [unknown, RegExp][] = [
      [{ Nonsense: true }, /not a feature toggle/],
      [{ ShowRTP: 'yes' }, /must be true or false/],
      [{}, /at least one toggle/],
      [[true], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const response = await patch('aurora', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await patch('atlantis', { ShowRTP: true })).statusCode).toBe(404);
    const stranger = await patch('aurora', { ShowRTP: false }, { 'x-operator-key': 'guess' });
    expect(stranger.statusCode).toBe(401);
    expect(await toggles('aurora')).toEqual(before);
  });
});
