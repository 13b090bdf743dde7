-- The house's own games join the game catalogue as vendor BGS (source 'house', so the
-- aggregator's sync never touches them), and their rounds are offered to the betting record
-- and the winner board in the shape of game_rounds through the view house_game_records.
insert into game_vendors (code, name, logo_type, logo_url, source, sort_order)
values ('BGS', 'Jogada Originals', 'RNG', '/images/bgs/logo.svg', 'house', -100)
on conflict (code) do nothing;

insert into game_vendor_categories (vendor_code, game_type, is_hot, sort_order)
values ('BGS', 'RNG', true, -100)
on conflict do nothing;

-- Stakes in hundredths (the catalogue's unit); RTP in percent as computed by `npm run rtp`.
insert into games (vendor_code, game_code, game_type, classify, name, icon_url, min_bet, max_bet, lines, is_hot, rtp, feed_hash, sort_order)
values
  ('BGS', 'crash', 'RNG', 'AC', 'Crash', '/images/bgs/crash.svg', 10, 100000, 0, true, 99.00, 'house', 1),
  ('BGS', 'dice', 'RNG', 'AC', 'Dice', '/images/bgs/dice.svg', 10, 100000, 0, true, 98.99, 'house', 2),
  ('BGS', 'limbo', 'RNG', 'AC', 'Limbo', '/images/bgs/limbo.svg', 10, 100000, 0, false, 99.00, 'house', 3),
  ('BGS', 'mines', 'RNG', 'AC', 'Mines', '/images/bgs/mines.svg', 10, 100000, 0, true, 99.00, 'house', 4),
  ('BGS', 'plinko', 'RNG', 'AC', 'Plinko', '/images/bgs/plinko.svg', 10, 100000, 0, true, 98.90, 'house', 5),
  ('BGS', 'keno', 'RNG', 'BG', 'Keno', '/images/bgs/keno.svg', 10, 100000, 0, false, 98.65, 'house', 6),
  ('BGS', 'fruit-classic', 'RNG', null, 'Classic Fruits', '/images/bgs/fruit-classic.svg', 10, 100000, 5, false, 96.85, 'house', 7),
  ('BGS', 'pharaoh-lines', 'RNG', null, 'Pharaoh''s Treasure', '/images/bgs/pharaoh-lines.svg', 10, 100000, 20, true, 95.94, 'house', 8),
  ('BGS', 'jungle-ways', 'RNG', null, 'Jungle Ways', '/images/bgs/jungle-ways.svg', 10, 100000, 243, false, 96.95, 'house', 9)
on conflict (vendor_code, game_code) do nothing;

-- A Mines round left without a move and refunded is shown as a refund, not as a win.
create view house_game_records as
select r.id, r.round_id, r.member_id, r.merchant_code, g.id as game_id, g.vendor_code, r.demo, r.currency,
       r.stake,
       case when r.status = 'cancelled' then 0 else r.win end as win,
       case when r.status = 'cancelled' then r.win else 0 end as refund,
       1 as bets,
       case when r.status = 'active' then 'open' else 'closed' end as status,
       r.created_at as started_at, r.settled_at
  from house_rounds r
  join games g on g.vendor_code = 'BGS' and g.game_code = r.game_code;
