-- Rewards shop, loyalty points, phone verification and free-spin rounds (issue #7). See
-- docs/decisions/0022-rewards-shop-promotions.md. Builds on 005_rewards.sql (rewards,
-- reward_assignations, free_spin_grants).

-- An offer of a brand's rewards shop: its reward (a definition of 005) for a price in loyalty
-- points. slug makes the demo seed idempotent.
create table shop_offers (
  id uuid primary key,
  brand text not null references brands (brand),
  slug text not null check (slug ~ '^[a-z0-9-]{1,64}$'),
  title text not null check (length(title) between 1 and 200),
  description text not null check (length(description) <= 1000),
  price integer not null check (price > 0),
  reward_id uuid not null references rewards (id),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  unique (brand, slug)
);
create index shop_offers_brand on shop_offers (brand, position);

-- Loyalty points spent: one row per purchase, written in the transaction that assigns the
-- offer's reward. A player's points are floor(casino bets / 100) less the sum of these.
create table loyalty_points_spent (
  id uuid primary key,
  player_id uuid not null references players (id),
  offer_id uuid not null references shop_offers (id),
  points integer not null check (points > 0),
  assignation_id uuid not null unique references reward_assignations (id),
  created_at timestamptz not null default now()
);
create index loyalty_points_spent_player on loyalty_points_spent (player_id);

-- SMS codes have a purpose: sign-in codes are found by number, phone-verification codes (of a
-- signed-in player, for the number they want verified) by player.
alter table sms_codes add column purpose text not null default 'sign-in'
  check (purpose in ('sign-in', 'phone-verification'));
create index sms_codes_player on sms_codes (brand, player_id, created_at desc)
  where purpose = 'phone-verification';

-- A free spin's round: no bet (bet stays 0), the grant it came from and the stake it was played
-- at, so a retried spin replays the same round.
alter table game_rounds add column free_spin_grant_id uuid references free_spin_grants (id);
alter table game_rounds add column free_spin_stake bigint check (free_spin_stake > 0);
alter table game_rounds add constraint game_rounds_free_spin_check
  check ((free_spin_grant_id is null) = (free_spin_stake is null));
