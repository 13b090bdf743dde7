import { CHAT_TEXT_MAX, type ChatEventData, type ChatMessage, calls, TRIAL_TYPE } from "@jogada/contracts";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useCallMutation } from "../../../shared/api/hooks";
import { cn } from "../../../shared/lib/cn";
import { formatDateTime } from "../../../shared/lib/format-date";
import { useMemberInfo } from "../../../shared/member/member-queries";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { onRealtime, onRealtimeReady } from "../../../shared/realtime/realtime";
import { useSession } from "../../../shared/session/session-store";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { inputClass } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { applyChatEvent, chatLength, mergeLines } from "../lib/chat-lines";
import { errorText, LoadState } from "./LoadState";

const m = calls.messages;

/** The room's lines: the history, then every `chat` event; reloaded whenever the socket is back. */
function useChatLines() {
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  const load = useCallback(async () => {
    try {
      const value = await call(m.chatHistory, {});
      setLines((current) => mergeLines(current, value.messages));
      setError(undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
    const stopEvents = onRealtime("chat", (event) => {
      const data = event.data as ChatEventData | undefined;
      if (data && (data.action === "posted" || data.action === "deleted")) {
        setLines((current) => applyChatEvent(current, data));
      }
    });
    const stopReady = onRealtimeReady(() => void load());
    return () => {
      stopEvents();
      stopReady();
    };
  }, [load]);
  const add = (line: ChatMessage) => setLines((current) => mergeLines(current, [line]));
  return { lines, loading, error, reload: load, add };
}

function Line({ line, own }: { line: ChatMessage; own: boolean }) {
  const { t } = useTranslation("messages");
  const site = useSite();
  return (
    <li
      className={cn("flex flex-col gap-0.5 rounded-xl px-3 py-2", own ? "bg-brand/15" : "bg-white/5")}
      data-testid="chat-line"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
        {line.levelLabel && (
          <span className="rounded-full bg-gold/15 px-1.5 font-bold text-gold" data-testid="chat-level">
            {line.levelLabel}
          </span>
        )}
        <span className="max-w-full truncate font-semibold text-white" data-testid="chat-nickname">
          {line.nickname}
          {own && <span className="font-normal text-muted"> ({t("chat.you")})</span>}
        </span>
        <time className="ml-auto text-muted tabular-nums" dateTime={line.createdAt}>
          {formatDateTime(line.createdAt, site.info.timeZone).slice(11, 16)}
        </time>
      </div>
      {/* Plain text from other players: rendered as text, never as HTML. */}
      <p className="text-sm break-words whitespace-pre-wrap text-white/90" data-testid="chat-text">
        {line.text}
      </p>
    </li>
  );
}

/** The header's chat room (CBS3): the brand's public room, live over `/ws`. */
export default function ChatRoomModal({ close }: ModalControls) {
  const { t } = useTranslation("messages");
  const site = useSite();
  const { isAgent } = useSession();
  const { data: me } = useMemberInfo();
  const { lines, loading, error, reload, add } = useChatLines();
  const [text, setText] = useState("");
  const [sendError, setSendError] = useState<string>();
  const list = useRef<HTMLOListElement>(null);
  const stuck = useRef(true);
  const send = useCallMutation(m.chatSend, {
    onSuccess: (line) => {
      add(line);
      setText("");
      stuck.current = true;
    },
    onError: (failure) => setSendError(errorText(failure, t("common.error"))),
  });

  // Follow new lines while the reader is at the bottom; leave them be while reading back.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && stuck.current && lines.length >= 0) element.scrollTop = element.scrollHeight;
  }, [lines]);

  const length = chatLength(text);
  const tooLong = length > CHAT_TEXT_MAX;
  const trial = isAgent === TRIAL_TYPE;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSendError(undefined);
    if (length === 0 || tooLong || send.isPending) return;
    send.mutate({ body: { text: text.trim() } });
  };

  return (
    <ModalFrame title={t("chat.title")} onClose={close} size="md">
      <div className="-mx-6 -mb-6 flex flex-col" data-testid="chat-room">
        <div aria-hidden className="h-1" style={{ backgroundColor: site.info.chatHeaderColor }} />
        <div className="relative">
          <ol
            ref={list}
            onScroll={(event) => {
              const element = event.currentTarget;
              stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
            }}
            aria-live="polite"
            className="flex h-[50dvh] flex-col gap-1.5 overflow-y-auto px-4 py-3"
            data-testid="chat-lines"
          >
            {lines.map((line) => (
              <Line key={line.id} line={line} own={Boolean(me && line.nickname === me.nickname)} />
            ))}
            {!loading && !error && lines.length === 0 && (
              <li className="m-auto text-sm text-muted" data-testid="chat-empty">
                {t("chat.empty")}
              </li>
            )}
          </ol>
          {lines.length === 0 && (loading || Boolean(error)) && (
            <div className="absolute inset-0 grid place-items-center px-4">
              <LoadState loading={loading} error={error} retry={() => void reload()} />
            </div>
          )}
        </div>
        <div className="border-t border-line px-4 py-3">
          {trial ? (
            <p className="text-sm text-muted">{t("chat.trial")}</p>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
              <div className="flex gap-2">
                <input
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setSendError(undefined);
                  }}
                  placeholder={t("chat.placeholder")}
                  aria-label={t("chat.placeholder")}
                  aria-invalid={tooLong ? true : undefined}
                  autoComplete="off"
                  enterKeyHint="send"
                  className={cn(inputClass, "min-w-0 flex-1")}
                  data-testid="chat-input"
                />
                <Button
                  type="submit"
                  disabled={length === 0 || tooLong || send.isPending}
                  data-testid="chat-send"
                >
                  {t("chat.send")}
                </Button>
              </div>
              <div className="flex justify-between gap-2 text-xs">
                <span role="alert" className="text-red-300" data-testid="chat-error">
                  {tooLong ? t("chat.tooLong", { max: CHAT_TEXT_MAX }) : sendError}
                </span>
                <span className={cn("tabular-nums", tooLong ? "text-red-300" : "text-muted")}>
                  {t("chat.counter", { count: length, max: CHAT_TEXT_MAX })}
                </span>
              </div>
            </form>
          )}
        </div>
      </div>
    </ModalFrame>
  );
}
