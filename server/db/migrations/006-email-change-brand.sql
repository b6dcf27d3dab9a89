-- An email change is told by whichever finds it first, a call of the account or the API's own sweep
-- (issue 55 section 3): the brand and language of the request are kept with it, so either tells it alike.
ALTER TABLE pending_email_changes ADD COLUMN brand text;
ALTER TABLE pending_email_changes ADD COLUMN locale text;
CREATE INDEX pending_email_changes_oldest ON pending_email_changes (requested_at);
