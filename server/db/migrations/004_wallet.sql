-- Wallet (issue #6): a double-entry ledger, deposit and withdrawal transactions, casino rounds,
-- the sandbox payment provider with its outbox, Pay N Play sign-in codes and game sessions.
-- See docs/decisions/0019-ledger.md.

-- One account per owner, kind and currency, named by a key: `player:{id}:real:EUR`,
-- `player:{id}:bonus:EUR`, `player:{id}:pending:EUR`, `house:EUR`, `clearing:{provider}:EUR`.
-- Only player-owned accounts keep a balance column (locked, updated and checked in the same
-- transaction as their postings); house and clearing balances are sums of postings, so bets of
-- different players never wait for one hot row.
create table ledger_accounts (
  id bigint primary key generated always as identity,
  key text not null unique,
  kind text not null check (kind in ('real', 'bonus', 'pending', 'house', 'clearing')),
  player_id uuid references players (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance bigint not null default 0,
  -- The rule the ledger must never break: a player's money is never negative.
  check (balance >= 0),
  check ((player_id is not null) = (kind in ('real', 'bonus', 'pending'))),
  check (kind in ('real', 'bonus', 'pending') or balance = 0)
);
create index ledger_accounts_player on ledger_accounts (player_id) where player_id is not null;

-- One row per money-moving operation, inserted first: its unique idempotency key makes a
-- concurrent or later replay wait for, then read, the original result instead of posting again.
create table ledger_entries (
  id bigint primary key generated always as identity,
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  -- The operation and its parameters: a replay with other parameters is refused.
  request text not null,
  player_id uuid references players (id),
  money_type text not null,
  result jsonb,
  created_at timestamptz not null default now()
);
create index ledger_entries_player on ledger_entries (player_id, id desc);

create table ledger_postings (
  id bigint primary key generated always as identity,
  entry_id bigint not null references ledger_entries (id),
  account_id bigint not null references ledger_accounts (id),
  currency text not null,
  -- Integer minor units; credits positive, debits negative. An entry's postings sum to zero per
  -- currency (the property test and bench/ledger-bets.ts check it).
  amount bigint not null check (amount <> 0)
);
create index ledger_postings_entry on ledger_postings (entry_id);
create index ledger_postings_account on ledger_postings (account_id);

-- Deposits and withdrawals (platform-core §3); allowed status changes are in
-- server/wallet/transaction-states.ts.
create table wallet_transactions (
  id uuid primary key,
  player_id uuid not null references players (id),
  brand text not null references brands (brand),
  type text not null check (type in ('Deposit', 'Withdrawal')),
  status text not null check (
    status in (
      'Initialized', 'Completed', 'CancelInitialized', 'Cancelled', 'RollbackInitialized',
      'RolledBacked'
    )
  ),
  amount bigint not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  provider text not null,
  payment_method text not null,
  -- { attributes: { paymentMethod }, debtor: { account } } (LastCompletedDeposit's payload).
  payload jsonb not null default '{}',
  cancel_reason text check (
    cancel_reason in (
      'AccountIssues', 'InsufficientGameChoices', 'NotEnoughBonusesOrPromotions', 'PaymentIssues'
    )
  ),
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  updated_at timestamptz not null default now()
);
create index wallet_transactions_history on wallet_transactions (player_id, type, created_at desc);
create index wallet_transactions_open on wallet_transactions (status, updated_at)
  where status in ('Initialized', 'CancelInitialized', 'RollbackInitialized');

-- Block flags of platform-core §6 the wallet enforces (the Customer and Player fields read them).
create table wallet_restrictions (
  player_id uuid primary key references players (id),
  deposits_blocked boolean not null default false,
  withdrawals_blocked boolean not null default false,
  cancel_withdrawal_blocked boolean not null default false
);

-- Casino rounds of the seamless wallet: one row per round, its bet and win entries.
create table game_rounds (
  id text primary key check (length(id) between 1 and 100),
  player_id uuid not null references players (id),
  game_slug text not null,
  currency text not null,
  bet bigint not null default 0,
  win bigint not null default 0,
  status text not null check (status in ('open', 'settled', 'rolledBack')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index game_rounds_history on game_rounds (player_id, created_at desc);

-- The sandbox payment provider's own records: what its hosted page shows and decides.
create table sandbox_payments (
  id text primary key,
  transaction_id uuid references wallet_transactions (id),
  brand text not null,
  kind text not null check (kind in ('deposit', 'pay-n-play')),
  provider text not null,
  payment_method text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null check (status in ('pending', 'approved', 'declined')),
  return_url text not null,
  bank_account text,
  country text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

-- Work that must survive a crash: the provider's signed callbacks and payouts are written in the
-- same transaction as the decision, then delivered by a worker (lease + retries).
create table payment_outbox (
  id bigint primary key generated always as identity,
  kind text not null check (kind in ('callback', 'payout')),
  payload jsonb not null,
  due_at timestamptz not null default now(),
  leased_until timestamptz,
  attempts int not null default 0,
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null default now()
);
create index payment_outbox_due on payment_outbox (due_at) where done_at is null;

-- Pay N Play: the bank account identifies the player; a one-time code carries the sign-in to the
-- SPA's handler page (tokens never travel in URLs).
create table pay_n_play_identities (
  brand text not null,
  bank_account text not null,
  player_id uuid not null references players (id),
  primary key (brand, bank_account)
);
create table pay_n_play_codes (
  code_hash text primary key,
  player_id uuid not null references players (id),
  brand text not null,
  method text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Sign-ins through a payment provider (platform-core §3 authentication methods).
alter table player_sessions drop constraint player_sessions_method_check;
alter table player_sessions add constraint player_sessions_method_check
  check (method in ('KEYCLOAK', 'SMS', 'TRUSTLY', 'PIQ'));

-- Demo-game sessions: a one-time token in the game URL names the player, game and mode.
create table game_sessions (
  token_hash text primary key,
  player_id uuid references players (id),
  brand text not null,
  game_slug text not null,
  mode text not null check (mode in ('REAL', 'FUN')),
  currency text not null,
  fun_balance bigint not null default 0 check (fun_balance >= 0),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
