-- The amount above which a manual adjustment needs a second staff member, set per brand from the
-- back office (in the brand's minor units); a brand without a row uses OPS_FOUR_EYES_ABOVE.
create table brand_four_eyes (
  merchant_code text primary key references brands (merchant_code),
  above bigint not null check (above >= 0),
  updated_by text not null,
  updated_at timestamptz not null default now()
);
