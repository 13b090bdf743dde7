import type { Language } from "@jogada/contracts";
import { money } from "../../lib/format";
import type { Translate } from "../../lib/texts";
import type { Column } from "../../ui/DataTable";
import { PlayerName } from "../../ui/PlayerName";
import type { pt } from "./texts";

interface OrderRow {
  orderNo: string;
  memberId: string;
  username: string;
  merchantCode: string;
  amount: string;
  currency?: string;
}

/**
 * The columns every money queue starts with: order number, player (username and account number,
 * the same in every queue), brand (wide screens) and amount.
 */
export function orderColumns<R extends OrderRow>(t: Translate<typeof pt>, language: Language): Column<R>[] {
  return [
    {
      key: "order",
      header: t("withdrawals.order"),
      cell: (row) => <span className="font-mono text-xs">{row.orderNo}</span>,
    },
    {
      key: "player",
      header: t("withdrawals.player"),
      cell: (row) => <PlayerName username={row.username} memberId={row.memberId} />,
    },
    { key: "brand", header: t("withdrawals.brand"), cell: (row) => row.merchantCode, wide: true },
    {
      key: "amount",
      header: t("withdrawals.amount"),
      align: "end",
      cell: (row) => money(row.amount, language, row.currency),
    },
  ];
}
