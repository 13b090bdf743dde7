-- Announcement and help texts may be stored in every language the platform knows (the codes of
-- packages/contracts/src/language-codes.ts), not only PT and EN; a reader gets the text of their
-- language, else the brand's default.
alter table announcement_texts drop constraint announcement_texts_language_check,
  add constraint announcement_texts_language_check
    check (language in ('PT', 'EN', 'VI', 'TH', 'ZH', 'ID', 'ES'));
alter table help_entry_texts drop constraint help_entry_texts_language_check,
  add constraint help_entry_texts_language_check
    check (language in ('PT', 'EN', 'VI', 'TH', 'ZH', 'ID', 'ES'));
