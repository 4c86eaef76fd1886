-- Money that cannot overflow (issue #12, decision 0026). Every money column holds at most the
-- ceiling of server/wallet/minor-units.ts, 10^15 minor units (postings: ±10^15): exact as a JS
-- number, far inside bigint. The ledger refuses an entry that would pass it (MoneyCeilingExceeded);
-- these CHECKs, all named `…_ceiling`, are the safety net, as `balance >= 0` is for overdrafts.
--
-- Nothing is repaired silently: when existing rows break the rule, the migration stops with a
-- message naming the table, column and row of each (up to 20) and changes nothing; an operator
-- corrects them by hand and starts the server again.
do $$
declare
  v_ceiling constant bigint := 1000000000000000;
  v_found text;
begin
  select string_agg(what, '; ') into v_found from (
    select what from (
      select format('ledger_accounts.balance (id %s: %s)', id, balance) as what
        from ledger_accounts where balance > v_ceiling
      union all select format('ledger_postings.amount (id %s: %s)', id, amount)
        from ledger_postings where amount not between -v_ceiling and v_ceiling
      union all select format('wallet_transactions.amount (id %s: %s)', id, amount)
        from wallet_transactions where amount > v_ceiling
      union all select format('sandbox_payments.amount (id %s: %s)', id, amount)
        from sandbox_payments where amount > v_ceiling
      union all select format('game_rounds.bet (id %s: %s)', id, bet)
        from game_rounds where bet > v_ceiling
      union all select format('game_rounds.win (id %s: %s)', id, win)
        from game_rounds where win > v_ceiling
      union all select format('game_rounds.bonus_bet (id %s: %s)', id, bonus_bet)
        from game_rounds where bonus_bet > v_ceiling
      union all select format('game_rounds.free_spin_stake (id %s: %s)', id, free_spin_stake)
        from game_rounds where free_spin_stake > v_ceiling
      union all select format('game_sessions.fun_balance (token_hash %s: %s)',
          left(token_hash, 16), fun_balance)
        from game_sessions where fun_balance > v_ceiling
      union all select format('rewards.amount (id %s: %s)', id, amount)
        from rewards where amount > v_ceiling
      union all select format('rewards.max_payout (id %s: %s)', id, max_payout)
        from rewards where max_payout > v_ceiling
      union all select format('rewards.spin_value (id %s: %s)', id, spin_value)
        from rewards where spin_value > v_ceiling
      union all select format('player_bonuses.amount (id %s: %s)', id, amount)
        from player_bonuses where amount > v_ceiling
      union all select format('player_bonuses.balance (id %s: %s)', id, balance)
        from player_bonuses where balance > v_ceiling
      union all select format('player_bonuses.wagering_requirement (id %s: %s)', id,
          wagering_requirement)
        from player_bonuses where wagering_requirement > v_ceiling
      union all select format('player_bonuses.wagered (id %s: %s)', id, wagered)
        from player_bonuses where wagered > v_ceiling
      union all select format('player_bonuses.max_payout (id %s: %s)', id, max_payout)
        from player_bonuses where max_payout > v_ceiling
      union all select format('player_bonuses.paid_out (id %s: %s)', id, paid_out)
        from player_bonuses where paid_out > v_ceiling
      union all select format('free_spin_grants.value (id %s: %s)', id, value)
        from free_spin_grants where value > v_ceiling
    ) violations
    limit 20
  ) shown;
  if v_found is not null then
    raise exception 'Migration 008 holds money to at most % minor units, and these rows exceed it: %. Nothing was changed: correct or remove these rows by hand, then start the server again.',
      v_ceiling, v_found;
  end if;
end
$$;

alter table ledger_accounts
  add constraint ledger_accounts_balance_ceiling check (balance <= 1000000000000000);
alter table ledger_postings
  add constraint ledger_postings_amount_ceiling
    check (amount between -1000000000000000 and 1000000000000000);
alter table wallet_transactions
  add constraint wallet_transactions_amount_ceiling check (amount <= 1000000000000000);
alter table sandbox_payments
  add constraint sandbox_payments_amount_ceiling check (amount <= 1000000000000000);
alter table game_rounds
  add constraint game_rounds_bet_ceiling check (bet <= 1000000000000000),
  add constraint game_rounds_win_ceiling check (win <= 1000000000000000),
  add constraint game_rounds_bonus_bet_ceiling check (bonus_bet <= 1000000000000000),
  add constraint game_rounds_free_spin_stake_ceiling
    check (free_spin_stake <= 1000000000000000);
alter table game_sessions
  add constraint game_sessions_fun_balance_ceiling check (fun_balance <= 1000000000000000);
alter table rewards
  add constraint rewards_amount_ceiling check (amount <= 1000000000000000),
  add constraint rewards_max_payout_ceiling check (max_payout <= 1000000000000000),
  add constraint rewards_spin_value_ceiling check (spin_value <= 1000000000000000);
alter table player_bonuses
  add constraint player_bonuses_amount_ceiling check (amount <= 1000000000000000),
  add constraint player_bonuses_balance_ceiling check (balance <= 1000000000000000),
  add constraint player_bonuses_wagering_requirement_ceiling
    check (wagering_requirement <= 1000000000000000),
  add constraint player_bonuses_wagered_ceiling check (wagered <= 1000000000000000),
  add constraint player_bonuses_max_payout_ceiling check (max_payout <= 1000000000000000),
  add constraint player_bonuses_paid_out_ceiling check (paid_out <= 1000000000000000);
alter table free_spin_grants
  add constraint free_spin_grants_value_ceiling check (value <= 1000000000000000);
