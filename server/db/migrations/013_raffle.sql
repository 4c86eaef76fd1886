-- The raffle programme (issue #15; docs/decisions/0042-raffle-draws.md): hourly, daily and weekly
-- drops per brand and currency. Tickets are not written by bets: a player's tickets in a drop
-- are floor(real money wagered in EUR) over their rounds of the raffle's game studio that opened
-- in the drop's window (game_rounds, rolled-back rounds excluded), so a bet costs nothing more, a
-- retried bet counts once (its round does) and a rollback removes its tickets. The prize pot is
-- the house's seed plus a share of those wagers, paid from the house when the drop is drawn.

create table raffle_instances (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  brand text not null references brands (brand),
  source_id text not null check (source_id in ('hourly', 'daily', 'weekly')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Drop n covers [epoch + n × drop_seconds, epoch + (n + 1) × drop_seconds).
  drop_seconds int not null check (drop_seconds between 10 and 2419200),
  epoch timestamptz not null,
  -- The house's part of every drop's pot, minor units.
  seed bigint not null check (seed > 0 and seed <= 1000000000000000),
  -- The part of the qualifying real-money wagers that goes into the pot, basis points.
  wager_share_bp int not null check (wager_share_bp between 0 and 10000),
  -- Qualifying games: the raffle's game studio (catalogue studios.slug).
  studio_slug text not null,
  -- The prizes' shares of the pot, largest first (basis points summing to 10,000).
  prize_shares_bp int[] not null
    check (cardinality(prize_shares_bp) between 1 and 10 and 0 < all (prize_shares_bp)),
  enabled boolean not null default true,
  unique (brand, source_id, currency)
);

create table raffle_drops (
  id text primary key,
  instance_id text not null references raffle_instances (id),
  number bigint not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- sha256 of the draw's seed, public from the drop's opening; the seed is revealed with the
  -- result (never before: the API reads it only from drawn drops).
  seed_commitment text not null,
  seed text not null,
  drawn_at timestamptz,
  -- The draw as run: the ticket table, the pot, the winners and the seed (the ledger entry's
  -- result, copied here for the winners list and for anyone re-running the draw).
  result jsonb,
  unique (instance_id, number),
  check (ends_at > starts_at)
);
create index raffle_drops_undrawn on raffle_drops (ends_at) where drawn_at is null;

create table raffle_winners (
  drop_id text not null references raffle_drops (id),
  rank int not null,
  player_id uuid not null references players (id),
  brand text not null,
  initials text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  tickets bigint not null,
  entry_id bigint not null references ledger_entries (id),
  won_at timestamptz not null,
  primary key (drop_id, rank)
);
create index raffle_winners_recent on raffle_winners (won_at desc);

-- Presentation settings per brand and country ('*': every other country), programmes §3.
create table raffle_settings (
  brand text not null references brands (brand),
  country_code text not null check (country_code = '*' or country_code ~ '^[A-Z]{2}$'),
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand, country_code)
);

-- A draw reads every round that opened in the drop's window.
create index game_rounds_opened on game_rounds (created_at);
