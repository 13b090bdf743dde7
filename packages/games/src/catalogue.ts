/** The house's own games (vendor BGS): one code per game, the kind picks the engine. */
export const HOUSE_VENDOR = "BGS";

export type HouseGameKind = "slot" | "dice" | "limbo" | "mines" | "plinko" | "keno" | "crash";

export interface HouseGame {
  code: string;
  kind: HouseGameKind;
  /** What players read, in every language the platform ships. */
  name: Record<"PT" | "EN" | "VI" | "TH" | "ZH" | "ID" | "ES", string>;
}

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    code: "crash",
    kind: "crash",
    name: { PT: "Crash", EN: "Crash", VI: "Crash", TH: "แครช", ZH: "Crash", ID: "Crash", ES: "Crash" },
  },
  {
    code: "dice",
    kind: "dice",
    name: { PT: "Dados", EN: "Dice", VI: "Xúc xắc", TH: "ลูกเต๋า", ZH: "骰子", ID: "Dadu", ES: "Dados" },
  },
  {
    code: "limbo",
    kind: "limbo",
    name: { PT: "Limbo", EN: "Limbo", VI: "Limbo", TH: "ลิมโบ", ZH: "Limbo", ID: "Limbo", ES: "Limbo" },
  },
  {
    code: "mines",
    kind: "mines",
    name: { PT: "Minas", EN: "Mines", VI: "Dò mìn", TH: "ไมน์ส", ZH: "扫雷", ID: "Mines", ES: "Minas" },
  },
  {
    code: "plinko",
    kind: "plinko",
    name: { PT: "Plinko", EN: "Plinko", VI: "Plinko", TH: "พลิงโก", ZH: "Plinko", ID: "Plinko", ES: "Plinko" },
  },
  {
    code: "keno",
    kind: "keno",
    name: { PT: "Keno", EN: "Keno", VI: "Keno", TH: "คีโน", ZH: "基诺", ID: "Keno", ES: "Keno" },
  },
  {
    code: "fruit-classic",
    kind: "slot",
    name: {
      PT: "Frutas Clássicas",
      EN: "Classic Fruits",
      VI: "Trái Cây Cổ Điển",
      TH: "ผลไม้คลาสสิก",
      ZH: "经典水果",
      ID: "Buah Klasik",
      ES: "Frutas Clásicas",
    },
  },
  {
    code: "pharaoh-lines",
    kind: "slot",
    name: {
      PT: "Tesouro do Faraó",
      EN: "Pharaoh's Treasure",
      VI: "Kho Báu Pharaoh",
      TH: "สมบัติฟาโรห์",
      ZH: "法老宝藏",
      ID: "Harta Firaun",
      ES: "Tesoro del Faraón",
    },
  },
  {
    code: "jungle-ways",
    kind: "slot",
    name: {
      PT: "Caminhos da Selva",
      EN: "Jungle Ways",
      VI: "Lối Rừng Xanh",
      TH: "เส้นทางป่าดงดิบ",
      ZH: "丛林之路",
      ID: "Jalur Rimba",
      ES: "Caminos de la Selva",
    },
  },
];

export const HOUSE_GAME_CODES = HOUSE_GAMES.map((g) => g.code);

export function houseGame(code: string): HouseGame | undefined {
  return HOUSE_GAMES.find((g) => g.code === code);
}
