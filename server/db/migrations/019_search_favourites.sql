-- Issue #18: a real search index and server-stored favourites.
--
-- Search (server/catalogue/game-search.ts): every game and studio name is split into lower-case
-- words (search_words(), a stored generated column with a GIN index, so "which games contain one
-- of these words" is an index lookup), and every word goes into search_terms, the vocabulary,
-- which has a trigram index (pg_trgm): a typed word is matched against the vocabulary exactly,
-- by prefix (instant results while typing), inside a word, or by trigram similarity (typos:
-- "blak jak" -> "blackjack"), and the games are then found through the word index.
--
-- pg_trgm lives in schema public (PGlite loads it in server/db/pglite-store.ts) and is referred
-- to as public.* so it works whatever a connection's search_path is (the tests use one schema
-- each). The lock makes parallel migrations of several schemas take turns creating it.
select pg_advisory_xact_lock(hashtext('lobby:extension:pg_trgm'));
create extension if not exists pg_trgm with schema public;

-- The words of a name: lower case, split at anything but letters and digits. Immutable, so a
-- generated column may use it; the query side tokenises with the same function.
create function search_words(value text) returns text[]
  language sql immutable parallel safe
  as $$
    select coalesce(array_agg(distinct w order by w), '{}'::text[])
      from regexp_split_to_table(lower(value), '[^[:alnum:]]+') as w
     where w <> ''
  $$;

alter table games add column search_words text[] generated always as (search_words(name)) stored;
alter table studios add column search_words text[] generated always as (search_words(name)) stored;
create index games_search_words on games using gin (search_words);
create index studios_search_words on studios using gin (search_words);

create table search_terms (
  term text primary key check (length(term) between 1 and 100)
);
create index search_terms_trgm on search_terms using gin (term public.gin_trgm_ops);

-- Names are written by the seed and the operator API: keep the vocabulary complete. Words of
-- renamed games stay (a stale word finds nothing and costs nothing).
create function search_terms_add() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_terms (term)
      select unnest(new.search_words) on conflict do nothing;
    return null;
  end
  $$;
create trigger games_search_terms after insert or update of name on games
  for each row execute function search_terms_add();
create trigger studios_search_terms after insert or update of name on studios
  for each row execute function search_terms_add();
insert into search_terms (term)
  select unnest(search_words) from games
  union
  select unnest(search_words) from studios
  on conflict do nothing;

-- Favourite games of a player (viewer.favouriteGames, add/removeFavouriteGame): newest first.
create table favourite_games (
  player_id uuid not null references players (id) on delete cascade,
  game_id integer not null references games (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (player_id, game_id)
);
create index favourite_games_newest on favourite_games (player_id, created_at desc);
