-- Email changes (issue 55 section 3): the hub reports a requested change while its session still
-- holds, the API keeps the address it will tell, and records "email changed" once the account shows it.
ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check;
ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
  'signIn', 'passwordChanged', 'emailChanged', 'secondFactorAdded', 'secondFactorRemoved',
  'passkeyAdded', 'passkeyRemoved', 'signOutEverywhere'
));

-- One requested change per account: the address it had when the person asked, told once the change is done.
CREATE TABLE pending_email_changes (
  uid text PRIMARY KEY,
  old_email text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
