import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { useAgentQuery } from "../api/agent-api";
import { errorText, Message, PageTitle } from "../components/form";
import { ScrollStrip, StripTab } from "../components/ScrollStrip";
import { useFormat } from "../lib/format";

type Tab = "platform" | "contracts";

/**
 * Announcements: the platform's player notices, and the contract notices an agent must know of
 * (a contract its upline's lower rate ended automatically, SPEC §4).
 */
export default function AnnouncementPage() {
  const { t } = useTranslation("agentCentre");
  const [tab, setTab] = useState<Tab>("platform");
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentAnnouncement")}</PageTitle>
      <ScrollStrip label={t("pages.agentAnnouncement")}>
        {(["platform", "contracts"] as const).map((name) => (
          <StripTab key={name} active={tab === name} onSelect={() => setTab(name)} testId={`ann-${name}`}>
            {t(`announcement.${name}`)}
          </StripTab>
        ))}
      </ScrollStrip>
      {tab === "platform" ? <PlatformNotices /> : <ContractNotices />}
    </div>
  );
}

function PlatformNotices() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.content.noticeList, { query: { page, size: 9 } });
  if (error) return <Message tone="error">{errorText(error, t("common.failed"))}</Message>;
  if (isLoading || !data) return <p className="text-sm text-muted">{t("common.loading")}</p>;
  if (data.list.length === 0) return <p className="text-sm text-muted">{t("common.empty")}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3">
        {data.list.map((notice) => (
          <li key={notice.id} className="rounded-xl border border-line bg-white/5 p-4">
            <h4 className="font-semibold text-white">{notice.title}</h4>
            <time className="mb-2 block font-mono text-xs text-gold/90">{format.dateTime(notice.date)}</time>
            <SafeHtml html={notice.content} className="text-sm break-words text-white/80" />
          </li>
        ))}
      </ol>
      <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}

function ContractNotices() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.contractNotices, {
    query: { page, size: 10 },
  });
  if (error) return <Message tone="error">{errorText(error, t("common.failed"))}</Message>;
  if (isLoading || !data) return <p className="text-sm text-muted">{t("common.loading")}</p>;
  if (data.list.length === 0) return <p className="text-sm text-muted">{t("common.empty")}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3" data-testid="contract-notices">
        {data.list.map((notice) => (
          <li key={notice.id} className="rounded-xl border border-line bg-white/5 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-white">
                {t(`contracts.kinds.${notice.kind}`)} · {t(`products.${notice.product}`)}
              </span>
              <time className="font-mono text-xs text-gold/90">{format.dateTime(notice.createdAt)}</time>
            </div>
            <p className="mt-1 break-words text-white/80">{notice.message}</p>
          </li>
        ))}
      </ol>
      <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}
