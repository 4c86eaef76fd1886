-- The jackpot programme (issue #14; docs/decisions/0040-jackpot-money.md): instances of four pots
-- per brand and currency, funded from house money, fed by contributions that move with their
-- bet in one ledger entry, dropped to a real player and paid through the ledger exactly once.

-- A jackpot pool holds the money of an instance's pots: a system account like house and
-- clearing (its balance is the sum of its postings, which equals the sum of the pots' values
-- plus nothing else: the property test checks it).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('real', 'bonus', 'pending', 'house', 'clearing', 'jackpot'));

create table jackpot_instances (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  brand text not null references brands (brand),
  -- The jackpot service's source of events (programmes §7): 'site' for the site-wide jackpot.
  source_id text not null check (source_id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  pool_account_id bigint not null references ledger_accounts (id),
  -- Minor units of currency a player may choose per real-money bet.
  contribution_options bigint[] not null
    check (cardinality(contribution_options) between 1 and 10 and 0 < all (contribution_options)),
  initial_contribution bigint not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand, source_id, currency),
  check (initial_contribution = any (contribution_options))
);

create table jackpot_pots (
  instance_id text not null references jackpot_instances (id),
  pot_id text not null check (pot_id in ('mega', 'major', 'minor', 'shared')),
  -- Display and split order.
  position int not null,
  -- The pot's part of each contribution, basis points (an instance's pots sum to 10,000).
  share_bp int not null check (share_bp between 0 and 10000),
  seed bigint not null check (seed > 0),
  -- Must drop by: the pot drops at the latest when it reaches this value.
  ceiling bigint not null,
  value bigint not null check (value >= 0 and value <= 1000000000000000),
  -- Counts the pot's rounds: a drop ends one and reseeds the next, so a win is paid once per
  -- (instance, pot, generation).
  generation int not null default 1,
  -- The hidden drop point of this generation, drawn between seed and ceiling when seeded; its
  -- sha256 commitment is public beforehand (server/ledger/jackpot-math.ts).
  trigger_amount bigint,
  trigger_commitment text,
  -- Revealed with the win (jackpot_wins), never before.
  trigger_salt text,
  -- Set by the fold that adds the contribution reaching the trigger: the drop is that
  -- contribution's player's even if paying it happens in the next transaction (or after a
  -- crash, by the sweep).
  pending_winner uuid references players (id),
  -- An operator's forced drop names its winner here too; 'shared' pots pay their contributors.
  pending_since timestamptz,
  primary key (instance_id, pot_id),
  check (ceiling > seed)
);

create table jackpot_opt_ins (
  player_id uuid not null references players (id),
  instance_id text not null references jackpot_instances (id),
  opted_in boolean not null,
  contribution bigint not null check (contribution > 0),
  updated_at timestamptz not null default now(),
  primary key (player_id, instance_id)
);

-- What each player put into the current round of the shared pot: the leaderboard and the
-- shared pot's split. One row per player per generation, added to by the fold.
create table jackpot_contributors (
  instance_id text not null references jackpot_instances (id),
  generation int not null,
  player_id uuid not null references players (id),
  amount bigint not null check (amount > 0),
  primary key (instance_id, generation, player_id)
);
create index jackpot_contributors_rank on jackpot_contributors (instance_id, generation, amount desc);

create table jackpot_wins (
  id bigint primary key generated always as identity,
  instance_id text not null references jackpot_instances (id),
  pot_id text not null,
  generation int not null,
  player_id uuid not null references players (id),
  brand text not null,
  initials text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  entry_id bigint not null references ledger_entries (id),
  forced boolean not null default false,
  -- The generation's drop point and salt, revealed: sha256(amount:salt) = the commitment.
  trigger_amount bigint,
  trigger_salt text,
  trigger_commitment text,
  won_at timestamptz not null default now(),
  unique (instance_id, pot_id, generation, player_id)
);
create index jackpot_wins_recent on jackpot_wins (instance_id, won_at desc);

-- Presentation settings per brand and country ('*': every other country), programmes §3.
create table jackpot_settings (
  brand text not null references brands (brand),
  country_code text not null check (country_code = '*' or country_code ~ '^[A-Z]{2}$'),
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand, country_code)
);

