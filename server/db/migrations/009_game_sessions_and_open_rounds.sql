-- Game sessions bound to the player session, and no half-done rounds (issue #12 defects 2 and 8).
-- See docs/decisions/0027-game-sessions-and-open-rounds.md.

-- A REAL game session belongs to the player session that opened it: it is live only while that
-- session is (server/games/game-sessions.ts), and every bet it places checks that session inside
-- the bet's transaction. FUN sessions (visitors) belong to none.
alter table game_sessions add column player_session_id text references player_sessions (id);
-- REAL sessions opened before this migration name no player session: they end here (they are
-- launch tokens of at most four hours; their rounds are in game_rounds, untouched).
delete from game_sessions where mode = 'REAL';
alter table game_sessions add constraint game_sessions_player_session
  check ((mode = 'REAL') = (player_session_id is not null));

-- The outcome the game decided when it took the bet, written in the bet's transaction: the win
-- it will pay (outcome_win, under the idempotency key outcome_win_key) and what it shows of the
-- round (outcome: reels, the pocket …). The sweeper pays that win under that key when the game's
-- own never came, so a late win of the game replays the sweeper's entry.
alter table game_rounds add column outcome_win bigint
  constraint game_rounds_outcome_win_ceiling check (outcome_win between 0 and 1000000000000000);
alter table game_rounds add column outcome_win_key text
  check (length(outcome_win_key) between 1 and 100);
alter table game_rounds add column outcome jsonb;
alter table game_rounds add constraint game_rounds_outcome_win
  check ((outcome_win is null) = (outcome_win_key is null));
-- Settled by the sweeper rather than by the game: the game shows such a round when the player
-- next opens it (outcome_shown_at then set, so it is shown once).
alter table game_rounds add column swept_at timestamptz;
alter table game_rounds add column outcome_shown_at timestamptz;
-- A sweeper's claim on an open round, so processes sweeping at once take different rounds; a
-- process that dies holding one leaves it to the others when the claim runs out.
alter table game_rounds add column sweep_claimed_until timestamptz;
create index game_rounds_open on game_rounds (updated_at) where status = 'open';
create index game_rounds_unshown on game_rounds (player_id, game_slug)
  where swept_at is not null and outcome_shown_at is null;

-- casino_bet (migration 007, decision 0023) gains the player-session check and the outcome. Lock
-- order: idempotency key → player session (for share: a sign-out's update waits for bets in
-- flight, and a bet after the sign-out's commit sees the session ended) → round row → player
-- accounts by ascending id. Still one statement.
-- Errors: LB001 has bonus money, LB002 idempotency key reused, LB003 round closed,
-- LB004 insufficient funds, LB005 player session ended.
drop function casino_bet(text, text, uuid, text, text, text, bigint, bigint, bigint, bigint, jsonb);
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
  -- The player session the bet is placed under; null for callers without one (tests, tools).
  p_session text,
  -- The decided outcome (all null when the caller records none).
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
begin
  -- A concurrent entry with the same key makes this wait for its commit or rollback.
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

  -- Locks the round row; a closed round or another player's round returns nothing.
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
  if v_real < p_amount then
    raise exception 'insufficient funds' using errcode = 'LB004';
  end if;

  update ledger_accounts set balance = v_real - p_amount where id = p_real;
  insert into ledger_postings (entry_id, account_id, currency, amount)
  values (v_entry, p_real, p_currency, -p_amount), (v_entry, p_house, p_currency, p_amount);
  v_result := jsonb_set(
    jsonb_set(p_result, '{change,balance}', to_jsonb(v_real - p_amount)),
    '{change,bonusBalance}',
    to_jsonb(v_bonus)
  );
  update ledger_entries set result = v_result where id = v_entry;
  return jsonb_build_object('replayed', false, 'result', v_result);
end;
$$;
