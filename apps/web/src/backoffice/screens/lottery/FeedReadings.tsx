import type { CallValue, calls } from "@jogada/contracts";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Table } from "../kit";
import { SheetView } from "./SheetView";

/** One feed's latest reading of a draw, as the draw results call returns it. */
export type FeedReading = CallValue<typeof calls.backOffice.drawResults>["readings"][number];

const TONE = { pending: "slate", published: "green", invalid: "red" } as const;

/**
 * Every feed's latest reading of one draw: what it published, or that it had nothing yet or sent
 * something unusable, and whether it matched the agreed sheet, so staff see which feed held a draw.
 */
export function FeedReadings({ readings }: { readings: readonly FeedReading[] }) {
  const { t } = useScreenTexts();
  const format = useFormat();
  if (readings.length === 0)
    return (
      <p data-testid="feed-readings-empty" className="text-sm text-muted">
        {t("lottery.readings.empty")}
      </p>
    );
  return (
    <Table<FeedReading>
      testId="feed-readings"
      rows={readings}
      rowKey={(row) => `${row.source}-${row.readAt}`}
      columns={[
        { key: "source", header: t("lottery.readings.source"), cell: (row) => row.source },
        {
          key: "status",
          header: t("common.status"),
          cell: (row) => (
            <Badge tone={TONE[row.status]}>{t(`lottery.readings.statuses.${row.status}`)}</Badge>
          ),
        },
        {
          key: "agreed",
          header: t("lottery.readings.agreement"),
          // a feed with no sheet has nothing to agree or disagree with
          cell: (row) =>
            row.status !== "published" ? (
              "—"
            ) : row.agreed ? (
              <Badge tone="green">{t("lottery.readings.agrees")}</Badge>
            ) : (
              <Badge tone="amber">{t("lottery.readings.disagrees")}</Badge>
            ),
        },
        {
          key: "publishedAt",
          header: t("lottery.readings.publishedAt"),
          className: "whitespace-nowrap",
          cell: (row) => (row.publishedAt ? format.date(row.publishedAt) : "—"),
        },
        {
          key: "readAt",
          header: t("lottery.readings.readAt"),
          className: "whitespace-nowrap",
          cell: (row) => format.date(row.readAt),
        },
        {
          key: "what",
          header: t("common.details"),
          cell: (row) => (
            <div className="grid gap-1">
              {row.value !== null && row.value !== undefined ? <SheetView result={row.value} /> : null}
              {row.reason ? <p className="text-xs text-red-300">{row.reason}</p> : null}
              {row.reason || (row.value !== null && row.value !== undefined) ? null : "—"}
            </div>
          ),
        },
      ]}
    />
  );
}
