// Favourite games stored on the server, through the HTTP GraphQL endpoint: a star
// set in one session (device) shows in another session of the same player; adding and removing
// are idempotent; unknown slugs and visitors get typed errors and change nothing; the list keeps
// the availability rules; the lobby's "Recently played" row comes from the player's rounds.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { MAX_FAVOURITES, addFavourite } from '../../server/catalogue/favourites.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

const ADD = `mutation A($slug: String!) { addFavouriteGame(slug: $slug) }`;
const REMOVE = `mutation R($slug: String!) { removeFavouriteGame(slug: $slug) }`;
const FAVOURITES = `query F($c: String) { viewer { favouriteGameSlugs
  favouriteGames(first: 50, ipCountryCode: $c) { slug name } } }`;

interface Favourites {
  viewer: { favouriteGameSlugs: string[]; favouriteGames: { slug: string; name: string }[] };
}

function favouritesSuite(kind: BackendKind): void {
  let server: WalletApp;
  let phone: string;
  let laptop: string;
  let other: string;
  let playerId: string;
  let slugs: string[];

  beforeAll(async () => {
    server = await openWalletApp(kind, { catalogue: true });
    phone = await signIn();
    const second = Object.values(DEMO_ACCOUNTS).find(
      (a) => a.phoneNumber && a.phoneNumber !== DEMO_ACCOUNTS.demo.phoneNumber,
    );
    other = (await smsSignIn(server, second!.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    const { rows } = await server.store.query<{ slug: string }>(
      'select slug from games order by popularity limit 3',
    );
    slugs = rows.map((r) => r.slug);
  });
  afterAll(async () => {
    await server?.close();
  });

  // A sign-in on another device starts a new session (and ends the previous one): the
  // favourites must come from the server, not from anything the first session kept.
  const signIn = async () => (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;

  const read = async (token: string, country?: string) =>
    (await gql<Favourites>(server.http, FAVOURITES, { c: country }, { token })).data!.viewer;

  it('adds on one device and shows on another, newest first, idempotently', async () => {
    const added = await gql<{ addFavouriteGame: string[] }>(
      server.http,
      ADD,
      { slug: slugs[0] },
      { token: phone },
    );
    expect(added.data!.addFavouriteGame).toEqual([slugs[0]]);
    await gql(server.http, ADD, { slug: slugs[1] }, { token: phone });
    // The same add again (a double tap, a retry) changes nothing.
    const again = await gql<{ addFavouriteGame: string[] }>(
      server.http,
      ADD,
      { slug: slugs[1] },
      { token: phone },
    );
    expect(again.data!.addFavouriteGame).toEqual([slugs[1], slugs[0]]);

    laptop = await signIn();
    const onLaptop = await read(laptop);
    expect(onLaptop.favouriteGameSlugs).toEqual([slugs[1], slugs[0]]);
    expect(onLaptop.favouriteGames.map((g) => g.slug)).toEqual([slugs[1], slugs[0]]);
    // Another player's favourites are their own.
    expect((await read(other)).favouriteGameSlugs).toEqual([]);
  });

  it('removes idempotently, from any device', async () => {
    const removed = await gql<{ removeFavouriteGame: string[] }>(
      server.http,
      REMOVE,
      { slug: slugs[1] },
      { token: laptop },
    );
    expect(removed.data!.removeFavouriteGame).toEqual([slugs[0]]);
    const again = await gql<{ removeFavouriteGame: string[] }>(
      server.http,
      REMOVE,
      { slug: slugs[1] },
      { token: laptop },
    );
    expect(again.data!.removeFavouriteGame).toEqual([slugs[0]]);
    phone = await signIn();
    expect((await read(phone)).favouriteGameSlugs).toEqual([slugs[0]]);
  });

  it('refuses unknown slugs and visitors with typed errors, changing nothing', async () => {
    for (const slug of ['no-such-game', '', 'x'.repeat(500)]) {
      expect(errorType(await gql(server.http, ADD, { slug }, { token: phone })), slug).toBe(
        'UnknownGame',
      );
      expect(errorType(await gql(server.http, REMOVE, { slug }, { token: phone })), slug).toBe(
        'UnknownGame',
      );
    }
    expect(errorType(await gql(server.http, ADD, { slug: slugs[2] }))).toBe(
      'AuthenticationFailure',
    );
    expect(errorType(await gql(server.http, FAVOURITES, {}))).toBe('AuthenticationFailure');
    expect((await read(phone)).favouriteGameSlugs).toEqual([slugs[0]]);
  });

  it('lists only the favourites available in the country, but keeps every star', async () => {
    await server.store.query(
      `insert into game_country_blocks (game_id, country_code)
         select id, 'FI' from games where slug = $1`,
      [slugs[0]],
    );
    const inFinland = await read(phone, 'FI');
    expect(inFinland.favouriteGames).toEqual([]);
    expect(inFinland.favouriteGameSlugs).toEqual([slugs[0]]);
  });

  it('caps the favourites (TooManyFavourites), still accepting a repeat', async () => {
    // The demo catalogue has fewer games than MAX_FAVOURITES: the cap is tested at 1.
    expect(MAX_FAVOURITES).toBe(500);
    await expect(addFavourite(server.store, playerId, slugs[2]!, 1)).rejects.toMatchObject({
      reasons: ['TooManyFavourites'],
    });
    expect(await addFavourite(server.store, playerId, slugs[0]!, 1)).toEqual([slugs[0]]);
    await server.store.query('delete from favourite_games where player_id = $1', [playerId]);
  });

  it('answers the recently played games as catalogue games, newest first', async () => {
    const { rows } = await server.store.query<{ id: string }>(
      'select id from players where id = $1',
      [playerId],
    );
    expect(rows).toHaveLength(1);
    // Rounds as the wallet records them (the games' own tests play real ones).
    for (const [index, slug] of [slugs[2], slugs[1], slugs[2]].entries()) {
      await server.store.query(
        `insert into game_rounds (id, player_id, game_slug, currency, status, created_at)
           values ($3, $1, $2, 'EUR', 'settled', now() + make_interval(secs => $4))`,
        [playerId, slug, `recent-${kind}-${index}`, index],
      );
    }
    const recent = await gql<{ viewer: { recentlyPlayedGames: { slug: string }[] } }>(
      server.http,
      '{ viewer { recentlyPlayedGames(first: 5) { slug } } }',
      {},
      { token: phone },
    );
    expect(recent.data!.viewer.recentlyPlayedGames.map((g) => g.slug)).toEqual([
      slugs[2],
      slugs[1],
    ]);
    const bad = await gql(
      server.http,
      '{ viewer { recentlyPlayedGames(first: 21) { slug } } }',
      {},
      { token: phone },
    );
    expect(errorType(bad)).toBe('InvalidPageSize');
  });
}

describeStores('favourite games', (kind) => favouritesSuite(kind));
