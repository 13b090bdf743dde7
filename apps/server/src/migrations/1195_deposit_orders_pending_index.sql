-- The metrics count open deposits on every scrape: a partial index keeps that to the pending rows.
create index deposit_orders_pending_idx on deposit_orders (created_at) where status = 'pending';
