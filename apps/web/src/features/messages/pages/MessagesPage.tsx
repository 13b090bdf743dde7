import { calls, type InboxMessage } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { callKey, useCallMutation, useCallQuery } from "../../../shared/api/hooks";
import { cn } from "../../../shared/lib/cn";
import { formatDateTime } from "../../../shared/lib/format-date";
import { usePageName } from "../../../shared/lib/page-names";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { useSession } from "../../../shared/session/session-store";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Pagination } from "../../../shared/ui/Pagination";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { INBOX_KEY } from "../api/messages-api";
import { errorText, LoadState } from "../components/LoadState";

const m = calls.messages;
const SIZE = 10;

/** After a change the server answers the new unread count: the badge takes it at once. */
function useSetUnread() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return (unread: number) => {
    queryClient.setQueryData(callKey(m.unreadCount, {}, ...INBOX_KEY, token), { count: unread });
    void queryClient.invalidateQueries({ queryKey: [m.inboxList.method, m.inboxList.path] });
  };
}

function MessageView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation("messages");
  const site = useSite();
  const setUnread = useSetUnread();
  const queryClient = useQueryClient();
  const { token } = useSession();
  // Reading it marks it read on the server, which also sends the `message` event with the count.
  // Read once per opening: a refetch would mark it read again after "mark unread".
  const message = useCallQuery(
    m.inboxMessage,
    { params: { id } },
    { keyExtra: [...INBOX_KEY, token], staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  const read = message.data?.id;
  useEffect(() => {
    if (read === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [m.inboxList.method, m.inboxList.path] });
    void queryClient.invalidateQueries({ queryKey: [m.unreadCount.method, m.unreadCount.path] });
  }, [read, queryClient]);
  const [error, setError] = useState<string>();
  const mark = useCallMutation(m.markMessages, {
    onSuccess: (value) => {
      setUnread(value.unread);
      onBack();
    },
    onError: (failure) => setError(errorText(failure, t("common.error"))),
  });
  const remove = useCallMutation(m.deleteMessage, {
    onSuccess: (value) => {
      setUnread(value.unread);
      queryClient.removeQueries({ queryKey: callKey(m.inboxMessage, { params: { id } }) });
      onBack();
    },
    onError: (failure) => setError(errorText(failure, t("common.error"))),
  });
  const data = message.data;
  return (
    <article className="flex flex-col gap-3" data-testid="message-view">
      <Button variant="link" className="self-start text-sm" onClick={onBack} data-testid="message-back">
        ← {t("inbox.back")}
      </Button>
      <LoadState loading={message.isLoading} error={message.error} retry={() => void message.refetch()} />
      {data && (
        <>
          <header className="border-b border-line pb-2">
            <h4 className="text-base font-bold break-words text-white" data-testid="message-title">
              {data.title}
            </h4>
            <p className="text-xs text-muted">
              {t(`inbox.${data.source}`)} · {formatDateTime(data.createdAt, site.info.timeZone)}
            </p>
          </header>
          <SafeHtml html={data.content} className="text-sm break-words text-white/90" />
          {error && (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="ghost"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ body: { ids: [id], all: false, read: false } })}
              data-testid="message-mark-unread"
            >
              {t("inbox.markUnread")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-200"
              disabled={remove.isPending}
              data-testid="message-delete"
              onClick={() =>
                showDialog({
                  message: t("inbox.deleteConfirm"),
                  confirmLabel: t("inbox.delete"),
                  cancelLabel: t("site:common.cancel" as never),
                  onConfirm: () => remove.mutate({ params: { id } }),
                })
              }
            >
              {t("inbox.delete")}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const { t } = useTranslation("messages");
  const site = useSite();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="message-row"
        data-read={message.read ? "1" : "0"}
        className="flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
      >
        <span
          aria-hidden
          className={cn(
            "mt-1.5 size-2 shrink-0 rounded-full",
            message.read ? "bg-transparent" : "bg-rose-500",
          )}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn("truncate text-sm", message.read ? "text-white/75" : "font-bold text-white")}>
            {message.title}
          </span>
          <span className="text-xs text-muted">
            {!message.read && <span className="sr-only">{t("inbox.unread")} · </span>}
            {t(`inbox.${message.source}`)} · {formatDateTime(message.createdAt, site.info.timeZone)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Platform information (messageV2, INBOX3): the inbox, one message read as sanitized HTML, delete. */
export default function MessagesPage() {
  const pageName = usePageName("messageV2");
  const { t } = useTranslation("messages");
  const { token } = useSession();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [open, setOpen] = useState<number>();
  const setUnread = useSetUnread();
  const list = useCallQuery(
    m.inboxList,
    { query: { page, pageSize: SIZE, unreadOnly: unreadOnly ? "true" : "false" } },
    { keyExtra: [...INBOX_KEY, token], placeholderData: (previous) => previous },
  );
  const markAll = useCallMutation(m.markMessages, { onSuccess: (value) => setUnread(value.unread) });

  return (
    <div className="flex flex-col gap-3" data-testid="messages-page">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {open !== undefined ? (
        <MessageView id={open} onBack={() => setOpen(undefined)} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-muted">
              <input
                type="checkbox"
                className="size-4 accent-amber-400"
                checked={unreadOnly}
                onChange={(event) => {
                  setUnreadOnly(event.target.checked);
                  setPage(1);
                }}
                data-testid="messages-unread-only"
              />
              {t("inbox.unreadOnly")}
            </label>
            <Button
              size="sm"
              variant="ghost"
              disabled={markAll.isPending || list.data?.list.every((message) => message.read)}
              onClick={() => markAll.mutate({ body: { ids: [], all: true, read: true } })}
              data-testid="messages-mark-all"
            >
              {t("inbox.markAllRead")}
            </Button>
          </div>
          <LoadState loading={list.isLoading} error={list.error} retry={() => void list.refetch()} />
          {list.data?.list.length === 0 && (
            <p className="py-6 text-center text-sm text-muted" data-testid="messages-empty">
              {t("inbox.empty")}
            </p>
          )}
          {list.data && list.data.list.length > 0 && (
            <ul className="divide-y divide-line rounded-xl border border-line" data-testid="messages-list">
              {list.data.list.map((message) => (
                <MessageRow key={message.id} message={message} onOpen={() => setOpen(message.id)} />
              ))}
            </ul>
          )}
          {list.data && list.data.totalPages > 1 && (
            <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}
