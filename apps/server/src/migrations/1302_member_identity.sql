-- The terms (and age declaration) each account accepted, and when: a player whose version is not
-- the brand's current one is asked again before going on (identity.termsVersion).
alter table members
  add column terms_version text,
  add column terms_accepted_at timestamptz;
