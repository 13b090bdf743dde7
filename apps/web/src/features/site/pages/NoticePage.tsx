import { formatDateTimeLabelled } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSite } from "../../../shared/site/site-info";
import { MegaphoneIcon } from "../../../shared/ui/icons";
import { Pagination } from "../../../shared/ui/Pagination";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { Spinner } from "../../../shared/ui/Spinner";
import { useNoticeList } from "../api/content";
import { ContentArea, EmptyState, PageHero } from "../components/SectionPage";

/** /noticePage: player notices, 9 per page, newest first; the page number lives in `?page=`. */
export default function NoticePage() {
  const { t } = useTranslation();
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const notices = useNoticeList(page);

  return (
    <div data-testid="notice-page">
      <PageHero
        icon={<MegaphoneIcon className="size-6" />}
        title={t("notices.title")}
        description={t("notices.description")}
      />
      <ContentArea>
        {notices.isPending ? (
          <Spinner className="py-10" />
        ) : notices.isError ? (
          <EmptyState>{t("networkError")}</EmptyState>
        ) : notices.data.list.length === 0 ? (
          <EmptyState icon={<MegaphoneIcon className="size-10" />}>{t("notices.empty")}</EmptyState>
        ) : (
          <>
            <ol
              className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
              aria-busy={notices.isFetching}
              data-testid="notice-list"
            >
              {notices.data.list.map((notice) => (
                <li
                  key={notice.id}
                  className="flex flex-col rounded-2xl border border-line/70 bg-panel p-5"
                  data-testid="notice-item"
                >
                  <h2 className="text-base font-bold text-white">{notice.title}</h2>
                  <time dateTime={notice.date} className="mt-1 mb-3 font-mono text-xs text-gold/90">
                    {formatDateTimeLabelled(notice.date, site.info.timeZone)}
                  </time>
                  <SafeHtml html={notice.content} className="text-sm text-white/80" />
                </li>
              ))}
            </ol>
            <Pagination
              className="mt-8"
              page={notices.data.page}
              totalPages={notices.data.totalPages}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            />
          </>
        )}
      </ContentArea>
    </div>
  );
}
