-- The demo brand's welcome popup leads to the page of the promotion it offers. Only a popup
-- still without a link (as seeded) is changed; one staff have edited keeps theirs.
update announcements a
set link_type = 'P', link = '/promoDetail?id=' || p.id
from promotions p
where a.seed_key = 'popup-welcome'
  and a.link_type = 'NONE'
  and a.link = ''
  and p.merchant_code = a.merchant_code
  and p.seed_key = 'promotion-first-deposit';
