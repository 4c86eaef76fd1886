-- Rewards (issue #7): reward definitions, their assignations to players, the bonus money and the
-- free spins a claim credits, and the block flag that refuses claims. See
-- docs/decisions/0021-rewards.md; the allowed status changes are in server/rewards/transitions.ts.

-- A reward definition (platform-core §3 "Reward item"); never changed once assignations exist.
create table rewards (
  id uuid primary key,
  type text not null check (type in ('FreeSpins', 'MoneyDrop', 'BonusMoneyDrop')),
  name text not null check (length(name) between 1 and 200),
  kind text not null check (kind in ('Cashback', 'Incentive')),
  claim_type text not null check (claim_type in ('manual', 'automatic')),
  -- rewardReason: why the operator gives it (shown to the player).
  reason text check (length(reason) <= 500),
  starts_at timestamptz not null,
  ends_at timestamptz,
  -- Seconds a claimable assignation stays claimable (from assignment, or from startsAt).
  expires_in integer check (expires_in > 0),
  -- Money drop and bonus money drop: minor units of currency.
  amount bigint check (amount > 0),
  currency text check (currency ~ '^[A-Z]{3}$'),
  -- Bonus money drop: bets needed = amount × factor; real money it converts into at most.
  wagering_requirement_factor double precision
    check (wagering_requirement_factor > 0 and wagering_requirement_factor <= 200),
  max_payout bigint check (max_payout > 0),
  -- Seconds an Active bonus lasts after the claim before it expires; null: no end.
  bonus_expires_in integer check (bonus_expires_in > 0),
  -- Free spins: how many, the stake of each (minor units of the player's currency), the game.
  free_spins_amount integer check (free_spins_amount between 1 and 1000),
  spin_value bigint check (spin_value > 0),
  bet_level integer check (bet_level between 1 and 100),
  game_slug text check (length(game_slug) between 1 and 100),
  created_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at),
  check (
    case type
      when 'MoneyDrop' then amount is not null and currency is not null
        and wagering_requirement_factor is null and free_spins_amount is null
      when 'BonusMoneyDrop' then amount is not null and currency is not null
        and wagering_requirement_factor is not null and free_spins_amount is null
      else free_spins_amount is not null and spin_value is not null and bet_level is not null
        and game_slug is not null and amount is null and currency is null
    end
  )
);

-- A reward given to a player (platform-core §3 "Player reward entry"). starts_at and auto_claim
-- are copied from the reward so the scheduler finds due rows on this table's indexes alone.
create table reward_assignations (
  id uuid primary key,
  reward_id uuid not null references rewards (id),
  player_id uuid not null references players (id),
  status text not null check (
    status in (
      'Credited', 'Expired', 'FailedProcessing', 'Processing', 'Removed', 'Scheduled', 'Unclaimed'
    )
  ),
  reason text check (length(reason) <= 500),
  auto_claim boolean not null,
  starts_at timestamptz not null,
  -- When an Unclaimed or Scheduled assignation becomes Expired; null: never.
  expires_at timestamptz,
  assigned_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  credited_at timestamptz,
  check ((status = 'Credited') = (credited_at is not null))
);
create index reward_assignations_player on reward_assignations (player_id, assigned_at);
create index reward_assignations_due_start on reward_assignations (starts_at)
  where status = 'Scheduled';
create index reward_assignations_due_expiry on reward_assignations (expires_at)
  where status in ('Scheduled', 'Unclaimed', 'FailedProcessing') and expires_at is not null;
create index reward_assignations_due_auto on reward_assignations (assigned_at)
  where status = 'Unclaimed' and auto_claim;

-- Bonus money of a claimed bonus money drop. balance is this bonus's share of the player's bonus
-- account: the Active bonuses of a player and currency add up to that account's balance.
create table player_bonuses (
  id uuid primary key,
  assignation_id uuid not null unique references reward_assignations (id),
  player_id uuid not null references players (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('Active', 'Converted', 'Expired', 'Forfeited')),
  amount bigint not null check (amount > 0),
  balance bigint not null check (balance >= 0),
  wagering_requirement bigint not null check (wagering_requirement > 0),
  wagered bigint not null default 0 check (wagered >= 0),
  max_payout bigint check (max_payout > 0),
  -- Real money the conversion paid (Converted only).
  paid_out bigint check (paid_out >= 0),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An Active bonus has money left; the others have handed theirs on.
  check ((status = 'Active') = (balance > 0)),
  check ((status = 'Converted') = (paid_out is not null))
);
create index player_bonuses_active on player_bonuses (player_id, currency, created_at)
  where status = 'Active';
create index player_bonuses_due_expiry on player_bonuses (expires_at)
  where status = 'Active' and expires_at is not null;
create index player_bonuses_player on player_bonuses (player_id, created_at desc);

-- Free spins of a claimed free-spin reward, played in their game before money bets.
create table free_spin_grants (
  id uuid primary key,
  assignation_id uuid not null unique references reward_assignations (id),
  player_id uuid not null references players (id),
  game_slug text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  total integer not null check (total > 0),
  remaining integer not null check (remaining >= 0 and remaining <= total),
  value bigint not null check (value > 0),
  bet_level integer not null check (bet_level > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index free_spin_grants_open on free_spin_grants (player_id, game_slug, created_at)
  where remaining > 0;

-- Customer.isRewardsBlocked (platform-core §3): claims are refused while it is set.
alter table wallet_restrictions add column rewards_blocked boolean not null default false;

-- The part of a round's bets paid with bonus money: that share of its wins goes back to the
-- bonus (server/rewards/wagering.ts).
alter table game_rounds add column bonus_bet bigint not null default 0 check (bonus_bet >= 0);
