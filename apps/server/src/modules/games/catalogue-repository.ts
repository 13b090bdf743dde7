import { createHash } from "node:crypto";
import type { LanguageCode } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export interface GameRow {
  id: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  game_type: string;
  classify: string | null;
  name: string;
  icon_url: string;
  min_bet: string;
  max_bet: string;
  lines: number;
  is_hot: boolean;
  rtp: string;
  has_demo: boolean;
  rooms: {
    roomId: string;
    name: string;
    /** The room's name as staff wrote it per language (PT and EN, others optional). */
    names?: Partial<Record<LanguageCode, string>>;
    minBet: string;
    maxBet: string;
  }[];
  vendor_enabled: boolean;
  is_favorite: boolean;
  /** A lottery game's own names, the ones its pages and the betting record show; null otherwise. */
  lottery_name_pt: string | null;
  lottery_name_en: string | null;
  /** Its names in the other languages, by code (VI, TH, ZH, ID, ES). */
  lottery_names: Partial<Record<LanguageCode, string>> | null;
}

const GAME_COLUMNS = `g.id, g.vendor_code, v.name as vendor_name, g.game_code, g.game_type, g.classify, g.name,
  g.icon_url, g.min_bet, g.max_bet, g.lines, g.is_hot, g.rtp, g.rooms, g.has_demo, v.enabled as vendor_enabled,
  (select lg.name_pt from lottery_games lg where lg.game_id = g.id) as lottery_name_pt,
  (select lg.name_en from lottery_games lg where lg.game_id = g.id) as lottery_name_en,
  (select lg.names from lottery_games lg where lg.game_id = g.id) as lottery_names`;

function favouriteColumn(memberParam: string | null): string {
  return memberParam
    ? `exists (select 1 from game_favourites f where f.member_id = ${memberParam} and f.game_id = g.id) as is_favorite`
    : "false as is_favorite";
}

export interface GameFilter {
  gameType?: string;
  /** The brand's esports list (SPEC §1): their sports games belong to ESPORTS. */
  esportsVendors?: string[];
  vendor?: string;
  classify?: string;
  name?: string;
  minBet?: bigint;
  minLines?: number;
  hotOnly?: boolean;
  favouritesOf?: number;
  memberId?: number;
  limit: number;
  offset: number;
}

