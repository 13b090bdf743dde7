-- The language a player chose on the site, kept on the account so messages sent without a
-- request (SMS codes, e-mails) speak it too. Null: never chosen, the brand's default applies.
alter table members add column language text;
