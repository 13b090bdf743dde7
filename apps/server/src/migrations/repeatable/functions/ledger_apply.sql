-- Applies a change to one account and writes its entry. Returns the balance and hold after it.
-- Earlier texts, kept as history: migration 0300_ledger.
create or replace function ledger_apply(
  p_transfer bigint, p_account bigint, p_amount bigint, p_pending_delta bigint, p_currency text,
  out o_balance bigint, out o_pending bigint
) language plpgsql as $$
declare v_currency text;
begin
  update ledger_accounts
     set balance = balance + p_amount, pending = pending + p_pending_delta, version = version + 1
   where id = p_account
  returning balance, pending, currency into o_balance, o_pending, v_currency;
  if not found then
    raise exception 'ledger account % does not exist', p_account using errcode = 'JL004';
  end if;
  if v_currency <> p_currency then
    raise exception 'ledger account % is not in %', p_account, p_currency using errcode = 'JL003';
  end if;
  insert into ledger_entries (transfer_id, account_id, amount, pending_delta, balance_after, pending_after)
  values (p_transfer, p_account, p_amount, p_pending_delta, o_balance, o_pending);
end $$;
