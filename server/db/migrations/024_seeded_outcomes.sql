-- The seeded-outcomes stand-in (server/stand-ins.ts, ENABLE_SEEDED_OUTCOMES; decision 0061): a
-- test names the outcomes of a game session's next rounds ("loss", "win") instead of leaving
-- them to chance. The queue lives on the session; each seeded round keeps the draw it was given,
-- so a retried request replays the same round. Production never writes either unless switched on.
alter table game_sessions add column seeded_outcomes jsonb;
alter table game_sessions add column seeded_taken integer not null default 0;
create table seeded_rounds (
  round_id text primary key,
  draw_key text not null,
  created_at timestamptz not null default now()
);
