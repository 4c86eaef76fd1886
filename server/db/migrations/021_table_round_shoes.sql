-- A blackjack round's shoe is keyed by a random value drawn when the round is dealt, stored with
-- it (decision 0057): a deal whose stake was refused leaves no row, so dealing the same deal id
-- again shuffles a new shoe instead of the same cards. Rounds dealt before this key their shoe by
-- the round id alone (null here).
alter table table_rounds add column shoe_key text;
