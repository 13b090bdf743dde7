-- A lottery's name in Thai, Chinese, Indonesian and Spanish, beside the Vietnamese one: each
-- market's own words (the Thai players' hua, the Chinese fast-game names, the Indonesian togel).
update lottery_games g
   set names = g.names || jsonb_build_object('TH', v.name_th, 'ZH', v.name_zh, 'ID', v.name_id, 'ES', v.name_es)
  from (values
    ('vn-north', 'หวยเวียดนาม ภาคเหนือ', '越南北部彩', 'Togel Vietnam Utara', 'Lotería de Vietnam: Norte'),
    ('vn-central', 'หวยเวียดนาม ภาคกลาง', '越南中部彩', 'Togel Vietnam Tengah', 'Lotería de Vietnam: Centro'),
    ('vn-south', 'หวยเวียดนาม ภาคใต้', '越南南部彩', 'Togel Vietnam Selatan', 'Lotería de Vietnam: Sur'),
    ('thai', 'หวยรัฐบาลไทย', '泰国彩票', 'Togel Thailand', 'Lotería de Tailandia'),
    ('lao', 'หวยลาว', '老挝彩票', 'Togel Laos', 'Lotería de Laos'),
    ('my4d', 'หวยมาเลย์ 4D', '马来西亚4D', 'Malaysia 4D', 'Malasia 4D'),
    ('5d-1', '5D ทุก 1 นาที', '1分5D', '5D 1 menit', '5D cada minuto'),
    ('5d-3', '5D ทุก 3 นาที', '3分5D', '5D 3 menit', '5D cada 3 minutos'),
    ('5d-5', '5D ทุก 5 นาที', '5分5D', '5D 5 menit', '5D cada 5 minutos'),
    ('k3-1', 'K3 ทุก 1 นาที', '1分快3', 'K3 1 menit', 'K3 cada minuto'),
    ('k3-3', 'K3 ทุก 3 นาที', '3分快3', 'K3 3 menit', 'K3 cada 3 minutos'),
    ('pk10-1', 'PK10 ทุก 1 นาที', '1分PK10', 'PK10 1 menit', 'PK10 cada minuto'),
    ('pk10-5', 'PK10 ทุก 5 นาที', '5分PK10', 'PK10 5 menit', 'PK10 cada 5 minutos'),
    ('11x5-2', '11x5 ทุก 2 นาที', '2分11选5', '11x5 2 menit', '11x5 cada 2 minutos'),
    ('11x5-5', '11x5 ทุก 5 นาที', '5分11选5', '11x5 5 menit', '11x5 cada 5 minutos'),
    ('keno-2', 'คีโน ทุก 2 นาที', '2分基诺', 'Keno 2 menit', 'Keno cada 2 minutos')
  ) as v (code, name_th, name_zh, name_id, name_es)
 where g.code = v.code;
