-- Responsible gambling (issue #16; docs/decisions/0043-responsible-gambling.md): limits with
-- their cooling-off, breaks (time-out and self-exclusion), the reality-check period and the
-- append-only audit of every change. Which tools a licence has: machines/responsible-gaming/
-- policy.ts. Limits are enforced in the money's own transaction: deposits in startTransaction,
-- bets in casino_bet (below) or the full bet plan, each after locking the player's accounts,
-- which every limit change and break also locks (server/ledger/player-limits.ts).

alter table players add column reality_check_seconds int
  check (reality_check_seconds between 1 and 28800);
-- When the player answered the limit prompt before the first deposit (set or dismissed).
alter table players add column limit_prompt_answered_at timestamptz;

-- platform-core §3 Customer.isIncreaseDepositLimitBlocked, set by the operator.
alter table wallet_restrictions add column increase_deposit_limit_blocked boolean not null
  default false;

-- One row per player, kind and period: the amount in force and at most one pending change (an
-- increase or a removal waiting out its cooling-off). What is in force at time t is
-- `case when pending and pending_effective_at <= t then pending_amount else amount end`, so a
-- pending change applies exactly at its time without a job, and never before.
create table player_limits (
  player_id uuid not null references players (id),
  kind text not null check (kind in ('Deposit', 'Loss', 'GlobalLoss', 'Session')),
  period text not null check (period in ('Day', 'Week', 'Month')),
  -- Minor units of currency (money limits) or minutes (Session); null: none in force.
  amount bigint check (amount > 0 and amount <= 1000000000000000),
  currency text check (currency ~ '^[A-Z]{3}$'),
  pending boolean not null default false,
  -- Null with pending: the limit is removed at pending_effective_at.
  pending_amount bigint check (pending_amount > 0 and pending_amount <= 1000000000000000),
  pending_requested_at timestamptz,
  pending_effective_at timestamptz,
  -- The person across brands (lower-cased e-mail): GlobalLoss limits apply to every account of it.
  person_key text not null,
  updated_at timestamptz not null default now(),
  primary key (player_id, kind, period),
  check ((kind = 'Session') = (currency is null)),
  check (pending = (pending_effective_at is not null)),
  check (pending or pending_amount is null)
);
-- One GlobalLoss limit per person and period, whichever brand set it.
create unique index player_limits_person on player_limits (person_key, period)
  where kind = 'GlobalLoss';

-- The player's break: one row, replaced by a longer one (a break is never shortened). A
-- time-out lifts at ends_at; a self-exclusion stays after ends_at until the player asks
-- (lift_requested_at) and the cooling-off has run (lifts_at).
create table player_breaks (
  player_id uuid primary key references players (id),
  kind text not null check (kind in ('Timeout', 'SelfExclusion')),
  duration text not null,
  started_at timestamptz not null,
  ends_at timestamptz,
  lift_requested_at timestamptz,
  lifts_at timestamptz,
  check (kind = 'SelfExclusion' or ends_at is not null),
  check ((lift_requested_at is null) = (lifts_at is null))
);

-- Every change of a protection setting: who, what, old, new, when asked, when effective.
create table protection_audit (
  id bigint primary key generated always as identity,
  player_id uuid not null references players (id),
  -- 'player' or 'operator'.
  actor text not null,
  action text not null,
  kind text,
  period text,
  old_value jsonb,
  new_value jsonb,
  requested_at timestamptz not null default now(),
  effective_at timestamptz
);
create index protection_audit_player on protection_audit (player_id, id desc);

create function protection_audit_append_only() returns trigger
language plpgsql
as $$
begin
  raise exception 'protection_audit is append-only' using errcode = 'LB010';
end;
$$;
create trigger protection_audit_append_only before update or delete on protection_audit
  for each row execute function protection_audit_append_only();

-- The reality checks of a session the player answered with Continue; the new end reasons.
alter table player_sessions add column reality_checks_acknowledged int not null default 0
  check (reality_checks_acknowledged >= 0);
alter table player_sessions drop constraint player_sessions_end_reason_check;
alter table player_sessions add constraint player_sessions_end_reason_check check (
  end_reason in ('LOGOUT', 'LOGGED_IN_FROM_ANOTHER_DEVICE', 'TOKEN_REUSE', 'ACCOUNT_CLOSED',
    'SESSION_LIMIT', 'TIMEOUT', 'SELF_EXCLUSION')
);
-- When the lobby was last open on the session (the session guard's sweep marks sessions with an
-- open socket every 30 s): time signed in counts to here plus a grace, not through a night of an
-- abandoned tab (server/players/daily-play.ts).
alter table player_sessions add column last_seen_at timestamptz;
create index player_sessions_player_created on player_sessions (player_id, created_at desc);

-- Whether a player's bets must take the full bet plan, which checks loss limits and breaks
-- (server/ledger/player-limits.ts): a flag on the player's real account, which casino_bet reads
-- with the balance it locks anyway (no extra lookup per bet). Set, never cleared, by whatever
-- makes the checks matter — a Loss limit, a break, a GlobalLoss limit of the same person on any
-- brand (server/ledger/player-limits.ts, in the change's own transaction) — and, for a real
-- account created later (another brand of a person with a global limit), by the trigger below.
alter table ledger_accounts add column protection_checks boolean not null default false;

create function bet_needs_protection_checks(p_player uuid) returns boolean
language sql stable
as $$
  select exists (select 1 from player_limits where player_id = p_player and kind = 'Loss')
    or exists (select 1 from player_breaks where player_id = p_player)
    or exists (
      select 1 from player_limits l
      where l.kind = 'GlobalLoss'
        and l.person_key = (select lower(email) from players where id = p_player)
    );
$$;

create function ledger_accounts_protection_checks() returns trigger
language plpgsql
as $$
begin
  new.protection_checks := bet_needs_protection_checks(new.player_id);
  return new;
end;
$$;
create trigger ledger_accounts_protection_checks before insert on ledger_accounts
  for each row when (new.kind = 'real') execute function ledger_accounts_protection_checks();

-- casino_bet (migration 012) refuses the quick path (LB006) to players whose bets need the
-- protection checks; the full bet plan runs them.
create or replace function casino_bet(
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
  v_checks boolean;
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
  select balance, protection_checks into v_real, v_checks from ledger_accounts where id = p_real;
  select balance into v_bonus from ledger_accounts where id = p_bonus;
  if v_bonus > 0 then
    raise exception 'bonus money: use the full bet path' using errcode = 'LB001';
  end if;
  if v_checks then
    raise exception 'protection checks: use the full bet path' using errcode = 'LB006';
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
