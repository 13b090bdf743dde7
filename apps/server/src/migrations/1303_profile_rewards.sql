-- A profile field's reward (adding Zalo, SPEC §9) joins the reward centre's loyalty sources.
alter table loyalty_rewards drop constraint loyalty_rewards_source_check;
alter table loyalty_rewards add constraint loyalty_rewards_source_check
  check (source in ('mission', 'vip', 'referral', 'profile'));
