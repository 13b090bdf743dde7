import { type AnyCall, type CallInput, type CallValue, calls } from "@jogada/contracts";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../shared/api/call";
import { callKey } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";

const { wallet: w, cashier: c } = calls;

/**
 * A wallet read, keyed under "wallet": after money moves (here, in a game frame or a house game)
 * one `invalidateQueries({ queryKey: ["wallet"] })` refreshes every balance, order and record.
 */
export function useWalletQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn"> & { keyExtra?: unknown[] } = {},
) {
  const { keyExtra = [], ...rest } = options;
  return useQuery<CallValue<D>, Error>({
    queryKey: ["wallet", ...callKey(definition, input, ...keyExtra)],
    queryFn: ({ signal }) => call(definition, input, { signal }),
    ...rest,
  });
}

/** The balance of the logged-in bar; refetched on every `balance` event. */
export function useBalance() {
  const { token } = useSession();
  return useWalletQuery(w.balance, {}, { keyExtra: [token], enabled: Boolean(token), staleTime: 30_000 });
}

export const useMerchantWallet = () => useWalletQuery(w.merchantWallet, {});
export const useTransferTargets = () => useWalletQuery(w.transferTargets, {});
export const useDepositSettings = () => useWalletQuery(c.depositSettings, {});
export const useWithdrawSettings = () => useWalletQuery(c.withdrawSettings, {});
export const usePayees = () => useWalletQuery(c.payeeAccounts, {});
export const useWithdrawals = () => useWalletQuery(c.withdrawList, { query: { page: 1, size: 10 } });

/** A deposit order the payer came back with, polled while the provider has not answered. */
export function useDepositOrder(orderNo: string) {
  return useWalletQuery(
    c.depositOrder,
    { query: { orderNo } },
    { refetchInterval: (query) => (query.state.data?.status === "pending" ? 2_000 : false) },
  );
}
