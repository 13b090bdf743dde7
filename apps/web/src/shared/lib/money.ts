import { amountInputMessage, readAmountInput } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../site/site-info";

/** The site's one money rule lives in the contracts, shared with the server and the game frame. */
export { amountInputText, formatAmount, formatMinor } from "@jogada/contracts";

/**
 * What a person typed, as the wire's decimal string, or null when it is not a plain amount in
 * their language ("2,50" in PT, "2.50" in EN; a grouping mark is refused, never reinterpreted).
 */
export function normaliseAmount(text: string, language: string, decimals = 8): string | null {
  const read = readAmountInput(text, language, decimals);
  return read.ok ? read.value : null;
}

/**
 * Amount fields read in the reader's language and the brand currency's decimals: `value` is the
 * wire amount or null, `problem` the refusal the field shows (null when the text reads).
 */
export function useAmountReader() {
  const { i18n } = useTranslation();
  const { data } = useSiteInfo();
  const language = i18n.language;
  const decimals = data?.info.currency.decimals ?? 2;
  return {
    value: (text: string): string | null => normaliseAmount(text, language, decimals),
    problem: (text: string): string | null => {
      const read = readAmountInput(text, language, decimals);
      return read.ok ? null : amountInputMessage(read.problem, language, decimals);
    },
  };
}
