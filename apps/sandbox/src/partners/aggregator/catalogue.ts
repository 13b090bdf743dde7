import type { FeedGame, FeedVendor, GameClassify, GameType } from "@jogada/contracts";

interface VendorSpec {
  code: string;
  name: string;
  logoType: string;
  categories: { gameType: GameType; isHot: boolean; games: number }[];
}

/**
 * The aggregator's vendors. Counts add up to about 10,000 games, like the catalogue the product
 * claims. TF is a sports vendor in the feed that brands may list as esports.
 */
const VENDORS: VendorSpec[] = [
  {
    code: "PG",
    name: "PG Soft",
    logoType: "PG",
    categories: [{ gameType: "RNG", isHot: true, games: 1400 }],
  },
  {
    code: "PP",
    name: "Pragmatic Play",
    logoType: "PP",
    categories: [
      { gameType: "RNG", isHot: true, games: 1500 },
      { gameType: "LIVE", isHot: false, games: 60 },
    ],
  },
  {
    code: "JL",
    name: "JILI",
    logoType: "JL",
    categories: [
      { gameType: "RNG", isHot: false, games: 1000 },
      { gameType: "FISH", isHot: true, games: 40 },
    ],
  },
  {
    code: "CQ9",
    name: "CQ9 Gaming",
    logoType: "CQ9",
    categories: [
      { gameType: "RNG", isHot: false, games: 900 },
      { gameType: "FISH", isHot: false, games: 30 },
    ],
  },
  {
    code: "JDB",
    name: "JDB Gaming",
    logoType: "JDB",
    categories: [{ gameType: "RNG", isHot: false, games: 800 }],
  },
  {
    code: "FC",
    name: "Fa Chai",
    logoType: "FC",
    categories: [
      { gameType: "RNG", isHot: false, games: 600 },
      { gameType: "FISH", isHot: false, games: 25 },
    ],
  },
  {
    code: "SG",
    name: "Spadegaming",
    logoType: "SG",
    categories: [{ gameType: "RNG", isHot: false, games: 700 }],
  },
  {
    code: "RT",
    name: "Red Tiger",
    logoType: "RT",
    categories: [{ gameType: "RNG", isHot: false, games: 650 }],
  },
  {
    code: "HB",
    name: "Habanero",
    logoType: "HB",
    categories: [{ gameType: "RNG", isHot: false, games: 550 }],
  },
  {
    code: "NS",
    name: "NetSpin",
    logoType: "NS",
    categories: [{ gameType: "RNG", isHot: false, games: 700 }],
  },
  {
    code: "BNG",
    name: "Booongo",
    logoType: "BNG",
    categories: [{ gameType: "RNG", isHot: false, games: 480 }],
  },
  {
    code: "SA",
    name: "SA Gaming",
    logoType: "SA",
    categories: [{ gameType: "LIVE", isHot: true, games: 80 }],
  },
  {
    code: "DG",
    name: "Dream Gaming",
    logoType: "DG",
    categories: [{ gameType: "LIVE", isHot: false, games: 70 }],
  },
  {
    code: "N2",
    name: "N2 Live",
    logoType: "N2",
    categories: [{ gameType: "LIVE", isHot: false, games: 50 }],
  },
  {
    code: "EVO",
    name: "Evolution",
    logoType: "EVO",
    categories: [{ gameType: "LIVE", isHot: true, games: 90 }],
  },
  { code: "KY", name: "Kaiyuan", logoType: "KY", categories: [{ gameType: "PVP", isHot: true, games: 30 }] },
  {
    code: "V8",
    name: "V8 Poker",
    logoType: "V8",
    categories: [{ gameType: "PVP", isHot: false, games: 25 }],
  },
  {
    code: "SB",
    name: "SBO Sports",
    logoType: "SV3",
    categories: [{ gameType: "SPORTS", isHot: true, games: 1 }],
  },
  {
    code: "SV3",
    name: "Saba Sports",
    logoType: "SV3",
    categories: [{ gameType: "SPORTS", isHot: false, games: 1 }],
  },
  {
    code: "TF",
    name: "TF Gaming",
    logoType: "TF",
    categories: [{ gameType: "SPORTS", isHot: false, games: 1 }],
  },
  {
    code: "IA",
    name: "IA Esports",
    logoType: "IA",
    categories: [{ gameType: "ESPORTS", isHot: false, games: 1 }],
  },
];

const WORDS_A = [
  "Golden",
  "Lucky",
  "Mystic",
  "Wild",
  "Fortune",
  "Dragon",
  "Royal",
  "Crystal",
  "Sweet",
  "Mega",
  "Super",
  "Magic",
  "Jungle",
  "Ocean",
  "Fire",
  "Thunder",
  "Diamond",
  "Emerald",
  "Samba",
  "Carnival",
  "Pirate",
  "Aztec",
  "Viking",
  "Samurai",
  "Pharaoh",
  "Cosmic",
  "Neon",
  "Frozen",
  "Sunny",
  "Midnight",
  "Rio",
  "Amazon",
  "Tiger",
  "Phoenix",
  "Lotus",
  "Jade",
  "Ruby",
  "Silver",
  "Happy",
  "Crazy",
];
const WORDS_B = [
  "Treasure",
  "Riches",
  "Gems",
  "Fruits",
  "Bonanza",
  "Temple",
  "Kingdom",
  "Empire",
  "Quest",
  "Legends",
  "Spins",
  "Wins",
  "Party",
  "Festival",
  "Safari",
  "Voyage",
  "Heist",
  "Garden",
  "Palace",
  "Dynasty",
  "Reels",
  "Fever",
  "Storm",
  "Rush",
  "Tales",
  "Dreams",
  "Wheel",
  "Vault",
  "Cats",
  "Bells",
];
const WORDS_C = ["", "", "", " Deluxe", " Megaways", " Hold and Win", " Xmas", " 2", " 3", " Gold", " Max"];

const CLASSIFY_TITLES: Record<GameClassify, string[]> = {
  SC: ["Scratch"],
  VP: ["Jacks or Better", "Deuces Wild", "Joker Poker", "Bonus Poker"],
  JP: ["Jackpot"],
  TG: ["Blackjack", "Roulette", "Baccarat", "Sic Bo", "Hi-Lo"],
  AC: ["Crash", "Plinko", "Mines", "Keno", "Dice"],
  BG: ["Bingo"],
  BAC: ["Baccarat", "Speed Baccarat", "Squeeze Baccarat", "No Commission Baccarat"],
  SIC: ["Sic Bo", "Super Sic Bo"],
  ROU: ["Roulette", "Auto Roulette", "Lightning Roulette"],
  DAT: ["Dragon Tiger"],
  BJ: ["Blackjack", "Infinite Blackjack"],
  NN: ["Bull Bull"],
};
const PVP_TITLES = ["Texas Hold'em", "Omaha", "Niu Niu", "Teen Patti", "Rummy", "Tongits", "Pusoy", "Sabong"];
const FISH_TITLES = ["Fishing", "Ocean King", "Shark Hunter", "Mermaid Catch", "Fish Party"];

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
