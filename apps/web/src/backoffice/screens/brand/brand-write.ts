import { type AnyCall, calls, type WhitelabelNode } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useOpsMutation } from "../../lib/ops-api";

/** The parts of the brand's configuration the tabs show. */
export interface Config {
  whitelabel?: WhitelabelNode[];
  maintenance?: { enabled: boolean; notice: { PT: string; EN: string } };
  countries?: { allowed: string[]; blocked: string[] };
  wallet?: {
    withdraw?: { minimumAmount: string; maximumAmount: string; autoReceiveMinutes: number };
    transfer?: { minimumAmount: string; maximumAmount: string };
    depositChannels?: {
      id: string;
      name: { PT: string; EN: string };
      minAmount: string;
      maxAmount: string;
    }[];
  };
}

/** A brand settings change; the settings are read again once it is saved. */
export function useBrandWrite<D extends AnyCall>(definition: D) {
  const client = useQueryClient();
  const read = calls.backOffice.brandSettings;
  return useOpsMutation(definition, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops", read.method, read.path] }),
  });
}
