-- Each sign-in method's state the API last recorded for an account (issue 55 section 3): a link or a
-- removal (a second factor's too) is recorded when it moves that state, so the same removal reported from two tabs is one event.
CREATE TABLE sign_in_method_states (
  uid text NOT NULL,
  -- 'google.com', 'phone', or 'secondFactor:' and a factor's enrollment id
  method text NOT NULL,
  -- a hash of what is linked (the Google account's id, the phone number); null: nothing is
  subject text,
  PRIMARY KEY (uid, method)
);
