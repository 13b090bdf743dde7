-- Get or create an account; returns its id.
-- Earlier texts, kept as history: migration 0300_ledger.
create or replace function ledger_account(
  p_owner_kind text, p_owner_id text, p_kind text, p_code text, p_currency text, p_slot smallint
) returns bigint language plpgsql as $$
declare v_id bigint;
begin
  select id into v_id from ledger_accounts
   where owner_kind = p_owner_kind and owner_id = p_owner_id and kind = p_kind and code = p_code
     and currency = p_currency and slot = p_slot;
  if v_id is null then
    insert into ledger_accounts (owner_kind, owner_id, kind, code, currency, slot, may_go_negative)
    values (p_owner_kind, p_owner_id, p_kind, p_code, p_currency, p_slot, p_owner_kind = 'house')
    on conflict do nothing
    returning id into v_id;
    if v_id is null then
      select id into v_id from ledger_accounts
       where owner_kind = p_owner_kind and owner_id = p_owner_id and kind = p_kind and code = p_code
         and currency = p_currency and slot = p_slot;
    end if;
  end if;
  return v_id;
end $$;
