-- Inbox: one body per message (a system template's texts, or an operator's broadcast) and one
-- entry per recipient, so a message to every player of a brand stores its HTML once.
create table message_bodies (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  source text not null check (source in ('system', 'operator')),
  template text,
  -- {PT, EN}: operators write both; system templates are rendered in both at write time.
  title jsonb not null,
  -- Sanitized HTML per language.
  content jsonb not null,
  created_by text,
  created_at timestamptz not null default now(),
  check ((source = 'system') = (template is not null))
);

create table inbox_entries (
  id bigserial primary key,
  member_id bigint not null references members (id),
  body_id bigint not null references message_bodies (id),
  read_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index inbox_entries_member_idx on inbox_entries (member_id, id desc) where deleted_at is null;
-- The header badge's count reads only this index.
create index inbox_entries_unread_idx on inbox_entries (member_id) where read_at is null and deleted_at is null;

-- Feedback (SPEC §2, §5): images are re-encoded (no metadata) and kept here, never under a public path.
create table feedback (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  member_id bigint not null references members (id),
  question_type text not null,
  content text not null,
  answer text,
  answered_by text,
  answered_at timestamptz,
  created_at timestamptz not null default now()
);
create index feedback_member_idx on feedback (member_id, id desc);
create index feedback_open_idx on feedback (merchant_code, id) where answer is null;

create table feedback_images (
  id bigserial primary key,
  feedback_id bigint not null references feedback (id),
  position smallint not null check (position between 1 and 3),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  data bytea not null,
  unique (feedback_id, position)
);

-- Chat room: one public room per brand. Text is stored as typed; the site shows it as text.
create table chat_messages (
  id bigserial primary key,
  merchant_code text not null references brands (merchant_code),
  member_id bigint not null references members (id),
  nickname text not null,
  level_label text not null default '',
  text text not null,
  deleted_at timestamptz,
  deleted_by text,
  created_at timestamptz not null default now()
);
create index chat_messages_room_idx on chat_messages (merchant_code, id desc) where deleted_at is null;

create table chat_mutes (
  member_id bigint primary key references members (id),
  muted_until timestamptz not null,
  reason text not null default '',
  muted_by text not null,
  created_at timestamptz not null default now()
);
