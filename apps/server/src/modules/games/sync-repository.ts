import type { Queryable } from "../../platform/db.js";

export interface VendorInput {
  code: string;
  name: string;
  logoType: string;
  logoUrl: string;
  sortOrder: number;
  categories: { gameType: string; isHot: boolean }[];
}

export interface GameInput {
  vendor: string;
  gameCode: string;
  gameType: string;
  classify: string | null;
  name: string;
  iconUrl: string;
  minBet: string;
  maxBet: string;
  lines: number;
  hot: boolean;
  rtp: string;
  rooms: unknown[];
  demo: boolean;
  hash: string;
  sortOrder: number;
}

/** Vendors of the feed: new ones added, known ones updated, missing ones marked removed. */
export async function upsertVendors(db: Queryable, vendors: VendorInput[]): Promise<void> {
  await db.query(
    `insert into game_vendors (code, name, logo_type, logo_url, sort_order, source)
     select code, name, "logoType", "logoUrl", "sortOrder", 'aggregator'
       from jsonb_to_recordset($1::jsonb) as x(code text, name text, "logoType" text, "logoUrl" text, "sortOrder" int)
     on conflict (code) do update set name = excluded.name, logo_type = excluded.logo_type,
       logo_url = excluded.logo_url,
       sort_order = case when game_vendors.ops_override then game_vendors.sort_order else excluded.sort_order end, removed_at = null, updated_at = now()
     where game_vendors.source = 'aggregator'`,
    [JSON.stringify(vendors)],
  );
  const categories = vendors.flatMap((vendor) =>
    vendor.categories.map((category, index) => ({
      vendor: vendor.code,
      ...category,
      sortOrder: vendor.sortOrder * 10 + index,
    })),
  );
  await db.query(
    `insert into game_vendor_categories (vendor_code, game_type, is_hot, sort_order)
     select vendor, "gameType", "isHot", "sortOrder"
       from jsonb_to_recordset($1::jsonb) as x(vendor text, "gameType" text, "isHot" boolean, "sortOrder" int)
     on conflict (vendor_code, game_type) do update set is_hot = excluded.is_hot, sort_order = excluded.sort_order`,
    [JSON.stringify(categories)],
  );
  await db.query(
    `delete from game_vendor_categories c using game_vendors v
      where v.code = c.vendor_code and v.source = 'aggregator'
        and not exists (select 1 from jsonb_to_recordset($1::jsonb) as x(vendor text, "gameType" text)
                         where x.vendor = c.vendor_code and x."gameType" = c.game_type)`,
    [JSON.stringify(categories)],
  );
  await db.query(
    `update game_vendors set removed_at = now()
      where source = 'aggregator' and removed_at is null and not (code = any($1::text[]))`,
    [vendors.map((vendor) => vendor.code)],
  );
}

/** Adds and updates a batch of games; returns how many were new and how many changed. */
export async function upsertGames(
  db: Queryable,
  games: GameInput[],
): Promise<{ added: number; changed: number }> {
  const result = await db.query<{ added: string; changed: string }>(
    `with rows as (
       insert into games (vendor_code, game_code, game_type, classify, name, icon_url, min_bet, max_bet, lines,
                          is_hot, rtp, rooms, has_demo, feed_hash, sort_order)
       select vendor, "gameCode", "gameType", classify, name, "iconUrl",
              round("minBet" * 100)::bigint, round("maxBet" * 100)::bigint, lines, hot, rtp, rooms, demo, hash,
              "sortOrder"
         from jsonb_to_recordset($1::jsonb) as x(vendor text, "gameCode" text, "gameType" text, classify text,
              name text, "iconUrl" text, "minBet" numeric, "maxBet" numeric, lines int, hot boolean, rtp numeric,
              rooms jsonb, demo boolean, hash text, "sortOrder" int)
       on conflict (vendor_code, game_code) do update set
         game_type = excluded.game_type, classify = excluded.classify, name = excluded.name,
         icon_url = excluded.icon_url, min_bet = excluded.min_bet, max_bet = excluded.max_bet,
         lines = excluded.lines,
         is_hot = case when games.ops_override then games.is_hot else excluded.is_hot end, rtp = excluded.rtp, rooms = excluded.rooms,
         has_demo = excluded.has_demo, feed_hash = excluded.feed_hash,
         sort_order = case when games.ops_override then games.sort_order else excluded.sort_order end, removed_at = null, updated_at = now()
       where games.feed_hash <> excluded.feed_hash or games.removed_at is not null
            or games.sort_order <> excluded.sort_order
       returning (xmax = 0) as inserted
     )
     select count(*) filter (where inserted) as added, count(*) filter (where not inserted) as changed from rows`,
    [JSON.stringify(games)],
  );
  return { added: Number(result.rows[0]?.added ?? 0), changed: Number(result.rows[0]?.changed ?? 0) };
}

/** Games of aggregator vendors that the feed no longer lists. */
export async function removeMissingGames(db: Queryable, keys: string[]): Promise<number> {
  const result = await db.query(
    `update games g set removed_at = now(), updated_at = now()
       from game_vendors v
      where v.code = g.vendor_code and v.source = 'aggregator' and g.removed_at is null
        and not (g.vendor_code || ':' || g.game_code = any($1::text[]))`,
    [keys],
  );
  return result.rowCount ?? 0;
}

export async function startRun(db: Queryable): Promise<string> {
  const result = await db.query<{ id: string }>(
    "insert into game_sync_runs (status) values ('running') returning id",
  );
  return result.rows[0]!.id;
}

export async function finishRun(
  db: Queryable,
  id: string,
  outcome: { status: "ok" | "failed"; added?: number; changed?: number; removed?: number; error?: string },
): Promise<void> {
  await db.query(
    `update game_sync_runs set finished_at = now(), status = $2, added = $3, changed = $4, removed = $5, error = $6
      where id = $1`,
    [
      id,
      outcome.status,
      outcome.added ?? 0,
      outcome.changed ?? 0,
      outcome.removed ?? 0,
      outcome.error ?? null,
    ],
  );
}

export async function analyze(db: Queryable): Promise<void> {
  // The vendors too: the list joins them, and a plan from empty-table estimates reads every game.
  await db.query("analyze games, game_vendors");
  // A sync's rows wait in the name index's pending list (GIN fast update) until a vacuum, and every
  // name search scans that whole list meanwhile: merged into the index now, in one pass.
  await db.query("select gin_clean_pending_list('games_name_trgm_idx'::regclass)");
}
