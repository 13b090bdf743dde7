import { amountInputMessage, amountInputText, readAmountInput } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../../shared/site/site-info";
import type { StakeState } from "../components/BetControls";

/**
 * The stake as the player typed it ("2,50" in PT stays "2,50") and as the wire reads it ("2.50");
 * text the language cannot read without a guess is refused with the field's message, never
 * rewritten.
 */
export function useStake(initial = "1.00"): StakeState {
  const { i18n } = useTranslation();
  const { data } = useSiteInfo();
  const language = i18n.language;
  const decimals = data?.info.currency.decimals ?? 2;
  const [text, setText] = useState(() => amountInputText(initial, language, decimals));
  const [demo, setDemo] = useState(false);
  const read = readAmountInput(text, language, decimals);
  return {
    text,
    setText,
    amount: read.ok ? read.value : "",
    problem: read.ok ? null : amountInputMessage(read.problem, language, decimals),
    setAmount: (wire: string) => setText(amountInputText(wire, language, decimals)),
    demo,
    setDemo,
  };
}
