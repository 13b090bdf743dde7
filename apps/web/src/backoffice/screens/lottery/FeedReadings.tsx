import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Table } from "../kit";
import { SheetView } from "./DrawDetail";

/**
 * One feed's reading of a draw: what it answered when it was asked. The shape the draw detail
 * expects from a per-feed readings call; the caller maps the call's reply onto it.
 */
export interface FeedReading {
  source: string;
  /** published: a sheet came with a good signature; refused: bad signature or sheet; unreachable: no answer. */
  status: "pending" | "published" | "refused" | "unreachable";
  readAt: string;
  revision?: number | null;
  /** Why a reading was refused, as the server words it. */
  note?: string | null;
  result?: unknown;
}

const TONE = { pending: "slate", published: "green", refused: "red", unreachable: "amber" } as const;

/** Every feed's readings of one draw, newest first, so staff see which feed disagreed or failed. */
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
          key: "at",
          header: t("lottery.readings.readAt"),
          className: "whitespace-nowrap",
          cell: (row) => format.date(row.readAt),
        },
        { key: "revision", header: t("lottery.readings.revision"), cell: (row) => row.revision ?? "—" },
        {
          key: "what",
          header: t("common.details"),
          cell: (row) => (row.result ? <SheetView result={row.result} /> : (row.note ?? "—")),
        },
      ]}
    />
  );
}
