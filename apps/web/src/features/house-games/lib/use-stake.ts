import { useState } from "react";
import type { StakeState } from "../components/BetControls";

export function useStake(initial = "1.00"): StakeState {
  const [amount, setAmount] = useState(initial);
  const [demo, setDemo] = useState(false);
  return { amount, setAmount, demo, setDemo };
}
