import type { GameClassify, GameType } from "@jogada/contracts";

/** The feed's fixed data: the vendors and their game counts, and the words game titles are made of. */

export interface VendorSpec {
  code: string;
  name: string;
  logoType: string;
  categories: { gameType: GameType; isHot: boolean; games: number }[];
}

/**
 * The aggregator's vendors. Counts add up to about 10,000 games, like the catalogue the product
 * claims. TF is a sports vendor in the feed that brands may list as esports.
 */
export const VENDORS: VendorSpec[] = [
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

export const WORDS_A = [
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
export const WORDS_B = [
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
export const WORDS_C = [
  "",
  "",
  "",
  " Deluxe",
  " Megaways",
  " Hold and Win",
  " Xmas",
  " 2",
  " 3",
  " Gold",
  " Max",
];

export const CLASSIFY_TITLES: Record<GameClassify, string[]> = {
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
export const PVP_TITLES = [
  "Texas Hold'em",
  "Omaha",
  "Niu Niu",
  "Teen Patti",
  "Rummy",
  "Tongits",
  "Pusoy",
  "Sabong",
];
export const FISH_TITLES = ["Fishing", "Ocean King", "Shark Hunter", "Mermaid Catch", "Fish Party"];
