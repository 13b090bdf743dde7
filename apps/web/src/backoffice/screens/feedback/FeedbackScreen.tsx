import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { opsObjectUrl, useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { newActionKey } from "../action-key";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import {
  Badge,
  Field,
  input,
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

type Feedback = CallValue<typeof calls.messages.opsFeedbackList>["list"][number];
const PAGE_SIZE = 20;

/** Players' feedback (open first, answered), answered into their inbox; and messages to players. */
export default function FeedbackScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"feedback" | "send">("feedback");
  return (
    <section data-testid="screen-feedback">
      <ScreenTitle>{t("feedback.title")}</ScreenTitle>
      <Tabs
        label={t("feedback.title")}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "feedback", label: t("feedback.tabs.feedback") },
          { key: "send", label: t("feedback.tabs.send") },
        ]}
      />
      {tab === "feedback" ? <FeedbackList /> : <SendMessage />}
    </section>
  );
}

function FeedbackList() {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [status, setStatus] = useState<"open" | "answered">("open");
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Feedback | null>(null);
  const list = calls.messages.opsFeedbackList;
  const query = useOpsQuery(
    list,
    { query: { status, page, pageSize: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  return (
    <>
      <div className="mb-3 flex gap-2">
        {(["open", "answered"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={status === value ? primary : secondary}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`feedback.filter.${value}`)}
          </button>
        ))}
      </div>
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("feedback.empty")}>
        {(value) => (
          <>
            <Table<Feedback>
              testId="feedback-table"
              rows={value.list}
              rowKey={(row) => row.id}
              columns={[
                { key: "player", header: t("feedback.player"), cell: (row) => row.username },
                {
                  key: "type",
                  header: t("feedback.type"),
                  cell: (row) => (
                    <Badge>
                      {t(`feedback.types.${row.questionType}`, { defaultValue: row.questionType })}
                    </Badge>
                  ),
                },
                {
                  key: "text",
                  header: t("feedback.text"),
                  className: "min-w-48",
                  cell: (row) => (
                    <div className="break-words">
                      <p>{row.content}</p>
                      {row.answer ? (
                        <p className="mt-1 text-xs text-muted">
                          {t("feedback.answeredBy", { name: row.answeredBy ?? "—" })}: {row.answer}
                        </p>
                      ) : null}
                    </div>
                  ),
                },
                {
                  key: "images",
                  header: t("feedback.images"),
                  cell: (row) => (
                    <div className="flex gap-1">
                      {row.images.map((id) => (
                        <FeedbackImage key={id} id={id} />
                      ))}
                    </div>
                  ),
                },
                {
                  key: "at",
                  header: t("common.createdAt"),
                  className: "whitespace-nowrap",
                  cell: (row) => format.date(row.createdAt),
                },
                {
                  key: "actions",
                  header: t("common.actions"),
                  cell: (row) =>
                    row.status === "open" ? (
                      <button type="button" className={primary} onClick={() => setAnswering(row)}>
                        {t("feedback.answer")}
                      </button>
                    ) : null,
                },
              ]}
            />
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      {answering ? (
        <AnswerDialog key={answering.id} item={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </>
  );
}

/** Feedback images need the staff session, which an <img> cannot send: fetched, then shown. */
function FeedbackImage({ id }: { id: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    opsObjectUrl(calls.messages.opsFeedbackImage, { params: { id } }, { signal: controller.signal })
      .then((value) => {
        made = value;
        setUrl(value);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  if (!url) return <span className="inline-block size-10 rounded bg-white/10" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt="" className="size-10 rounded object-cover" />
    </a>
  );
}

function AnswerDialog({ item, onClose }: { item: Feedback; onClose: () => void }) {
  const { t } = useScreenTexts();
  const [answer, setAnswer] = useState("");
  const client = useQueryClient();
  const list = calls.messages.opsFeedbackList;
  const send = useOpsMutation(calls.messages.opsAnswerFeedback, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["ops", list.method, list.path] });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("feedback.answerTitle", { player: item.username })}
      description={t("feedback.answerHint")}
    >
      <blockquote className="mb-3 rounded bg-white/5 p-3 text-sm break-words text-white/90">
        {item.content}
      </blockquote>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) send.mutate({ params: { id: item.id }, body: { answer: answer.trim() } });
        }}
      >
        <Field label={t("feedback.answer")}>
          {(id) => (
            <textarea
              id={id}
              data-testid="answer-input"
              className={input}
              rows={4}
              maxLength={2000}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </Field>
        <Outcome error={send.error} />
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={secondary} onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className={primary} disabled={!answer.trim() || send.isPending}>
            {t("feedback.send.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function SendMessage() {
  const { t } = useScreenTexts();
  const [kind, setKind] = useState<"all" | "member">("all");
  const [username, setUsername] = useState("");
  const [title, setTitle] = useState({ PT: "", EN: "" });
  const [content, setContent] = useState({ PT: "", EN: "" });
  const [key, setKey] = useState(newActionKey);
  const send = useOpsMutation(calls.messages.opsSendMessage, { onSuccess: () => setKey(newActionKey()) });
  const ready =
    title.PT.trim() &&
    title.EN.trim() &&
    content.PT.trim() &&
    content.EN.trim() &&
    (kind === "all" || username.trim());
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        send.mutate({
          body: {
            audience: kind === "all" ? { kind: "all" } : { kind: "member", username: username.trim() },
            title,
            content,
          },
          query: {},
          options: { idempotencyKey: key },
        });
      }}
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium text-white/90">{t("feedback.send.audience")}</legend>
        {(["all", "member"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="audience" checked={kind === value} onChange={() => setKind(value)} />
            {t(`feedback.send.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === "member" ? (
        <Field label={t("feedback.send.username")}>
          {(id) => (
            <input
              id={id}
              className={input}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {(["PT", "EN"] as const).map((language) => (
          <div key={language} className="grid gap-3">
            <Field label={t("content.form.titleField", { language })}>
              {(id) => (
                <input
                  id={id}
                  className={input}
                  maxLength={100}
                  value={title[language]}
                  onChange={(event) => setTitle({ ...title, [language]: event.target.value })}
                />
              )}
            </Field>
            <Field label={t("content.form.contentField", { language })}>
              {(id) => (
                <textarea
                  id={id}
                  className={input}
                  rows={5}
                  value={content[language]}
                  onChange={(event) => setContent({ ...content, [language]: event.target.value })}
                />
              )}
            </Field>
          </div>
        ))}
      </div>
      <Outcome
        error={send.error}
        done={send.data ? t("feedback.send.sent", { count: send.data.recipients }) : null}
      />
      <div>
        <button type="submit" className={primary} disabled={!ready || send.isPending}>
          {t("feedback.send.submit")}
        </button>
      </div>
    </form>
  );
}
