export * from "./seamless-wallet.js";
