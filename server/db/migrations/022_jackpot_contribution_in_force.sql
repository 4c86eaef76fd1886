-- A jackpot contribution is taken only at a value in force (programmes §5, decision 0058): the
-- opt-in's value must be one of the instance's options as the bet reads them, so an option the
-- operator removed is charged no more, whatever wrote the opt-in. Both bet paths (casino_bet and
-- the TypeScript plan of server/ledger/rounds.ts) read this function.
create or replace function jackpot_contribution(p_player uuid, p_currency text)
returns table (instance_id text, pool_account_id bigint, amount bigint)
language sql stable
as $$
  select i.id, i.pool_account_id, o.contribution
  from jackpot_opt_ins o join jackpot_instances i on i.id = o.instance_id
  where o.player_id = p_player and o.opted_in and i.enabled and i.currency = p_currency
    and o.contribution = any (i.contribution_options)
  order by i.id
  limit 1
$$;

-- Why a player is opted out when they did not ask for it: their contribution was withdrawn by
-- the operator. Shown with the opt-in status; cleared by the player's next choice.
alter table jackpot_opt_ins add column opted_out_reason text
  check (opted_out_reason in ('ContributionWithdrawn'));

-- Opt-ins at a value already removed: opted out and told why; every stored value is one in force
-- (the instance's initial contribution), so the page offers a valid choice.
update jackpot_opt_ins o
set opted_out_reason = case when o.opted_in then 'ContributionWithdrawn' else o.opted_out_reason end,
  opted_in = false, contribution = i.initial_contribution, updated_at = now()
from jackpot_instances i
where o.instance_id = i.id and not (o.contribution = any (i.contribution_options));
