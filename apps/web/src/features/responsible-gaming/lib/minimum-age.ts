import { useSite } from "../../../shared/site/site-info";

/** The brand's minimum age to register and play. */
export function useMinimumAge(): number {
  return useSite().info.responsibleGaming.minimumAge;
}
