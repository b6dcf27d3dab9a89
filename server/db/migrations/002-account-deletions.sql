-- Account deletions (issue 55): one row per account being deleted, written before anything of it
-- is deleted and closed after the last step, so a deletion that stopped half-way is found and
-- finished (by the person asking again, or by the API when it starts). The address and language
-- are kept only while the deletion is open: the confirmation email needs them after the identity
-- is gone; a closed row keeps the uid and the times alone.
CREATE TABLE account_deletions (
  uid text PRIMARY KEY,
  email text,
  locale text NOT NULL,
  -- the brand code whose display name the confirmation email shows
  brand text,
  started_at timestamptz NOT NULL DEFAULT now(),
  passkeys_deleted_at timestamptz,
  product_data_deleted_at timestamptz,
  identity_deleted_at timestamptz,
  -- claimed before the email is handed to the outbox, so two runs send it once
  email_sent_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX account_deletions_open ON account_deletions (started_at) WHERE completed_at IS NULL;
