-- Booked figures per member and local day, every product together: what the team reports read
-- (one row per member and day, a quarter of agent_bet_daily's rows when members play four
-- products). Kept by the same booking statement as agent_bet_daily.
create table agent_member_daily (
  member_id bigint not null,
  day date not null,
  merchant_code text not null,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  bets int not null default 0,
  primary key (member_id, day)
);

insert into agent_member_daily (member_id, day, merchant_code, valid_bet, payout, bets)
select member_id, day, min(merchant_code), sum(valid_bet), sum(payout), sum(bets)
  from agent_bet_daily group by member_id, day;
