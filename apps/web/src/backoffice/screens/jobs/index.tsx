import { calls } from "@jogada/contracts";
import { dateTime } from "../../lib/format";
import { useOpsQuery } from "../../lib/ops-api";
import { Badge, Page, Panel } from "../../ui/Page";
import { QueryState } from "../../ui/States";
import { useSystemTexts } from "../system/texts";

/** Every periodic job: schedule, last run, duration, next run, last failure. */
export default function JobsScreen() {
  const { t } = useSystemTexts();
  const jobs = useOpsQuery(calls.operators.listJobs, {}, { refetchInterval: 15_000 });
  return (
    <Page title={t("jobs.title")}>
      <Panel>
        <QueryState query={jobs} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t("jobs.title")}>
                <thead className="text-xs text-muted uppercase">
                  <tr>
                    <th className="px-3 py-2 text-left">{t("jobs.name")}</th>
                    <th className="px-3 py-2 text-right">{t("jobs.every")}</th>
                    <th className="px-3 py-2 text-left">{t("jobs.lastRun")}</th>
                    <th className="px-3 py-2 text-right">{t("jobs.duration")}</th>
                    <th className="hidden px-3 py-2 text-left xl:table-cell">{t("jobs.nextRun")}</th>
                    <th className="px-3 py-2 text-right">{t("jobs.runs")}</th>
                    <th className="px-3 py-2 text-left">{t("jobs.lastError")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((job) => {
                    const failing =
                      !!job.lastErrorAt && (!job.lastFinishedAt || job.lastErrorAt >= job.lastFinishedAt);
                    return (
                      <tr key={job.name} className="border-t border-line/60 align-top">
                        <td className="px-3 py-2">
                          <span className="font-mono text-xs text-white">{job.name}</span>{" "}
                          <Badge tone={failing ? "bad" : "good"}>
                            {failing ? t("jobs.failing") : t("jobs.ok")}
                          </Badge>
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {t("jobs.seconds", { count: job.everySeconds })}
                        </td>
                        <td className="px-3 py-2">{dateTime(job.lastFinishedAt ?? job.lastStartedAt)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {job.lastDurationMs === null ? "—" : `${job.lastDurationMs} ms`}
                        </td>
                        <td className="hidden px-3 py-2 xl:table-cell">{dateTime(job.nextRunAt)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {job.runs} / {job.failures}
                        </td>
                        <td className="max-w-64 px-3 py-2 text-xs break-words text-red-200">
                          {job.lastError ?? "—"}
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
    </Page>
  );
}
