-- Concurrent opted-in bets deadlocked on PostgreSQL (issue #14; tests/server/jackpot-property.test.ts,
-- "without deadlocks"): jackpot_apply_contribution (012) updated the instance's four pot rows in
-- one UPDATE … FROM, which takes the row locks in whatever order the plan reads the rows. Each
-- update of a pot moves its row version within the heap, so two bets could meet the same pots in
-- different orders and one was aborted with "deadlock detected" (the bet refused, after a 1 s
-- deadlock_timeout wait). The function now locks the pots in position order first. Everything
-- else is as in 012 (a drop locks one pot row after its winners' accounts, as before).
create or replace function jackpot_apply_contribution(p_player uuid, p_instance text, p_amount bigint)
returns text[]
language plpgsql
as $$
declare
  v_generation int;
  v_reached text[];
begin
  -- Lock the instance's pots in their display order before updating them: the UPDATE … FROM
  -- below locks rows in the order its plan meets them (heap order, which every update of a pot
  -- changes), so two concurrent bets could lock the same pots in different orders and deadlock.
  perform 1 from jackpot_pots where instance_id = p_instance order by position for update;
  -- The pots first: their row locks order this contribution against a drop of the same pot,
  -- so the shared-pot total below counts toward the generation the money went into.
  with parts as (
    select pot_id, position,
      (p_amount * share_bp) / 10000 as part,
      (p_amount * share_bp) % 10000 as remainder
    from jackpot_pots where instance_id = p_instance
  ), ranked as (
    select pot_id,
      part + case
        when row_number() over (order by remainder desc, position) <= p_amount - sum(part) over ()
        then 1 else 0 end as part
    from parts
  ), updated as (
    update jackpot_pots p
    set value = p.value + r.part,
      pending_winner = case
        when p.pending_winner is null and p.value + r.part >= coalesce(p.trigger_amount, p.ceiling)
        then p_player else p.pending_winner end,
      pending_since = case
        when p.pending_winner is null and p.value + r.part >= coalesce(p.trigger_amount, p.ceiling)
        then now() else p.pending_since end
    from ranked r
    where p.instance_id = p_instance and p.pot_id = r.pot_id
    returning p.pot_id, p.pending_winner, p.generation
  )
  -- Pots waiting to pay this player (reported again until paid: paying is idempotent).
  select coalesce(array_agg(pot_id order by pot_id) filter (where pending_winner = p_player), '{}'),
    max(generation) filter (where pot_id = 'shared')
  into v_reached, v_generation
  from updated;

  if v_generation is not null then
    insert into jackpot_contributors (instance_id, generation, player_id, amount)
    values (p_instance, v_generation, p_player, p_amount)
    on conflict (instance_id, generation, player_id)
      do update set amount = jackpot_contributors.amount + excluded.amount;
  end if;
  return v_reached;
end;
$$;
