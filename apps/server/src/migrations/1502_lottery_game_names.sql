-- A lottery's name in the languages beyond PT and EN (name_pt, name_en), by language code; a
-- language without one reads the Portuguese name. Each market's own words: the Vietnamese
-- regions as the players call them.
alter table lottery_games add column names jsonb not null default '{}';

update lottery_games g set names = jsonb_build_object('VI', v.name_vi)
  from (values
    ('vn-north', 'Xổ số Miền Bắc'),
    ('vn-central', 'Xổ số Miền Trung'),
    ('vn-south', 'Xổ số Miền Nam'),
    ('thai', 'Xổ số Thái Lan'),
    ('lao', 'Xổ số Lào'),
    ('my4d', 'Malaysia 4D'),
    ('5d-1', '5D 1 phút'),
    ('5d-3', '5D 3 phút'),
    ('5d-5', '5D 5 phút'),
    ('k3-1', 'K3 1 phút'),
    ('k3-3', 'K3 3 phút'),
    ('pk10-1', 'PK10 1 phút'),
    ('pk10-5', 'PK10 5 phút'),
    ('11x5-2', '11x5 2 phút'),
    ('11x5-5', '11x5 5 phút'),
    ('keno-2', 'Keno 2 phút')
  ) as v (code, name_vi)
 where g.code = v.code;
