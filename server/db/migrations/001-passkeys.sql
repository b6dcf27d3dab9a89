-- Passkeys (issue 54): WebAuthn credentials of Firebase accounts, one relying party per white-label.
CREATE TABLE passkeys (
  -- base64url, as WebAuthn's JSON carries it
  credential_id text PRIMARY KEY,
  uid text NOT NULL,
  white_label text NOT NULL,
  public_key bytea NOT NULL,
  -- the authenticator's signature counter: 32 bits unsigned, beyond integer
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_of_account ON passkeys (uid, white_label);

-- Challenges handed out with options: single use, short-lived (expires_at set by the database clock).
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  -- the account registering; null for a sign-in (anyone may ask)
  uid text,
  white_label text NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
