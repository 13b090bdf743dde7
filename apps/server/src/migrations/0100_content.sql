-- Announcements of the site (SPEC §2, §3): home and modal banners, player notices (marquee and the
-- notice page), the popup and promotions. Texts live per language in announcement_texts; their
-- HTML is sanitized by the server before it is written.
create table announcements (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  kind text not null check (kind in ('banner', 'notice', 'popup', 'promotion')),
  -- Banner group (index, w_login, w_register, promotions); null for other kinds.
  group_name text,
  image_url text not null default '',
  link_type text not null default 'NONE' check (link_type in ('NONE', 'URL', 'P', 'G')),
  link text not null default '',
  link_target text not null default '_self' check (link_target in ('_self', '_blank')),
  -- {vendor, nodeId, roomId} when link_type is G.
  game jsonb,
  -- Notices shown on the home page marquee (announcement type H).
  headline boolean not null default false,
  sort_order integer not null default 0,
  enabled boolean not null default true,
  published_at timestamptz not null default now(),
  ends_at timestamptz,
  -- Stable name of seeded rows, so seeding again never duplicates or overwrites them.
  seed_key text,
  created_at timestamptz not null default now(),
  unique (merchant_code, seed_key),
  check ((link_type = 'G') = (game is not null)),
  check ((kind = 'banner') = (group_name is not null))
);

create index announcements_listing on announcements (merchant_code, kind, published_at desc, id desc)
  where enabled;

create table announcement_texts (
  announcement_id bigint not null references announcements (id) on delete cascade,
  language text not null check (language in ('PT', 'EN')),
  title text not null,
  content text not null default '',
  primary key (announcement_id, language)
);

-- Help centre (SPEC §2 /help, footer information block): a tree of entries with texts per language.
create table help_entries (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  parent_id bigint references help_entries (id) on delete cascade,
  tag text not null,
  menu_type text not null check (menu_type in ('menu', 'page')),
  sort_order integer not null default 0,
  enabled boolean not null default true,
  seed_key text,
  created_at timestamptz not null default now(),
  unique (merchant_code, seed_key)
);

create index help_entries_tree on help_entries (merchant_code, parent_id, sort_order) where enabled;

create table help_entry_texts (
  entry_id bigint not null references help_entries (id) on delete cascade,
  language text not null check (language in ('PT', 'EN')),
  title text not null,
  content text not null default '',
  primary key (entry_id, language)
);
