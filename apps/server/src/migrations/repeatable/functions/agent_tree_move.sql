-- Moving a member under another upline moves its whole subtree.
-- Run by the trigger members_agent_tree_move on members, created by migration 0700_agents.
-- Earlier texts, kept as history: migration 0700_agents.
create or replace function agent_tree_move() returns trigger language plpgsql as $$
begin
  if new.upline_id is not distinct from old.upline_id then return new; end if;
  if new.upline_id is not null and exists (
    select 1 from agent_tree where ancestor_id = new.id and descendant_id = new.upline_id) then
    raise exception 'a member cannot be placed under its own downline';
  end if;
  delete from agent_tree t
   using agent_tree sub, agent_tree sup
   where sub.ancestor_id = new.id and t.descendant_id = sub.descendant_id
     and sup.descendant_id = new.id and sup.ancestor_id <> new.id and t.ancestor_id = sup.ancestor_id;
  if new.upline_id is not null then
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select sup.ancestor_id, sub.descendant_id, sup.depth + sub.depth + 1
      from agent_tree sup, agent_tree sub
     where sup.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return new;
end $$;