/** The game list of SPEC §3 with its total, in one statement. */
export async function listGames(
  db: Queryable,
  filter: GameFilter,
): Promise<{ rows: GameRow[]; total: number }> {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["g.removed_at is null and g.enabled", "v.removed_at is null"];
  const esports = filter.esportsVendors ?? [];
  if (filter.gameType === "ESPORTS" && esports.length > 0) {
    // Sports vendors the brand lists as esports are shown in ESPORTS instead (SPEC §3).
    where.push(
      `(g.game_type = 'ESPORTS' or (g.game_type = 'SPORTS' and g.vendor_code = any(${add(esports)})))`,
    );
  } else if (filter.gameType === "SPORTS" && esports.length > 0) {
    where.push(`g.game_type = 'SPORTS' and not (g.vendor_code = any(${add(esports)}))`);
  } else if (filter.gameType) {
    where.push(`g.game_type = ${add(filter.gameType)}`);
  }
  if (filter.vendor) where.push(`g.vendor_code = ${add(filter.vendor)}`);
  if (filter.classify) where.push(`g.classify = ${add(filter.classify)}`);
  if (filter.name) where.push(`lower(g.name) like ${add(`%${escapeLike(filter.name.toLowerCase())}%`)}`);
  if (filter.minBet !== undefined) where.push(`g.min_bet >= ${add(filter.minBet.toString())}`);
  if (filter.minLines !== undefined) where.push(`g.lines >= ${add(filter.minLines)}`);
  if (filter.hotOnly) where.push("g.is_hot");
  if (filter.favouritesOf !== undefined) {
    where.push(
      `exists (select 1 from game_favourites f where f.member_id = ${add(filter.favouritesOf)} and f.game_id = g.id)`,
    );
  }
  const whereParams = params.length;
  const member = filter.memberId !== undefined ? add(filter.memberId) : null;
  // The matches are counted and ordered on their sort keys alone; only the page's rows are read
  // whole (a broad name search matches thousands, and sorting whole rows doubled its time).
  const text = `with page as (
      select g.id, g.is_hot, v.sort_order as vendor_order, g.sort_order, count(*) over () as total
        from games g join game_vendors v on v.code = g.vendor_code
       where ${where.join(" and ")}
       order by g.is_hot desc, v.sort_order, g.sort_order, g.id
       limit ${add(filter.limit)} offset ${add(filter.offset)})
    select ${GAME_COLUMNS}, ${favouriteColumn(member)}, page.total
      from page join games g on g.id = page.id join game_vendors v on v.code = g.vendor_code
     order by page.is_hot desc, page.vendor_order, page.sort_order, page.id`;
  // Planning this statement costs more than running it (a name search: 1.6 ms against 1.2 ms),
  // so each shape is prepared once per connection under a name of its own. The shapes are the
  // combinations of the filters: a few dozen.
  const result = await db.query<GameRow & { total: string }>({
    name: statementName(text),
    text,
    values: params,
  });
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && filter.offset > 0) {
    // Past the last page: the window count is empty, ask for it alone.
    const count = await db.query<{ total: string }>(
      `select count(*) as total from games g join game_vendors v on v.code = g.vendor_code
        where ${where.join(" and ")}`,
      params.slice(0, whereParams),
    );
    total = Number(count.rows[0]?.total ?? 0);
  }
  return { rows: result.rows, total };
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `games_list_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findGame(
  db: Queryable,
  id: string | number,
  memberId?: number,
): Promise<GameRow | undefined> {
  const result = await db.query<GameRow>(
    `select ${GAME_COLUMNS}, ${favouriteColumn(memberId !== undefined ? "$2" : null)}
       from games g join game_vendors v on v.code = g.vendor_code
      where g.id = $1 and g.removed_at is null and g.enabled`,
    memberId !== undefined ? [id, memberId] : [id],
  );
  return result.rows[0];
}

export async function findGameByCode(
  db: Queryable,
  vendor: string | undefined,
  gameCode: string,
): Promise<GameRow | undefined> {
  // Two shapes so each uses an index: (vendor_code, game_code) or game_code alone.
  const result = vendor
    ? await db.query<GameRow>(
        `select ${GAME_COLUMNS}, false as is_favorite
           from games g join game_vendors v on v.code = g.vendor_code
          where g.vendor_code = $1 and g.game_code = $2 and g.removed_at is null and g.enabled`,
        [vendor, gameCode],
      )
    : await db.query<GameRow>(
        `select ${GAME_COLUMNS}, false as is_favorite
           from games g join game_vendors v on v.code = g.vendor_code
          where g.game_code = $1 and g.removed_at is null and g.enabled
          order by g.id limit 1`,
        [gameCode],
      );
  return result.rows[0];
}

/** PVP games that hold a room with this id. */
export async function findGameByRoom(db: Queryable, roomId: string): Promise<GameRow | undefined> {
  const result = await db.query<GameRow>(
    `select ${GAME_COLUMNS}, false as is_favorite
       from games g join game_vendors v on v.code = g.vendor_code
      where g.rooms @> jsonb_build_array(jsonb_build_object('roomId', $1::text)) and g.removed_at is null and g.enabled
      limit 1`,
    [roomId],
  );
  return result.rows[0];
}

/** The vendor's lobby game: the first of its games in that category. */
export async function firstGameOfVendor(
  db: Queryable,
  vendor: string,
  gameType?: string,
): Promise<GameRow | undefined> {
  const result = await db.query<GameRow>(
    `select ${GAME_COLUMNS}, false as is_favorite
       from games g join game_vendors v on v.code = g.vendor_code
      where g.vendor_code = $1 and ($2::text is null or g.game_type = $2) and g.removed_at is null and g.enabled
      order by g.is_hot desc, g.sort_order, g.id limit 1`,
    [vendor, gameType ?? null],
  );
  return result.rows[0];
}

export interface VendorCardRow {
  code: string;
  name: string;
  logo_type: string;
  logo_url: string;
  enabled: boolean;
  source: string;
  game_type: string;
  is_hot: boolean;
  game_count: string;
}

export async function vendorCards(db: Queryable): Promise<VendorCardRow[]> {
  const result = await db.query<VendorCardRow>(
    `select v.code, v.name, v.logo_type, v.logo_url, v.enabled, v.source, c.game_type, c.is_hot,
            (select count(*) from games g
              where g.vendor_code = v.code and g.game_type = c.game_type and g.removed_at is null and g.enabled) as game_count
       from game_vendors v join game_vendor_categories c on c.vendor_code = v.code
      where v.removed_at is null
      order by c.game_type, c.sort_order, v.sort_order, v.code`,
  );
  return result.rows;
}

export async function classifyCounts(
  db: Queryable,
): Promise<{ game_type: string; classify: string; count: string }[]> {
  const result = await db.query<{ game_type: string; classify: string; count: string }>(
    `select g.game_type, g.classify, count(*) as count
       from games g join game_vendors v on v.code = g.vendor_code
      where g.removed_at is null and g.enabled and v.removed_at is null and g.classify is not null
      group by g.game_type, g.classify order by g.game_type, g.classify`,
  );
  return result.rows;
}

/** Other games of the same category from vendors that are switched on. */
export async function suggestions(
  db: Queryable,
  gameType: string,
  excludeVendor: string,
  limit: number,
): Promise<GameRow[]> {
  const result = await db.query<GameRow>(
    `select ${GAME_COLUMNS}, false as is_favorite
       from games g join game_vendors v on v.code = g.vendor_code
      where g.game_type = $1 and g.vendor_code <> $2 and v.enabled and g.removed_at is null and g.enabled and v.removed_at is null
      order by g.is_hot desc, g.sort_order, g.id limit $3`,
    [gameType, excludeVendor, limit],
  );
  return result.rows;
}

export async function pvpRooms(
  db: Queryable,
  filter: { vendor?: string; gameCode?: string; nodeId?: string },
): Promise<GameRow[]> {
  const result = await db.query<GameRow>(
    `select ${GAME_COLUMNS}, false as is_favorite
       from games g join game_vendors v on v.code = g.vendor_code
      where g.game_type = 'PVP' and g.removed_at is null and g.enabled and v.removed_at is null
        and ($1::text is null or g.vendor_code = $1)
        and ($2::text is null or g.game_code = $2)
        and ($3::bigint is null or g.id = $3)
      order by v.sort_order, g.sort_order, g.id limit 200`,
    [filter.vendor ?? null, filter.gameCode ?? null, filter.nodeId ?? null],
  );
  return result.rows;
}
