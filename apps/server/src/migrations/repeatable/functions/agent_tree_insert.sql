-- Kept by the database itself, so every way an account is created (registration, the register
-- account centre, seeding, operators) places it in its upline's tree.
-- Run by the trigger members_agent_tree_insert on members, created by migration 0700_agents.
-- Earlier texts, kept as history: migration 0700_agents.
create or replace function agent_tree_insert() returns trigger language plpgsql as $$
begin
  insert into agent_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select t.ancestor_id, new.id, t.depth + 1 from agent_tree t where t.descendant_id = new.upline_id;
  end if;
  return new;
end $$;
