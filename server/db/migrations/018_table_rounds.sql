-- Issue #18: the single-player blackjack's round between requests (decision 0051). A round is
-- dealt, then the player decides (hit, stand, double, split, insurance), one server call each;
-- the state (hands, dealer, cards dealt from the round's HMAC shoe) is kept here with a version,
-- so two racing decisions cannot both apply. The money is the wallet's round of the same id
-- (game_rounds); FUN rounds move the game session's demo money. One open round per game session.
create table table_rounds (
  id text primary key,
  session_id text not null,
  player_id uuid references players (id),
  game_slug text not null,
  mode text not null check (mode in ('REAL', 'FUN')),
  state jsonb not null,
  version integer not null default 0,
  -- settled: by the player's decisions; swept: the wallet settled it as stood (the player left).
  status text not null default 'open' check (status in ('open', 'settled', 'swept')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index table_rounds_open_per_session on table_rounds (session_id)
  where status = 'open';
create index table_rounds_open_per_player on table_rounds (player_id, game_slug)
  where status = 'open';
