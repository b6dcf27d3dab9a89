-- Security events (issue 55): what happened to an account, for its owner's "Recent security activity".
CREATE TABLE security_events (
  id bigserial PRIMARY KEY,
  uid text NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'signIn', 'passwordChanged', 'secondFactorAdded', 'secondFactorRemoved',
    'passkeyAdded', 'passkeyRemoved', 'signOutEverywhere'
  )),
  -- how the person signed in (Firebase's sign_in_provider), for signIn
  method text,
  -- coarse: a browser family and a platform, never the whole user agent
  browser text,
  platform text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_of_account ON security_events (uid, at DESC);

-- The browsers an account has signed in from: the hub's random id for the browser, hashed.
CREATE TABLE known_browsers (
  uid text NOT NULL,
  browser_hash text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, browser_hash)
);
