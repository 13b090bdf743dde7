-- Run by the triggers games_never_deleted on games, lottery_draws_never_deleted on lottery_draws,
-- lottery_games_never_deleted on lottery_games, members_never_deleted on members, created by
-- migration 1170_hot_rows_without_foreign_keys.
-- Earlier texts, kept as history: migration 1170_hot_rows_without_foreign_keys.
create or replace function refuse_deleting_referenced_rows() returns trigger language plpgsql as $$
begin
  raise exception '% rows are never deleted: rounds and tickets refer to them', tg_table_name
    using errcode = 'restrict_violation';
end $$;
