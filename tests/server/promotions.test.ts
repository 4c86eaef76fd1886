// Query.promotions: the brand's PROMOTION / PROMOTION_V2 lobby blocks filtered by deposit-offer
// applicability — ALWAYS for everyone, FIRST_TIME_DEPOSIT for visitors and players without a
// completed deposit, EXISTING_DEPOSITS for players with one. The demo data gives every brand all
// three applicabilities and both call-to-action types. On PGlite and on PostgreSQL when available.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { fund } from './helpers/wallet.ts';

const PROMOTIONS = `query Promotions($locale: String) { promotions(locale: $locale) {
  id type title text imageUrl applicability callToAction { type label url } } }`;

interface Promotion {
  id: string;
  type: string;
  title: string;
  text: string | null;
  imageUrl: string;
  applicability: 'ALWAYS' | 'EXISTING_DEPOSITS' | 'FIRST_TIME_DEPOSIT';
  callToAction: { type: 'DEPOSIT' | 'PAGE_LINK'; label: string; url: string | null } | null;
}

function promotionsSuite(kind: BackendKind): void {
  let server: WalletApp;
  let depositor: string;
  let newcomer: string;

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true });
    depositor = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    newcomer = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber)).accessToken;
    const demo = await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber);
    await fund(server.services.wallet, demo!.id, 5_000);
  });
  afterAll(() => server?.close());

  const promotions = async (options: { token?: string; brand?: string } = {}) => {
    const response = await gql<{ promotions: Promotion[] }>(
      server.http,
      PROMOTIONS,
      { locale: 'en_GB' },
      options,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.promotions;
  };
  const applicabilities = (list: Promotion[]) => [...new Set(list.map((p) => p.applicability))];

  it('every demo brand has at least three promotions: all applicabilities, both call-to-actions', async () => {
    for (const brand of DEMO_BRANDS) {
      const { rows } = await server.store.query<{ payload: Omit<Promotion, 'id' | 'type'> }>(
        `select payload from lobby_items
          where brand = $1 and block_type in ('PROMOTION', 'PROMOTION_V2')`,
        [brand.key],
      );
      expect(rows.length, brand.key).toBeGreaterThanOrEqual(3);
      const payloads = rows.map((row) => row.payload);
      expect(new Set(payloads.map((p) => p.applicability)), brand.key).toEqual(
        new Set(['ALWAYS', 'EXISTING_DEPOSITS', 'FIRST_TIME_DEPOSIT']),
      );
      expect(new Set(payloads.map((p) => p.callToAction?.type)), brand.key).toEqual(
        new Set(['DEPOSIT', 'PAGE_LINK']),
      );
    }
  });

  it('visitors get ALWAYS and FIRST_TIME_DEPOSIT promotions, with their call-to-actions', async () => {
    const list = await promotions();
    expect(applicabilities(list).sort()).toEqual(['ALWAYS', 'FIRST_TIME_DEPOSIT']);
    for (const promotion of list) {
      expect(['PROMOTION', 'PROMOTION_V2']).toContain(promotion.type);
      expect(promotion.id).toMatch(/^aurora:\d+$/);
      expect(promotion.imageUrl).toBeTruthy();
    }
    const deposit = list.find((p) => p.applicability === 'FIRST_TIME_DEPOSIT');
    expect(deposit?.callToAction).toMatchObject({ type: 'DEPOSIT', url: null });
    const always = list.find((p) => p.applicability === 'ALWAYS');
    expect(always?.callToAction).toMatchObject({
      type: 'PAGE_LINK',
      url: expect.stringMatching(/^\//),
    });
  });

  it('players without a completed deposit get the same as visitors', async () => {
    expect(await promotions({ token: newcomer })).toEqual(await promotions());
  });

  it('players with a completed deposit get ALWAYS and EXISTING_DEPOSITS promotions', async () => {
    const list = await promotions({ token: depositor });
    expect(applicabilities(list).sort()).toEqual(['ALWAYS', 'EXISTING_DEPOSITS']);
    const existing = list.find((p) => p.applicability === 'EXISTING_DEPOSITS');
    expect(existing?.callToAction?.type).toBe('PAGE_LINK');
  });

  it('has the same blocks, ids and order as the lobby shows', async () => {
    const lobby = await gql<{ lobby: { items: { __typename: string; id?: string }[] } }>(
      server.http,
      '{ lobby { items { __typename ... on PromotionBlock { id applicability } } } }',
    );
    const inLobby = lobby
      .data!.lobby.items.filter((item) => item.__typename === 'PromotionBlock')
      .map((item) => item.id);
    const shown = (await promotions()).map((p) => p.id);
    expect(inLobby.filter((id) => shown.includes(id!))).toEqual(shown);
  });

  it('answers per brand', async () => {
    const list = await promotions({ brand: 'nordlys' });
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((p) => p.id.startsWith('nordlys:'))).toBe(true);
  });
}

describeStores('promotions', (kind) => promotionsSuite(kind));
