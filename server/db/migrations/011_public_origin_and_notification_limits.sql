-- Issue #12 (decision 0029): the public origin every link in a brand's emails is built from
-- (never the request's Host), and the messages counted for identity's notification limits.

-- scheme://host[:port], nothing else; null: PUBLIC_ORIGIN_<BRAND> or PUBLIC_ORIGINS sets it, or
-- in development http://{first hostname}:{port}.
alter table brands add column public_origin text
  check (public_origin ~ '^https?://([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$');

-- One row per email or SMS message identity handed to the outbox. The keys are SHA-256 hashes
-- (of the channel and address or number, of the client's IP address or IPv6 /64): the limits
-- only compare them, and the table need not hold anyone's address.
create table notification_sends (
  id bigint primary key generated always as identity,
  recipient_key text not null,
  client_key text not null,
  sent_at timestamptz not null
);
create index notification_sends_recipient on notification_sends (recipient_key, sent_at);
create index notification_sends_client on notification_sends (client_key, sent_at);
