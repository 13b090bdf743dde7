-- Pix payouts: a player's Pix key as a withdrawal destination, and the payout sent to it through
-- the Pix provider (PUT /v3/gn/pix/{idEnvio}: our id, chosen before the provider is asked, so a
-- request whose answer was lost is found again by it and never sent twice).
alter table payee_accounts drop constraint payee_accounts_type_check;
alter table payee_accounts add constraint payee_accounts_type_check check (type in ('BANK', 'EWALLET', 'PIX'));
-- The key's type (CPF, EMAIL, PHONE, EVP); account_no holds the key as the directory writes it.
alter table payee_accounts add column pix_key_type text
  check ((type = 'PIX') = (pix_key_type is not null) and pix_key_type in ('CPF', 'EMAIL', 'PHONE', 'EVP'));

-- returned: paid, then given back by the payee's bank; the amount was credited back.
alter table withdrawal_orders drop constraint withdrawal_orders_status_check;
alter table withdrawal_orders add constraint withdrawal_orders_status_check
  check (status in ('review', 'paying', 'paid', 'completed', 'rejected', 'failed', 'returned'));

alter table withdrawal_orders
  -- idEnvio: set when the order is approved, unique across every payout ever asked.
  add column payout_id text unique,
  -- The provider's word on it: requested (asked, no answer yet), unknown (the answer was lost),
  -- EM_PROCESSAMENTO, REALIZADO, NAO_REALIZADO, DEVOLVIDO.
  add column payout_status text,
  add column payout_end_to_end_id text,
  add column payout_error text,
  add column payout_checked_at timestamptz;

-- Pix payouts the reconciliation asks the provider about, oldest first.
create index withdrawal_orders_pix_open_idx on withdrawal_orders (updated_at)
  where status = 'paying' and payout_id is not null;
