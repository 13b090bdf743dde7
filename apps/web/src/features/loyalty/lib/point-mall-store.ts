import { useSyncExternalStore } from "react";

/**
 * What the point mall remembers while the player moves around: the open tab, the reward being
 * redeemed and the delivery address typed for it. Closing the member centre clears it (SPEC §2),
 * so a half-filled redeem never survives into another visit.
 */
export type MallTab = "catalogue" | "history" | "convert";

export interface PointMallState {
  tab: MallTab;
  redeeming: number | null;
  address: AddressDraft;
}

/** The delivery address as typed (DeliveryAddress once checked). */
export interface AddressDraft {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  fullName: "",
  phone: "",
  line1: "",
  line2: "",
  city: "",
  postcode: "",
  country: "BR",
};

const EMPTY: PointMallState = {
  tab: "catalogue",
  redeeming: null,
  address: EMPTY_ADDRESS,
};

let state: PointMallState = EMPTY;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setPointMall(patch: Partial<PointMallState>): void {
  state = { ...state, ...patch };
  emit();
}

export function clearPointMall(): void {
  state = EMPTY;
  emit();
}

export function getPointMall(): PointMallState {
  return state;
}

export function usePointMall(): PointMallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
