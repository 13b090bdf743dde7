import { calls } from "@jogada/contracts";
import { useState } from "react";
import { dateTime } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Badge, Page, Panel } from "../../ui/Page";
import { QueryState } from "../../ui/States";
import { useProvidersTexts } from "./texts";

type Alert = { id: string; kind: string; orderNo: string | null; endToEndId: string | null };

/**
 * Each partner (payment providers, the game aggregator, Hub88: on or off, for which brands, where,
 * last success, last error) and the alerts no rule
 * settled: staff resolve each with a reason, or give the Pix back to its payer.
 */
export default function ProvidersScreen() {
  const { t } = useProvidersTexts();
  const providers = useOpsQuery(calls.cashier.paymentProviders, {}, { refetchInterval: 15_000 });
  const alerts = useOpsQuery(calls.cashier.paymentAlerts, { query: { state: "open", page: 1, size: 50 } });
  const resolve = useOpsMutation(calls.cashier.resolvePaymentAlert, { onSuccess: () => alerts.refetch() });
  const refund = useOpsMutation(calls.cashier.refundPix, { onSuccess: () => alerts.refetch() });
  const [resolving, setResolving] = useState<Alert | null>(null);
  const [refunding, setRefunding] = useState<Alert | null>(null);
  const kind = (k: string) => t(`kinds.${k}` as "kinds.duplicate") || k;
  return (
    <Page title={t("title")}>
      <Panel title={t("providers")}>
        <QueryState query={providers} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t("providers")}>
                <thead className="text-xs text-muted uppercase">
                  <tr>
                    <th className="px-3 py-2 text-left">{t("provider")}</th>
                    <th className="px-3 py-2 text-left">{t("state")}</th>
                    <th className="hidden px-3 py-2 text-left xl:table-cell">{t("url")}</th>
                    <th className="px-3 py-2 text-left">{t("lastOk")}</th>
                    <th className="px-3 py-2 text-left">{t("lastError")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => {
                    const failing = !!p.lastErrorAt && (!p.lastOkAt || p.lastErrorAt >= p.lastOkAt);
                    return (
                      <tr
                        key={p.provider}
                        className="border-t border-line/60 align-top"
                        data-testid={`provider-${p.provider}`}
                      >
                        <td className="px-3 py-2">
                          <span className="font-mono text-xs text-white">{p.provider}</span> · {t(p.kind)}
                          {p.brands && (
                            <div className="text-xs text-muted" data-testid={`provider-brands-${p.provider}`}>
                              {t("brands")}: {p.brands.length > 0 ? p.brands.join(", ") : t("noBrand")}
                            </div>
                          )}
                        </td>
                        <td className="px-3 py-2">
                          <Badge tone={!p.enabled ? "neutral" : failing ? "bad" : "good"}>
                            {!p.enabled ? t("off") : failing ? t("failing") : t("on")}
                          </Badge>
                        </td>
                        <td className="hidden px-3 py-2 font-mono text-xs break-all xl:table-cell">
                          {p.url ?? "—"}
                        </td>
                        <td className="px-3 py-2">{dateTime(p.lastOkAt)}</td>
                        <td className="max-w-64 px-3 py-2 text-xs break-words text-red-200">
                          {p.lastError ? `${dateTime(p.lastErrorAt)} · ${p.lastError}` : "—"}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Panel>
      <Panel title={t("alerts")}>
        <QueryState query={alerts} isEmpty={(page) => page.list.length === 0}>
          {(page) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t("alerts")}>
                <thead className="text-xs text-muted uppercase">
                  <tr>
                    <th className="px-3 py-2 text-left">{t("when")}</th>
                    <th className="px-3 py-2 text-left">{t("alertKind")}</th>
                    <th className="px-3 py-2 text-left">{t("order")}</th>
                    <th className="hidden px-3 py-2 text-left xl:table-cell">{t("endToEnd")}</th>
                    <th className="px-3 py-2" />
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((a) => (
                    <tr key={a.id} className="border-t border-line/60 align-top">
                      <td className="px-3 py-2">{dateTime(a.createdAt)}</td>
                      <td className="px-3 py-2">
                        <Badge tone="bad">{kind(a.kind)}</Badge>
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{a.orderNo ?? a.txid ?? "—"}</td>
                      <td className="hidden px-3 py-2 font-mono text-xs xl:table-cell">
                        {a.endToEndId ?? "—"}
                      </td>
                      <td className="flex flex-wrap justify-end gap-2 px-3 py-2">
                        {a.endToEndId && a.orderNo && (
                          <button
                            type="button"
                            className="text-xs text-gold underline"
                            onClick={() => setRefunding(a)}
                          >
                            {t("refund")}
                          </button>
                        )}
                        <button
                          type="button"
                          className="text-xs text-gold underline"
                          onClick={() => setResolving(a)}
                        >
                          {t("resolve")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Panel>
      {resolving && (
        <ConfirmDialog
          title={t("resolveTitle", { id: resolving.id })}
          reason
          busy={resolve.isPending}
          error={resolve.error}
          onClose={() => setResolving(null)}
          onConfirm={(reason) =>
            resolve.mutate(
              { params: { id: Number(resolving.id) }, body: { reason } },
              { onSuccess: () => setResolving(null) },
            )
          }
        />
      )}
      {refunding?.endToEndId && (
        <ConfirmDialog
          title={t("refundTitle", { id: refunding.endToEndId })}
          reason
          danger
          busy={refund.isPending}
          error={refund.error}
          onClose={() => setRefunding(null)}
          onConfirm={(reason) =>
            refund.mutate(
              { params: { endToEndId: refunding.endToEndId as string }, body: { reason } },
              { onSuccess: () => setRefunding(null) },
            )
          }
        />
      )}
    </Page>
  );
}
