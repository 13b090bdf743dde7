export * from "./catalogue.js";
export * from "./hub88-wallet.js";
export * from "./launch.js";
export * from "./player-games.js";
export * from "./records.js";
export * from "./seamless-wallet.js";
