/** The house's own games (vendor BGS): one code per game, the kind picks the engine. */
export const HOUSE_VENDOR = "BGS";

export type HouseGameKind = "slot" | "dice" | "limbo" | "mines" | "plinko" | "keno" | "crash";

export interface HouseGame {
  code: string;
  kind: HouseGameKind;
  name: { PT: string; EN: string };
}

export const HOUSE_GAMES: readonly HouseGame[] = [
  { code: "crash", kind: "crash", name: { PT: "Crash", EN: "Crash" } },
  { code: "dice", kind: "dice", name: { PT: "Dados", EN: "Dice" } },
  { code: "limbo", kind: "limbo", name: { PT: "Limbo", EN: "Limbo" } },
  { code: "mines", kind: "mines", name: { PT: "Minas", EN: "Mines" } },
  { code: "plinko", kind: "plinko", name: { PT: "Plinko", EN: "Plinko" } },
  { code: "keno", kind: "keno", name: { PT: "Keno", EN: "Keno" } },
  { code: "fruit-classic", kind: "slot", name: { PT: "Frutas Clássicas", EN: "Classic Fruits" } },
  { code: "pharaoh-lines", kind: "slot", name: { PT: "Tesouro do Faraó", EN: "Pharaoh's Treasure" } },
  { code: "jungle-ways", kind: "slot", name: { PT: "Caminhos da Selva", EN: "Jungle Ways" } },
];

export const HOUSE_GAME_CODES = HOUSE_GAMES.map((g) => g.code);

export function houseGame(code: string): HouseGame | undefined {
  return HOUSE_GAMES.find((g) => g.code === code);
}
