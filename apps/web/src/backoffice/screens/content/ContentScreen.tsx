import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { BrandPicker, useBrandChoice } from "../brand-choice";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import {
  Badge,
  danger,
  Modal,
  Outcome,
  Pager,
  primary,
  QueryState,
  ScreenTitle,
  secondary,
  Table,
  Tabs,
} from "../kit";
import {
  type ContentDraft,
  ContentForm,
  type ContentKindKey,
  emptyDraft,
  isoOf,
  localInput,
} from "./ContentForm";

type Item = CallValue<typeof calls.backOffice.listContent>["list"][number];
const KINDS: readonly ContentKindKey[] = ["notice", "banner", "popup", "promotion", "help"];
const PAGE_SIZE = 20;

function draftOf(item: Item): ContentDraft {
  return {
    kind: item.kind,
    group: item.group,
    texts: {
      PT: { title: item.texts.PT.title, content: item.texts.PT.content },
      EN: { title: item.texts.EN?.title ?? "", content: item.texts.EN?.content ?? "" },
    },
    imageUrl: item.imageUrl,
    link: item.link,
    publishedAt: localInput(item.publishedAt),
    endsAt: localInput(item.endsAt),
    enabled: item.enabled,
    sortOrder: item.sortOrder,
  };
}

function bodyOf(draft: ContentDraft, merchantCode: string) {
  const publishedAt = isoOf(draft.publishedAt);
  return {
    kind: draft.kind,
    merchantCode,
    group: draft.group?.trim() ? draft.group.trim() : null,
    imageUrl: draft.imageUrl.trim(),
    link: draft.link.trim(),
    enabled: draft.enabled,
    sortOrder: draft.sortOrder,
    ...(publishedAt ? { publishedAt } : {}),
    endsAt: isoOf(draft.endsAt),
    texts: {
      PT: { title: draft.texts.PT.title.trim(), content: draft.texts.PT.content },
      EN: { title: draft.texts.EN.title.trim(), content: draft.texts.EN.content },
    },
  };
}

/** Notices, banners, the popup, promotion pages and the help centre, in PT and EN. */
export default function ContentScreen() {
  const { t } = useScreenTexts();
  const choice = useBrandChoice();
  const [kind, setKind] = useState<ContentKindKey>("notice");
  return (
    <section data-testid="screen-content">
      <ScreenTitle>{t("content.title")}</ScreenTitle>
      <BrandPicker choice={choice} />
      <Tabs
        label={t("content.title")}
        active={kind}
        onChange={setKind}
        tabs={KINDS.map((key) => ({ key, label: t(`content.tabs.${key}`) }))}
      />
      {choice.merchantCode ? (
        <ContentList key={`${choice.merchantCode}:${kind}`} kind={kind} merchantCode={choice.merchantCode} />
      ) : (
        <QueryState query={choice.brands} isEmpty={() => true} empty={t("content.empty")}>
          {() => null}
        </QueryState>
      )}
    </section>
  );
}

function ContentList({ kind, merchantCode }: { kind: ContentKindKey; merchantCode: string }) {
  const { t, language: staffLanguage } = useScreenTexts();
  const format = useFormat();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = calls.backOffice.listContent;
  const query = useOpsQuery(
    list,
    { query: { kind, merchantCode, page, size: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => client.invalidateQueries({ queryKey: ["ops", list.method, list.path] });
  const saved = () => {
    setEditing(null);
    setDone(t("content.form.published"));
    void refresh();
  };
  const create = useOpsMutation(calls.backOffice.createContent, { onSuccess: saved });
  const update = useOpsMutation(calls.backOffice.updateContent, { onSuccess: saved });
  const remove = useOpsMutation(calls.backOffice.deleteContent, {
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
  });
  const save = editing === "new" ? create : update;
  const language = staffLanguage;
  const live = (row: Item) =>
    row.enabled &&
    Date.parse(row.publishedAt) <= Date.now() &&
    (!row.endsAt || Date.parse(row.endsAt) > Date.now());
  return (
    <>
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          data-testid="content-new"
          className={primary}
          onClick={() => {
            create.reset();
            setDone(null);
            setEditing("new");
          }}
        >
          {t("content.new")}
        </button>
      </div>
      <Outcome done={done} />
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("content.empty")}>
        {(value) => (
          <>
            <Table<Item>
              testId="content-table"
              rows={value.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: "title",
                  header: t("content.columns.title"),
                  className: "min-w-48 break-words",
                  cell: (row) => (
                    <span className="font-medium">{(row.texts[language] ?? row.texts.PT).title}</span>
                  ),
                },
                ...(kind === "banner" || kind === "help"
                  ? [
                      {
                        key: "group",
                        header: kind === "help" ? t("content.help.tag") : t("content.columns.group"),
                        cell: (row: Item) =>
                          kind === "banner" && row.group
                            ? t(`content.groups.${row.group as "index"}`, { defaultValue: row.group })
                            : (row.group ?? "—"),
                      },
                    ]
                  : []),
                {
                  key: "enabled",
                  header: t("content.columns.enabled"),
                  cell: (row) =>
                    live(row) ? (
                      <Badge tone="green">{t("common.on")}</Badge>
                    ) : (
                      <Badge>{t("common.off")}</Badge>
                    ),
                },
                {
                  key: "published",
                  header: t("content.columns.publishedAt"),
                  className: "whitespace-nowrap",
                  cell: (row) => format.date(row.publishedAt),
                },
                {
                  key: "ends",
                  header: t("content.columns.endsAt"),
                  className: "whitespace-nowrap",
                  cell: (row) => format.date(row.endsAt),
                },
                {
                  key: "order",
                  header: t("content.columns.order"),
                  className: "text-right",
                  cell: (row) => row.sortOrder,
                },
                {
                  key: "actions",
                  header: t("common.actions"),
                  cell: (row) => (
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={secondary}
                        onClick={() => {
                          update.reset();
                          setDone(null);
                          setEditing(row);
                        }}
                      >
                        {t("common.edit")}
                      </button>
                      <button type="button" className={secondary} onClick={() => setRemoving(row)}>
                        {t("common.remove")}
                      </button>
                    </div>
                  ),
                },
              ]}
            />
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Modal
        wide
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("content.form.titleNew") : t("content.form.titleEdit")}
        description={t(`content.tabs.${kind}`)}
      >
        {editing !== null ? (
          <ContentForm
            key={editing === "new" ? "new" : editing.id}
            initial={editing === "new" ? emptyDraft(kind) : draftOf(editing)}
            pending={save.isPending}
            error={save.error}
            submitLabel={editing === "new" ? t("content.form.publish") : t("common.save")}
            onCancel={() => setEditing(null)}
            onSubmit={(draft) => {
              const body = bodyOf(draft, merchantCode);
              if (editing === "new") create.mutate({ body });
              else update.mutate({ params: { id: Number(editing.id) }, body });
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("content.removeTitle")}
        description={removing ? (removing.texts[language] ?? removing.texts.PT).title : ""}
      >
        <Outcome error={remove.error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => setRemoving(null)}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className={danger}
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate({ params: { id: Number(removing.id) } })}
          >
            {t("common.remove")}
          </button>
        </div>
      </Modal>
    </>
  );
}
