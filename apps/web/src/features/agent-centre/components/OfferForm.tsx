import { type AgentProduct, type ContractKind, type ContractTerms, calls } from "@jogada/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { useAgentQuery, useRefreshAgentViews } from "../api/agent-api";
import { CONTRACT_FEATURES } from "../lib/contracts";
import { useFormat } from "../lib/format";
import { draftFrom, type TermsDraft, termsFrom } from "../lib/terms";
import { DataTable } from "./DataTable";
import { errorText, Field, Message, Select } from "./form";
import { TermsEditor } from "./TermsEditor";
import { TermsView } from "./TermsView";

type Ceiling = { kind: ContractKind; product: AgentProduct; terms: ContractTerms };
type Preview = Awaited<ReturnType<typeof call<typeof calls.agents.contractPreview>>>;

/**
 * Offer a contract to a direct downline agent: terms start from my own (the most I may offer),
 * a preview replays them over the downline's last periods, then the offer is sent.
 */
export function OfferForm({
  ceilings,
  memberId,
  onOffered,
}: {
  ceilings: Ceiling[];
  memberId?: number;
  onOffered: (text: string) => void;
}) {
  const { t, i18n } = useTranslation("agentCentre");
  const format = useFormat();
  const modules = useModules();
  const refresh = useRefreshAgentViews();
  const offerable = useMemo(
    () => ceilings.filter((c) => modules[CONTRACT_FEATURES[c.kind].modId] !== false),
    [ceilings, modules],
  );
  const agents = useAgentQuery(calls.agents.downlineList, {
    query: { directOnly: "true", role: "agent", page: 1, size: 100 },
  });
  const [downline, setDownline] = useState<number | "">(memberId ?? "");
  const [choice, setChoice] = useState(0);
  const ceiling = offerable[choice];
  const [draft, setDraft] = useState<TermsDraft>(() =>
    draftFrom(ceiling?.kind ?? "daily", ceiling?.terms, i18n.language),
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);

  if (offerable.length === 0) return <Message tone="info">{t("contracts.noCeiling")}</Message>;
  if (agents.data && agents.data.list.length === 0)
    return <Message tone="info">{t("contracts.noAgents")}</Message>;
  if (!ceiling) return null;

  const choose = (index: number) => {
    const next = offerable[index];
    setChoice(index);
    setPreview(null);
    setMessage(null);
    if (next) setDraft(draftFrom(next.kind, next.terms, i18n.language));
  };
  const ready = (): { terms: ContractTerms } | null => {
    if (downline === "") {
      setMessage({ tone: "error", text: t("contracts.pickDownline") });
      return null;
    }
    const built = termsFrom(ceiling.kind, draft, i18n.language);
    if ("invalid" in built) {
      setMessage({ tone: "error", text: `${t("common.invalidAmount")}` });
      return null;
    }
    return built;
  };
  const runPreview = async () => {
    const built = ready();
    if (!built) return;
    setBusy(true);
    setMessage(null);
    try {
      setPreview(
        await call(calls.agents.contractPreview, {
          body: {
            kind: ceiling.kind,
            memberId: Number(downline),
            product: ceiling.product,
            terms: built.terms,
            periods: 7,
          },
        }),
      );
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.failed")) });
    } finally {
      setBusy(false);
    }
  };
  const offer = async () => {
    const built = ready();
    if (!built) return;
    setBusy(true);
    setMessage(null);
    try {
      await call(CONTRACT_FEATURES[ceiling.kind].action, {
        body: {
          action: "offer",
          memberId: Number(downline),
          product: ceiling.product,
          terms: built.terms,
        } as never,
      });
      await refresh();
      onOffered(t("contracts.result.offer"));
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="offer-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("contracts.downline")}>
          <Select
            value={String(downline)}
            onChange={(e) => {
              setPreview(null);
              setDownline(e.target.value ? Number(e.target.value) : "");
            }}
            data-testid="offer-downline"
          >
            <option value="">{t("contracts.pickDownline")}</option>
            {agents.data?.list.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.username}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("contracts.kind")}>
          <Select
            value={String(choice)}
            onChange={(e) => choose(Number(e.target.value))}
            data-testid="offer-kind"
          >
            {offerable.map((c, index) => (
              <option key={`${c.kind}-${c.product}`} value={index}>
                {t(`contracts.kinds.${c.kind}`)} · {t(`products.${c.product}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <details className="rounded-lg border border-line p-2 text-sm">
        <summary className="cursor-pointer text-muted">{t("contracts.ceiling")}</summary>
        <div className="mt-2">
          <TermsView kind={ceiling.kind} terms={ceiling.terms} />
        </div>
      </details>
      <TermsEditor
        kind={ceiling.kind}
        draft={draft}
        onChange={(next) => {
          setPreview(null);
          setDraft(next);
        }}
      />
      {message && <Message tone={message.tone}>{message.text}</Message>}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" disabled={busy} onClick={runPreview} data-testid="offer-preview">
          {t("contracts.preview")}
        </Button>
        <Button disabled={busy} onClick={offer} data-testid="offer-submit">
          {t("contracts.actions.offer")}
        </Button>
      </div>
      {preview && (
        <section className="flex min-w-0 flex-col gap-2" data-testid="offer-preview-result">
          <h4 className="text-sm font-semibold text-white">
            {t("contracts.previewTitle", { count: preview.lines.length })}
          </h4>
          <DataTable
            rows={preview.lines}
            rowKey={(line) => line.periodStart}
            columns={[
              {
                key: "period",
                label: t("bills.period"),
                render: (line) => format.period(ceiling.kind, line.periodStart, line.periodEnd),
              },
              {
                key: "bet",
                label: t("bills.teamValidBet"),
                align: "right",
                render: (line) => format.money(line.teamValidBet),
              },
              {
                key: "active",
                label: t("bills.activeMembers"),
                align: "right",
                render: (line) => format.count(line.activeMembers),
              },
              {
                key: "tier",
                label: t("bills.tier"),
                render: (line) =>
                  line.tier < 0 ? t("contracts.tierNone") : t("contracts.tierN", { n: line.tier + 1 }),
              },
              {
                key: "gross",
                label: t("bills.gross"),
                align: "right",
                render: (line) => format.money(line.gross),
              },
            ]}
          />
          <p className="text-sm text-white" data-testid="offer-preview-total">
            {t("contracts.previewTotal")}: <strong>{format.money(preview.total)}</strong>
          </p>
        </section>
      )}
    </div>
  );
}
