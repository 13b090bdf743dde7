-- Earlier texts, kept as history: migration 1040_back_office.
create or replace function audit_log_row_text(
  p_seq bigint, p_prev text, p_actor text, p_action text, p_merchant text, p_ip text,
  p_detail jsonb, p_before jsonb, p_after jsonb, p_created timestamptz
) returns text language sql immutable as $$
  select concat_ws('|', p_seq::text, p_prev, p_actor, p_action, coalesce(p_merchant, ''),
    coalesce(p_ip, ''), p_detail::text, coalesce(p_before::text, ''), coalesce(p_after::text, ''),
    to_char(p_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))
$$;
