-- A refresh whose answer never reached the page (a navigation or a closed tab mid-refresh) is
-- sent again with the spent token: the successor it was given links the two, so the server can
-- tell such a retry (successor still unused, within a few seconds) from a stolen copy.
alter table lobby_refresh_tokens add column successor_hash text;
