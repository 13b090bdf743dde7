import type { FeedGame, FeedVendor, GameClassify, GameType } from "@jogada/contracts";
import {
  CLASSIFY_TITLES,
  FISH_TITLES,
  PVP_TITLES,
  VENDORS,
  type VendorSpec,
  WORDS_A,
  WORDS_B,
  WORDS_C,
} from "./catalogue-data.js";

/** mulberry32: a tiny seeded generator so the feed is the same on every start. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function cents(value: number): string {
  return (value / 100).toFixed(2);
}

const RNG_MIX: [GameClassify, number][] = [
  ["SC", 0.04],
  ["VP", 0.04],
  ["JP", 0.08],
  ["TG", 0.08],
  ["AC", 0.08],
  ["BG", 0.03],
];
const LIVE_KEYS: GameClassify[] = ["BAC", "BAC", "BAC", "SIC", "ROU", "ROU", "DAT", "BJ", "BJ", "NN"];

/** Game types played against real dealers, real events or real players: no play-money mode. */
const WITHOUT_DEMO: ReadonlySet<GameType> = new Set(["LIVE", "SPORTS", "ESPORTS", "PVP"]);

export function hasDemo(gameType: GameType): boolean {
  return !WITHOUT_DEMO.has(gameType);
}

function rngClassify(random: () => number): GameClassify | null {
  let roll = random();
  for (const [key, share] of RNG_MIX) {
    if (roll < share) return key;
    roll -= share;
  }
  return null; // a plain video slot: in every RNG list, no subtype filter
}

export interface Catalogue {
  vendors: FeedVendor[];
  games: FeedGame[];
  /** Every version differs from the previous one by a few new, changed and removed games. */
  version: number;
}

/** Builds the feed deterministically; `version` shifts a few games so syncs see real changes. */
export function buildCatalogue(publicUrl: string, version = 1): Catalogue {
  const vendors: FeedVendor[] = VENDORS.map((vendor) => ({
    code: vendor.code,
    name: vendor.name,
    logoType: vendor.logoType,
    logoUrl: `${publicUrl}/aggregator/logos/${vendor.code}.svg`,
    categories: vendor.categories.map(({ gameType, isHot }) => ({ gameType, isHot })),
  }));
  const games: FeedGame[] = [];
  for (const vendor of VENDORS) {
    for (const category of vendor.categories) {
      const random = seeded(hashString(`${vendor.code}:${category.gameType}`));
      const used = new Set<string>();
      // Versions after the first add games at the end of each list.
      const count = category.games + (category.games > 100 ? version - 1 : 0);
      for (let index = 0; index < count; index++) {
        const game = makeGame(vendor, category.gameType, index, random, used, publicUrl);
        // A version removes a few games and renames a few others.
        const key = hashString(game.gameCode);
        if (version > 1 && key % 997 < version - 1) continue;
        if (version > 1 && key % 991 < version - 1) game.name = `${game.name} Remastered`;
        games.push(game);
      }
    }
  }
  return { vendors, games, version };
}

function makeGame(
  vendor: VendorSpec,
  gameType: GameType,
  index: number,
  random: () => number,
  used: Set<string>,
  publicUrl: string,
): FeedGame {
  const code = `${vendor.code}_${gameType}_${String(index + 1).padStart(4, "0")}`;
  let classify: GameClassify | null = null;
  let name: string;
  let lines = 0;
  let minBet = 10;
  let rooms: FeedGame["rooms"] = [];
  switch (gameType) {
    case "RNG": {
      classify = rngClassify(random);
      if (classify && classify !== "JP")
        name = `${pick(random, WORDS_A)} ${pick(random, CLASSIFY_TITLES[classify])}`;
      else name = `${pick(random, WORDS_A)} ${pick(random, WORDS_B)}${pick(random, WORDS_C)}`;
      lines = classify ? 1 : pick(random, [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024, 4096]);
      minBet = pick(random, [1, 2, 5, 10, 20, 50]);
      break;
    }
    case "LIVE": {
      classify = LIVE_KEYS[index % LIVE_KEYS.length] as GameClassify;
      name = `${pick(random, CLASSIFY_TITLES[classify])} ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`;
      minBet = pick(random, [100, 500, 1000]);
      break;
    }
    case "FISH":
      name = `${pick(random, WORDS_A)} ${pick(random, FISH_TITLES)}`;
      minBet = pick(random, [1, 10, 100]);
      break;
    case "PVP": {
      name = `${pick(random, PVP_TITLES)} ${pick(random, ["Classic", "Turbo", "Pro", "Club", "Lite"])}`;
      minBet = 100;
      rooms = [
        {
          roomId: `${code}_R1`,
          name: "Beginner",
          names: { PT: "Iniciante", EN: "Beginner" },
          minBet: "1.00",
          maxBet: "100.00",
        },
        {
          roomId: `${code}_R2`,
          name: "Intermediate",
          names: { PT: "Intermediário", EN: "Intermediate" },
          minBet: "10.00",
          maxBet: "1000.00",
        },
        { roomId: `${code}_R3`, name: "VIP", minBet: "100.00", maxBet: "10000.00" },
      ];
      break;
    }
    default:
      name = `${vendor.name} ${gameType === "ESPORTS" ? "Esports" : "Sportsbook"}`;
      minBet = 100;
  }
  let unique = name;
  for (let n = 2; used.has(unique); n++) unique = `${name} ${n}`;
  used.add(unique);
  return {
    gameCode: code,
    vendor: vendor.code,
    gameType,
    classify,
    name: unique,
    iconUrl: `${publicUrl}/aggregator/icons/${code}.svg`,
    minBet: cents(minBet),
    maxBet: cents(minBet * 10_000),
    lines,
    hot: random() < 0.05,
    rtp: (94 + random() * 3.5).toFixed(2),
    rooms,
    demo: hasDemo(gameType),
  };
}
