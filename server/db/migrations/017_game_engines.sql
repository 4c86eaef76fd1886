-- Issue #18: every game runs a real engine. The catalogue says which (games.engine) and which of
-- the engine's published maths models (games.engine_config, e.g. an RTP variant of a slot); the
-- game's rtp column is that model's RTP (server/catalogue/game-engines.ts, verified by the
-- engines' simulation tests). Games added through the operator API default to the classic slot.
alter table games add column engine text not null default 'slot-classic';
alter table games add column engine_config text not null default '';
