-- Sign-in method changes and password resets (issue 55 section 3): their event kinds, and the time of
-- the account's password the API last accounted for, so a reset by link (which no session reports)
-- is found at the account's next sign-in.
ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check;
ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
  'signIn', 'passwordChanged', 'passwordAdded', 'passwordReset', 'emailChanged',
  'googleLinked', 'googleUnlinked', 'phoneLinked', 'phoneRemoved',
  'secondFactorAdded', 'secondFactorRemoved', 'passkeyAdded', 'passkeyRemoved', 'signOutEverywhere'
));

CREATE TABLE password_baselines (
  uid text PRIMARY KEY,
  -- the identity service's passwordUpdatedAt (ms) last accounted for; null: the account had no password
  password_updated_at bigint
);
