-- Account compliance (issue #17): KYC and source-of-wealth states, the declaration, uploaded
-- documents (stored here, decision 0044), additional information, pop-ups and their
-- acceptances, the brands' banners and maintenance windows, and the account's reopening.
-- Operator changes are audited in operator_audit (area 'compliance').

create table player_compliance (
  player_id uuid primary key references players (id),
  -- NotRequired, Required (documents asked, deadline may pass), Pending (all uploaded, under
  -- review), Verified.
  kyc_status text not null default 'NotRequired'
    check (kyc_status in ('NotRequired', 'Required', 'Pending', 'Verified')),
  kyc_deadline timestamptz,
  kyc_verifications_done text[] not null default '{}',
  kyc_verifications_missing text[] not null default '{}',
  sow_state text not null default 'NotRequired'
    check (sow_state in ('NotRequired', 'Required', 'Done')),
  sow_due_date timestamptz,
  sow_reason text check (sow_reason in ('Rule', 'Operator')),
  sow_comment text check (length(sow_comment) <= 2000),
  sow_requested_funding_type text check (sow_requested_funding_type in
    ('Dividends', 'Inheritance', 'Other', 'Salary', 'SaleOfCompany', 'SaleOfProperty')),
  -- Customer due diligence on banking asked for (bankingCDD): the operator's reference text.
  banking_cdd text check (length(banking_cdd) <= 200),
  -- Instant banking (Pay N Play) blocked from this time; a future time is the grace period.
  instant_banking_block_from timestamptz,
  -- The additional-information fields the operator requires (street, city, zipCode, occupation).
  additional_info_required text[] not null default '{}',
  updated_at timestamptz not null default now()
);

create table sow_declarations (
  player_id uuid not null references players (id),
  type text not null
    check (type in ('Dividends', 'Inheritance', 'Other', 'Salary', 'SaleOfCompany', 'SaleOfProperty')),
  selected_options text[] not null default '{}',
  description text check (length(description) <= 1000),
  updated_at timestamptz not null default now(),
  primary key (player_id, type)
);

create table player_documents (
  id uuid primary key,
  player_id uuid not null references players (id),
  -- A source-of-wealth type or a KYC verification (Identity, ProofOfAddress).
  purpose text not null check (purpose ~ '^[A-Za-z]{1,40}$'),
  file_name text not null check (length(file_name) between 1 and 120),
  content_type text not null
    check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
  size integer not null check (size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null,
  status text not null default 'Pending' check (status in ('Pending', 'Approved', 'Rejected')),
  rejection_reason text check (length(rejection_reason) <= 500),
  uploaded_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by text
);
create index player_documents_by_player on player_documents (player_id, uploaded_at desc);

create table player_additional_info (
  player_id uuid primary key references players (id),
  occupation text check (length(occupation) <= 100),
  updated_at timestamptz not null default now()
);

create table customer_popups (
  id uuid primary key,
  brand text not null references brands (brand),
  -- null: every player of the brand.
  player_id uuid references players (id),
  kind text not null check (kind in ('TermsAndConditions', 'BonusTerms', 'PrivacyPolicy', 'Message')),
  version integer not null check (version >= 1),
  title text not null check (length(title) between 1 and 200),
  body text not null check (length(body) between 1 and 20000),
  requires_acceptance boolean not null,
  created_at timestamptz not null default now(),
  -- A newer pop-up of the same kind (and audience) replaced it.
  retired_at timestamptz
);
create index customer_popups_by_brand on customer_popups (brand, created_at);

create table popup_acceptances (
  popup_id uuid not null references customer_popups (id),
  player_id uuid not null references players (id),
  version integer not null,
  accepted_at timestamptz not null default now(),
  primary key (popup_id, player_id)
);

-- The brand's banners that are not about one player: Maintenance windows, GermanyCloseDown,
-- NovemberCampaign, Content.
create table site_banners (
  id uuid primary key,
  brand text not null references brands (brand),
  type text not null check (type in ('Maintenance', 'GermanyCloseDown', 'NovemberCampaign', 'Content')),
  text text check (length(text) <= 1000),
  link text check (length(link) <= 500),
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);
create index site_banners_by_brand on site_banners (brand, type);

alter table players add column reopen_by_customer_allowed boolean not null default false;
alter table players add column ssn text check (ssn ~ '^[1-6][0-9]{10}$');
