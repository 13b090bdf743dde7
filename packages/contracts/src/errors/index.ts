import { formatAmount } from "../format.js";
import { type Language, type StaffText, textIn } from "../language.js";
import { agentsErrors } from "./agents.js";
import { authErrors } from "./auth.js";
import { backOfficeErrors } from "./back-office.js";
import { commonErrors } from "./common.js";
import { gamesErrors } from "./games.js";
import { houseGamesErrors } from "./house-games.js";
import { lotteryErrors } from "./lottery.js";
import { lotteryResultErrors } from "./lottery-results.js";
import { loyaltyErrors } from "./loyalty.js";
import { messagesErrors } from "./messages.js";
import { promotionsErrors } from "./promotions.js";
import { responsibleGamingErrors } from "./responsible-gaming.js";
import type { ErrorCatalogue, ErrorDefinition } from "./types.js";
import { verificationErrors } from "./verification.js";
import { walletErrors } from "./wallet.js";
import { withdrawalErrors } from "./withdrawals.js";

export {
  RG_AUTO_PLAY_ERRORS,
  RG_DEPOSIT_ERRORS,
  RG_EXCLUSION_ERRORS,
  RG_STAKE_ERRORS,
} from "./responsible-gaming.js";
export type { ErrorCatalogue, ErrorDefinition } from "./types.js";

/**
 * Every error code the API can answer, once, with its status and a text in every language.
 * Each domain keeps its own file in this folder and is spread in here.
 */
export const ERRORS = {
  ...commonErrors,
  ...authErrors,
  ...verificationErrors,
  ...backOfficeErrors,
  ...agentsErrors,
  ...gamesErrors,
  ...houseGamesErrors,
  ...lotteryErrors,
  ...lotteryResultErrors,
  ...loyaltyErrors,
  ...promotionsErrors,
  ...responsibleGamingErrors,
  ...messagesErrors,
  ...walletErrors,
  ...withdrawalErrors,
} as const satisfies ErrorCatalogue;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  return ERRORS[code];
}

/**
 * An amount inside an error text: shown with the site's one money rule (formatAmount) in the
 * reader's language, so "O valor mínimo é P 100,00." and "The minimum amount is P 100.00."
 */
export interface MoneyParam {
  money: string;
  symbol: string;
  decimals: number;
}
/**
 * A phrase inside an error text, the reason a rule refused something: in every language when a
 * player may read it, in PT and EN (the console's languages) when only staff do.
 */
export type TextParam = StaffText;
export type ErrorParam = string | number | MoneyParam | TextParam;

/** A wire amount ("100.00") as an error parameter in the brand's currency. */
export function moneyParam(amount: string, currency: { symbol: string; decimals: number }): MoneyParam {
  return { money: amount, symbol: currency.symbol, decimals: currency.decimals };
}

function paramText(value: ErrorParam, language: Language): string {
  if (typeof value !== "object") return String(value);
  return "money" in value
    ? formatAmount(value.money, language, value.symbol, value.decimals)
    : textIn(value, language);
}

/** Fills `{name}` placeholders of the template in the requested language. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, ErrorParam> = {},
): string {
  const template = ERRORS[code][language];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? `{${key}}` : paramText(value, language);
  });
}
