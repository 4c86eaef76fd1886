-- Bonus terms (issue #12 defect 4): wagering weighted by game type, covering bets excluded, a max
-- bet while bonus money is held. See docs/decisions/0028-bonus-terms.md and
-- server/rewards/bonus-terms.ts.

-- What kind of game a game is: its bets count toward a bonus's wagering by this type's weight.
alter table games add column game_type text not null default 'slot'
  check (game_type in ('slot', 'instant', 'table', 'live'));
-- Games already in the catalogue: the demo seed writes the type from now on; rows written before
-- this migration get it from what the catalogue knew of them (the seed's live flag, its fixed
-- "table-games" list and its "instant" category). Anything else stays a slot.
update games set game_type = 'live' where is_live_casino;
update games g set game_type = 'table'
  where not g.is_live_casino and exists (
    select 1 from game_list_games lg join game_lists l on l.id = lg.list_id
    where l.slug = 'table-games' and lg.game_id = g.id);
update games g set game_type = 'instant'
  where not g.is_live_casino and exists (
    select 1 from game_category_games cg join game_categories c on c.id = cg.category_id
    where c.slug = 'instant' and cg.game_id = g.id);

-- A bonus money drop's max bet (minor units of its currency); null: the default of
-- server/rewards/bonus-terms.ts when a claim grants the bonus.
alter table rewards add column max_bet bigint check (max_bet > 0);

-- The terms a bonus was granted with, copied when it is claimed so that later changes to the
-- defaults do not change a running bonus: the most a round may bet while the player holds bonus
-- money, the percent of a bet that counts per game type, and the share of a roulette wheel
-- (basis points) from which a round's bets count nothing.
alter table player_bonuses add column max_bet bigint check (max_bet > 0);
alter table player_bonuses add column contributions jsonb
  check (jsonb_typeof(contributions) = 'object');
alter table player_bonuses add column covering_share_bp integer
  check (covering_share_bp between 1 and 10000);
-- Bonuses granted before these terms existed get today's defaults (5 major units of the
-- currency, as currencyDigits() counts them: JPY has no minor unit).
update player_bonuses set
  max_bet = case when currency = 'JPY' then 5 else 500 end,
  contributions = '{"slot": 100, "instant": 100, "table": 10, "live": 10}'::jsonb,
  covering_share_bp = 6667;
alter table player_bonuses alter column max_bet set not null;
alter table player_bonuses alter column contributions set not null;
alter table player_bonuses alter column covering_share_bp set not null;