-- Every change made through an operator API: who (the key's label), what, before and after.
create table operator_audit (
  id bigint primary key generated always as identity,
  area text not null,
  action text not null,
  target text not null,
  actor text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
create index operator_audit_target on operator_audit (area, target, id desc);

-- Contributions waiting to be added to the pots: a queue. A bet only appends here, in its own
-- transaction, so opted-in bets never wait for one another on the pot rows; the fold
-- (server/ledger/jackpot-fold.ts) takes them out in id order under the pots' row locks, adds
-- them to the pots and marks a pot whose drop point a contribution reached for that
-- contribution's player. The record of each contribution is its bet's pool posting. No foreign keys: each would lock its parent row for every bet
-- (the instance's row most of all); the bet writes them from rows it has just read or written.
create table jackpot_contributions (
  id bigint primary key generated always as identity,
  instance_id text not null,
  player_id uuid not null,
  entry_id bigint not null,
  amount bigint not null check (amount > 0)
);
create index jackpot_contributions_instance on jackpot_contributions (instance_id);

-- The contribution of a bet in `p_currency`: the player's opted-in choice for an enabled
-- instance of that currency, read in the bet's transaction (casino_bet and the TypeScript bet
-- plan both call it). No row: no contribution.
create function jackpot_contribution(p_player uuid, p_currency text)
returns table (instance_id text, pool_account_id bigint, amount bigint)
language sql stable
as $$
  select i.id, i.pool_account_id, o.contribution
  from jackpot_opt_ins o join jackpot_instances i on i.id = o.instance_id
  where o.player_id = p_player and o.opted_in and i.enabled and i.currency = p_currency
  order by i.id
  limit 1
$$;

-- casino_bet (migrations 007, 009) with the jackpot contribution: the bet and its contribution
-- are one entry (player real −(bet + contribution), house +bet, pool +contribution) and one
-- jackpot_contributions row, or nothing.
-- A balance that covers the bet but not the contribution refuses the bet (LB004): no bet
-- without its contribution. The returned object gains `jackpot` (null without a contribution).
drop function casino_bet(text, text, uuid, text, text, text, bigint, bigint, bigint, bigint, jsonb,
  text, bigint, text, jsonb);
create function casino_bet(
  p_key text,
  p_request text,
  p_player uuid,
  p_round text,
  p_game text,
  p_currency text,
  p_amount bigint,
  p_real bigint,
  p_bonus bigint,
  p_house bigint,
  p_result jsonb,
  p_session text,
  p_outcome_win bigint,
  p_outcome_win_key text,
  p_outcome jsonb
) returns jsonb
language plpgsql
as $$
declare
  v_entry bigint;
  v_prior ledger_entries%rowtype;
  v_real bigint;
  v_bonus bigint;
  v_result jsonb;
  v_jackpot record;
  v_contribution bigint := 0;
  v_jackpot_out jsonb := null;
begin
  insert into ledger_entries (idempotency_key, request, player_id, money_type)
  values (p_key, p_request, p_player, 'CasinoBet')
  on conflict (idempotency_key) do nothing
  returning id into v_entry;
  if v_entry is null then
    select * into v_prior from ledger_entries where idempotency_key = p_key;
    if v_prior.request is distinct from p_request then
      raise exception 'idempotency key reused' using errcode = 'LB002';
    end if;
    return jsonb_build_object('replayed', true, 'result', v_prior.result);
  end if;

  if p_session is not null then
    perform 1 from player_sessions where id = p_session and ended_at is null for share;
    if not found then
      raise exception 'player session ended' using errcode = 'LB005';
    end if;
  end if;

  insert into game_rounds (id, player_id, game_slug, currency, bet, status, outcome_win,
    outcome_win_key, outcome)
  values (p_round, p_player, p_game, p_currency, p_amount, 'open', p_outcome_win,
    p_outcome_win_key, p_outcome)
  on conflict (id) do update set bet = game_rounds.bet + excluded.bet, updated_at = now(),
    outcome_win = coalesce(excluded.outcome_win, game_rounds.outcome_win),
    outcome_win_key = coalesce(excluded.outcome_win_key, game_rounds.outcome_win_key),
    outcome = coalesce(excluded.outcome, game_rounds.outcome)
    where game_rounds.player_id = excluded.player_id and game_rounds.status = 'open'
      and game_rounds.currency = excluded.currency;
  if not found then
    raise exception 'round closed' using errcode = 'LB003';
  end if;

  perform 1 from ledger_accounts where id in (p_real, p_bonus) order by id for update;
  select balance into v_real from ledger_accounts where id = p_real;
  select balance into v_bonus from ledger_accounts where id = p_bonus;
  if v_bonus > 0 then
    raise exception 'bonus money: use the full bet path' using errcode = 'LB001';
  end if;

  -- The opt-in, by the one rule both bet paths use.
  select * into v_jackpot from jackpot_contribution(p_player, p_currency);
  if found then
    v_contribution := v_jackpot.amount;
  end if;
  if v_real < p_amount + v_contribution then
    raise exception 'insufficient funds' using errcode = 'LB004';
  end if;

  update ledger_accounts set balance = v_real - p_amount - v_contribution where id = p_real;
  if v_contribution > 0 then
    insert into ledger_postings (entry_id, account_id, currency, amount)
    values (v_entry, p_real, p_currency, -p_amount - v_contribution),
      (v_entry, p_house, p_currency, p_amount),
      (v_entry, v_jackpot.pool_account_id, p_currency, v_contribution);
  else
    insert into ledger_postings (entry_id, account_id, currency, amount)
    values (v_entry, p_real, p_currency, -p_amount), (v_entry, p_house, p_currency, p_amount);
  end if;
  v_result := jsonb_set(
    jsonb_set(p_result, '{change,balance}', to_jsonb(v_real - p_amount - v_contribution)),
    '{change,bonusBalance}',
    to_jsonb(v_bonus)
  );
  update ledger_entries set result = v_result where id = v_entry;
  if v_contribution > 0 then
    insert into jackpot_contributions (instance_id, player_id, entry_id, amount)
    values (v_jackpot.instance_id, p_player, v_entry, v_contribution);
    v_jackpot_out := jsonb_build_object('instanceId', v_jackpot.instance_id, 'amount',
      v_contribution);
  end if;
  return jsonb_build_object('replayed', false, 'result', v_result, 'jackpot', v_jackpot_out);
end;
$$;
