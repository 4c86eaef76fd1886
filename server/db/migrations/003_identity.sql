-- Identity and sessions (issue #5): players, their sessions, the development outboxes, the
-- identity provider's artefacts, signing keys and the custom token flow's refresh tokens and
-- SMS codes. See docs/decisions/0017-identity-provider.md.

-- A player belongs to one brand; the same address may register on several brands.
create table players (
  id uuid primary key,
  brand text not null references brands (brand),
  email text not null check (length(email) between 3 and 254),
  phone_number text check (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  is_phone_number_verified boolean not null default false,
  -- scrypt$N$r$p$salt$hash (server/identity/passwords.ts); never the password itself.
  password_hash text not null check (password_hash like 'scrypt$%'),
  email_verified boolean not null default false,
  first_name text not null,
  last_name text not null,
  country text not null check (country ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Locale code of the spec (en_GB).
  language text not null check (language ~ '^[a-z]{2}_[A-Z]{2}$'),
  date_of_birth date not null,
  street text,
  city text,
  zip_code text,
  state text,
  terms_accepted_at timestamptz not null,
  privacy_policy_accepted_at timestamptz not null,
  is_email_marketing_accepted boolean not null default false,
  is_sms_marketing_accepted boolean not null default false,
  is_phone_marketing_accepted boolean not null default false,
  account_closed boolean not null default false,
  account_closed_cause text,
  created_at timestamptz not null default now()
);
-- Email is unique per brand whatever its case; so is the phone number (SMS sign-in finds the
-- player by it).
create unique index players_brand_email on players (brand, lower(email));
create unique index players_brand_phone on players (brand, phone_number)
  where phone_number is not null;

-- One row per sign-in. The id is the `sid` claim of the tokens: the identity provider's own
-- sid for its sign-ins, a random id for the custom token flow. One live row per player.
create table player_sessions (
  id text primary key check (length(id) between 16 and 64),
  player_id uuid not null references players (id),
  brand text not null references brands (brand),
  method text not null check (method in ('KEYCLOAK', 'SMS')),
  -- The provider's grant and browser session behind an identity-provider sign-in: ending
  -- the session revokes them.
  idp_grant_id text,
  idp_session_uid text,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text check (
    end_reason in ('LOGOUT', 'LOGGED_IN_FROM_ANOTHER_DEVICE', 'TOKEN_REUSE', 'ACCOUNT_CLOSED')
  ),
  check ((ended_at is null) = (end_reason is null))
);
create index player_sessions_live on player_sessions (player_id) where ended_at is null;
create index player_sessions_idp_grant on player_sessions (idp_grant_id)
  where idp_grant_id is not null;

-- Messages the server would hand to an email or SMS provider; in development they are read
-- at /dev/outbox/. action_url / code repeat what the body says, for tests and the dev page.
create table email_outbox (
  id bigint primary key generated always as identity,
  brand text not null,
  to_address text not null,
  kind text not null,
  subject text not null,
  body text not null,
  action_url text,
  created_at timestamptz not null default now()
);
create index email_outbox_recipient on email_outbox (brand, lower(to_address), id desc);

create table sms_outbox (
  id bigint primary key generated always as identity,
  brand text not null,
  to_number text not null,
  kind text not null,
  body text not null,
  code text,
  created_at timestamptz not null default now()
);
create index sms_outbox_recipient on sms_outbox (brand, to_number, id desc);

-- Single-use email verification links; only the SHA-256 of the token is kept.
create table email_verifications (
  token_hash text primary key,
  player_id uuid not null references players (id),
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Failed password sign-ins per (brand, email, IP) key hash, for the rate limit.
create table sign_in_failures (
  key_hash text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_key on sign_in_failures (key_hash, failed_at);

-- Everything oidc-provider stores (sessions, interactions, grants, codes, tokens), one
-- generic table for its adapter, scoped by brand (one provider per brand).
create table oidc_payloads (
  brand text not null,
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (brand, model, id)
);
create index oidc_payloads_grant on oidc_payloads (brand, grant_id) where grant_id is not null;
create index oidc_payloads_uid on oidc_payloads (brand, uid) where uid is not null;
create index oidc_payloads_user_code on oidc_payloads (brand, user_code)
  where user_code is not null;
create index oidc_payloads_expiry on oidc_payloads (expires_at) where expires_at is not null;

-- Signing keys, shared by every process: the lobby's access-token keys and the identity
-- provider's. A key signs until sign_until and verifies until verify_until.
create table signing_keys (
  kid text primary key,
  purpose text not null check (purpose in ('lobby-access-token', 'identity-provider')),
  alg text not null,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now(),
  sign_until timestamptz not null,
  verify_until timestamptz not null
);
create index signing_keys_purpose on signing_keys (purpose, created_at desc);

-- Secrets generated on first use and shared by every process (cookie keys, code pepper).
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- The custom token flow's refresh tokens: opaque, stored as SHA-256, rotated on every use.
create table lobby_refresh_tokens (
  token_hash text primary key,
  session_id text not null references player_sessions (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index lobby_refresh_tokens_session on lobby_refresh_tokens (session_id);

-- SMS sign-in codes, also for numbers without an account (nothing is sent to those) so both
-- answer alike. The code is kept as an HMAC with a server secret.
create table sms_codes (
  id uuid primary key,
  brand text not null,
  phone_number text not null,
  player_id uuid references players (id),
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  superseded_at timestamptz
);
create index sms_codes_phone on sms_codes (brand, phone_number, created_at desc);
