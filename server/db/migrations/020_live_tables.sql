-- Issue #18: live tables (server/games/live/, decision 0049). One row per table (a live game's
-- slug): the process that drives it (a leased row: the owner renews lease_until while it runs the
-- schedule; any process takes it over once the lease lapses) and the table's public state, so a
-- process that takes over resumes the round where it stood. round_id / phase / closes_at repeat
-- what bets are checked against (a bet is accepted only while its round's window is open).
create table live_tables (
  slug text primary key,
  owner text,
  lease_until timestamptz,
  round_id text,
  phase text not null default 'idle',
  closes_at timestamptz,
  state text not null default '{}'
);

-- Processes with players seated at a table: it keeps running while any row is fresh.
create table live_seats (
  slug text not null,
  process_id text not null,
  until timestamptz not null,
  primary key (slug, process_id)
);

-- A player's bets in a round (replaced while the window is open), settled at close of bets.
create table live_bets (
  round_id text not null,
  session_hash text not null,
  session_id text not null,
  player_id uuid,
  player_session_id text,
  mode text not null check (mode in ('REAL', 'FUN')),
  currency text not null,
  game_slug text not null,
  bets text not null,
  total bigint not null check (total > 0),
  result text,
  -- Live blackjack: the player's play (bet taken, shared hits taken, doubled, done, the action
  -- chosen in the open decision window).
  play text,
  placed_at timestamptz not null default now(),
  primary key (round_id, session_hash)
);

-- A round's drawn outcome, written before anyone is settled: a process that takes over a table
-- mid-settlement settles the rest with the same outcome.
create table live_rounds (
  round_id text primary key,
  slug text not null,
  outcome text not null,
  drawn_at timestamptz not null,
  settled_at timestamptz
);
