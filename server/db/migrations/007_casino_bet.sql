-- A casino bet as one statement (decision 0023). The same journal entry as runEntry in
-- server/wallet/ledger.ts with the bet plan of server/wallet/rounds.ts, in the same lock order
-- (idempotency key → round row → player accounts by ascending id), but in one round trip
-- instead of six: bets are most of the ledger's traffic (bench/ledger-bets.ts).
--
-- Only bets of players without bonus money run here. With bonus money the bet may take bonus
-- money and counts toward wagering, which the TypeScript plan does: the function then raises
-- LB001 before writing anything, its transaction rolls back, and the caller takes that path.
-- Errors: LB001 has bonus money, LB002 idempotency key reused, LB003 round closed,
-- LB004 insufficient funds.
--
-- p_result is the result the caller would store, with change.balance and change.bonusBalance
-- filled in here from the locked balances.
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
  p_result jsonb
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

  -- Locks the round row; a closed round or another player's round returns nothing.
  insert into game_rounds (id, player_id, game_slug, currency, bet, status)
  values (p_round, p_player, p_game, p_currency, p_amount, 'open')
  on conflict (id) do update set bet = game_rounds.bet + excluded.bet, updated_at = now()
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
