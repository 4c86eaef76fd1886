-- Why the ledger refused a Pay N Play payment's deposit (its error type: PlayerOnBreak,
-- DepositLimitExceeded, DepositLimitRequired, a compliance refusal …). The Approve still signs
-- the player in; its redirect names the refusal so the handler page can say why the deposit was
-- not taken, and a repeated Approve (a double click) answers the same redirect from this.
alter table sandbox_payments add column refusal text
  check (refusal is null or refusal ~ '^[A-Za-z]{1,64}$');
