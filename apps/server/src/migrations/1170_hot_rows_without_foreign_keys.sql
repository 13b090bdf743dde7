-- The rows every bet writes (a game round and its call record, a house-game round, a lottery
-- ticket and its draw's liability per number) no longer carry foreign keys to members, games, lottery games and draws. A foreign key
-- check locks the row it points at (FOR KEY SHARE). Every bet on one game, and every ticket on one
-- draw, locked the same row: PostgreSQL then writes a new multixact and dirties that row's page
-- on each insert, and concurrent bets queue on it. In a measured run of the seamless bet statement
-- the two checks on game_rounds alone cost a quarter of its rate at four connections.
--
-- What the keys promised still holds, by other means (docs/decisions/117):
-- - the writers take the ids from rows they have just read (the session, the game, the draw);
-- - members, games, lottery games and draws are never deleted (blocked just below), so an id
--   once written keeps pointing at its row.
alter table game_rounds drop constraint game_rounds_member_id_fkey;
alter table game_rounds drop constraint game_rounds_game_id_fkey;
alter table game_transactions drop constraint game_transactions_member_id_fkey;
alter table house_rounds drop constraint house_rounds_member_id_fkey;
alter table lottery_tickets drop constraint lottery_tickets_member_id_fkey;
alter table lottery_tickets drop constraint lottery_tickets_game_code_fkey;
alter table lottery_tickets drop constraint lottery_tickets_draw_id_fkey;
alter table lottery_liability drop constraint lottery_liability_draw_id_fkey;

create function refuse_deleting_referenced_rows() returns trigger language plpgsql as $$
begin
  raise exception '% rows are never deleted: rounds and tickets refer to them', tg_table_name
    using errcode = 'restrict_violation';
end $$;

create trigger members_never_deleted before delete or truncate on members
  for each statement execute function refuse_deleting_referenced_rows();
create trigger games_never_deleted before delete or truncate on games
  for each statement execute function refuse_deleting_referenced_rows();
create trigger lottery_games_never_deleted before delete or truncate on lottery_games
  for each statement execute function refuse_deleting_referenced_rows();
create trigger lottery_draws_never_deleted before delete or truncate on lottery_draws
  for each statement execute function refuse_deleting_referenced_rows();
