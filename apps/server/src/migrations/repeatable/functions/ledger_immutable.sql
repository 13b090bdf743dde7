-- Run by the triggers ledger_entries_immutable on ledger_entries, ledger_transfers_immutable on
-- ledger_transfers, created by migration 0300_ledger.
-- Earlier texts, kept as history: migration 0300_ledger.
create or replace function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'JL009';
end $$;
