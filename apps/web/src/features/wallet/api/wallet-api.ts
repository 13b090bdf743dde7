import type {
  BalanceValue,
  DepositOrderValue,
  PayeeAccount,
  TransactionItem,
  WithdrawalOrderValue,
} from "@jogada/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/api/client";
import { useSession } from "../../../shared/session/session-store";

interface Paged<T> {
  list: T[];
  total: number;
  totalPages: number;
  page: number;
}

/** A money call: one Idempotency-Key per user action, so a retried click never moves money twice. */
function money<T>(path: string, body: unknown, key: string): Promise<T> {
  return api<T>(path, { method: "POST", body, headers: { "Idempotency-Key": key } });
}

export const walletApi = {
  balance: () => api<BalanceValue>("/wps/v2/wallets/balance"),
  merchantWallet: () => api<{ isSingle: boolean; wallets: string[] }>("/wps/relay/GCS_merchantWallet"),
  walletTransfer: (body: { from: string; to: string; amount: string }, key: string) =>
    money<{ transferId: string; amount: string; balance: BalanceValue }>(
      "/wps/relay/GCS_walletTransfer",
      body,
      key,
    ),
  transferTargets: () =>
    api<{ upline: string | null; toDownline: boolean }>("/wps/relay/MCSFE_transferTargets"),
  memberTransfer: (body: { toUsername?: string; amount: string; paymentPassword: string }, key: string) =>
    money<{ transferId: string; amount: string; toUsername: string }>(
      "/wps/relay/passwordCheck/MCSFE_transferUpline",
      body,
      key,
    ),
  transactions: (query: {
    type?: string;
    startDate?: string;
    endDate?: string;
    page: number;
    size: number;
  }) => api<Paged<TransactionItem>>("/wps/relay/ODSFE2_MemTransDet", { query }),
  depositSettings: () =>
    api<{
      allowDeposit: boolean;
      channels: { id: string; type: string; name: string; minAmount: string; maxAmount: string }[];
      currency: string;
      currencySymbol: string;
    }>("/wps/relay/DPS_depositSettings"),
  createDeposit: (body: { channelId: string; amount: string }, key: string) =>
    money<DepositOrderValue>("/wps/relay/DPS_createDeposit", body, key),
  depositOrder: (orderNo: string) =>
    api<DepositOrderValue>("/wps/relay/DPS_depositOrder", { query: { orderNo } }),
  withdrawSettings: () =>
    api<{
      minimumAmount: string;
      maximumAmount: string;
      autoReceiveMinutes: number;
      available: string;
      hasPaymentPassword: boolean;
    }>("/wps/relay/MCSFE_getWithdrawSetting"),
  payees: () => api<PayeeAccount[]>("/wps/relay/WDS_payeeAccounts"),
  addPayee: (body: Omit<PayeeAccount, "id">) =>
    api<PayeeAccount>("/wps/relay/WDS_addPayeeAccount", { method: "POST", body }),
  withdraw: (body: { payeeAccountId: string; amount: string; paymentPassword: string }, key: string) =>
    money<WithdrawalOrderValue>("/wps/relay/passwordCheck/WDS_withdraw", body, key),
  withdrawals: () =>
    api<Paged<WithdrawalOrderValue>>("/wps/relay/WDS_withdrawList", { query: { page: 1, size: 10 } }),
};

/** The balance of the logged-in bar; refetched on every `balance` event. */
export function useBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["wallet", "balance", token],
    queryFn: walletApi.balance,
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
