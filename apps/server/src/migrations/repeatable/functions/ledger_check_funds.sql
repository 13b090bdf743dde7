-- Locks the accounts whose balance is checked (never the house's), always in id order, and
-- refuses the debit when the available balance is short. Raises JL001 with nothing changed.
-- Earlier texts, kept as history: migration 0300_ledger.
create or replace function ledger_check_funds(p_debit bigint, p_credit bigint, p_amount bigint) returns void
language plpgsql as $$
declare v_available bigint; v_may_neg boolean;
begin
  perform 1 from ledger_accounts where id in (p_debit, p_credit) and not may_go_negative
   order by id for update;
  select balance - pending, may_go_negative into v_available, v_may_neg from ledger_accounts where id = p_debit;
  if v_may_neg is null then
    raise exception 'ledger account % does not exist', p_debit using errcode = 'JL004';
  end if;
  if not v_may_neg and v_available < p_amount then
    raise exception 'insufficient funds: available %, needed %', v_available, p_amount using errcode = 'JL001';
  end if;
end $$;
