import {
  calls,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackItem,
  type FeedbackQuestionType,
} from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../../shared/api/hooks";
import { cn } from "../../../shared/lib/cn";
import { formatDateTime } from "../../../shared/lib/format-date";
import { usePageName } from "../../../shared/lib/page-names";
import { useSession } from "../../../shared/session/session-store";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { FormError, inputClass } from "../../../shared/ui/Field";
import { CloseIcon, ImageIcon } from "../../../shared/ui/icons";
import { Pagination } from "../../../shared/ui/Pagination";
import { FeedbackImage } from "../components/FeedbackImage";
import { errorText, LoadState } from "../components/LoadState";
import {
  contentProblem,
  FEEDBACK_IMAGE_MAX_MB,
  feedbackLength,
  imageProblem,
  roomFor,
} from "../lib/feedback-check";

const m = calls.messages;
const SIZE = 5;

interface Picked {
  file: File;
  preview: string;
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation("messages");
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [questionType, setQuestionType] = useState<FeedbackQuestionType | "">("");
  const [content, setContent] = useState("");
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useCallMutation(m.sendFeedback, {
    onSuccess: () => {
      for (const image of images) URL.revokeObjectURL(image.preview);
      setImages([]);
      setContent("");
      setQuestionType("");
      setTouched(false);
      setSent(true);
      onSent();
    },
  });
  // Previews are object URLs: give them back when the page goes.
  const held = useRef(images);
  held.current = images;
  useEffect(
    () => () => {
      for (const image of held.current) URL.revokeObjectURL(image.preview);
    },
    [],
  );

  const length = feedbackLength(content);
  const contentIssue = contentProblem(content);
  const typeIssue = questionType === "";

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = "";
    const found: string[] = [];
    const room = roomFor(images.length, chosen.length);
    if (room < chosen.length) found.push(t("feedback.problems.count", { max: FEEDBACK_IMAGES_MAX }));
    const accepted: Picked[] = [];
    for (const file of chosen.slice(0, room)) {
      const problem = await imageProblem(file);
      if (problem) {
        found.push(t(`feedback.problems.${problem}`, { name: file.name, mb: FEEDBACK_IMAGE_MAX_MB }));
      } else {
        accepted.push({ file, preview: URL.createObjectURL(file) });
      }
    }
    setProblems(found);
    setImages((current) => [...current, ...accepted].slice(0, FEEDBACK_IMAGES_MAX));
  };

  const remove = (index: number) => {
    setImages((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((_, i) => i !== index);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(false);
    if (typeIssue || contentIssue) return;
    send.mutate({
      body: { questionType, content: content.trim() },
      options: { files: images.map((image) => image.file) },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="feedback-form">
      <p className="text-sm text-muted">{t("feedback.intro")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-type`} className="text-xs font-medium text-muted">
          {t("feedback.questionType")}
        </label>
        <select
          id={`${ids}-type`}
          name="questionType"
          value={questionType}
          onChange={(event) => setQuestionType(event.target.value as FeedbackQuestionType)}
          className={inputClass}
          aria-invalid={touched && typeIssue ? true : undefined}
          data-testid="feedback-type"
        >
          <option value="">{t("feedback.choose")}</option>
          {FEEDBACK_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
        {touched && typeIssue && (
          <p role="alert" className="text-xs text-red-300">
            {t("feedback.problems.type")}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-content`} className="text-xs font-medium text-muted">
          {t("feedback.content")}
        </label>
        <textarea
          id={`${ids}-content`}
          name="content"
          rows={4}
          value={content}
          placeholder={t("feedback.placeholder")}
          onChange={(event) => setContent(event.target.value)}
          className={cn(inputClass, "h-auto resize-y py-2")}
          aria-invalid={touched && contentIssue ? true : undefined}
          aria-describedby={`${ids}-counter`}
          data-testid="feedback-content"
        />
        <div className="flex items-start justify-between gap-2 text-xs">
          <span role={touched && contentIssue ? "alert" : undefined} className="text-red-300">
            {touched &&
              contentIssue === "short" &&
              t("feedback.problems.short", { min: FEEDBACK_CONTENT_MIN })}
            {contentIssue === "long" && t("feedback.problems.long", { max: FEEDBACK_CONTENT_MAX })}
          </span>
          <span
            id={`${ids}-counter`}
            data-testid="feedback-counter"
            className={cn("tabular-nums", length > FEEDBACK_CONTENT_MAX ? "text-red-300" : "text-muted")}
          >
            {t("feedback.counter", { count: length, max: FEEDBACK_CONTENT_MAX })}
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-xs font-medium text-muted">
          {t("feedback.images", { mb: FEEDBACK_IMAGE_MAX_MB, max: FEEDBACK_IMAGES_MAX })}
        </span>
        <div className="flex flex-wrap gap-2" data-testid="feedback-previews">
          {images.map((image, index) => (
            <div
              key={image.preview}
              className="relative size-20 overflow-hidden rounded-lg border border-line"
            >
              <img src={image.preview} alt={image.file.name} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("feedback.removeImage", { name: image.file.name })}
                className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-night/80 text-white hover:bg-night"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </div>
          ))}
          {images.length < FEEDBACK_IMAGES_MAX && (
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              className="grid size-20 place-items-center rounded-lg border border-dashed border-line text-muted hover:bg-white/5 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
              aria-label={t("feedback.addImage")}
            >
              <ImageIcon className="size-6" />
            </button>
          )}
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("feedback.addImage")}
          onChange={(event) => void pick(event.target.files)}
          data-testid="feedback-file"
        />
        {problems.map((problem) => (
          <p key={problem} role="alert" className="text-xs text-red-300" data-testid="feedback-image-problem">
            {problem}
          </p>
        ))}
      </div>
      <FormError message={send.error ? errorText(send.error, t("common.error")) : undefined} />
      {sent && (
        <p role="status" className="text-sm text-emerald-300" data-testid="feedback-sent">
          {t("feedback.sent")}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="self-start" data-testid="feedback-submit">
        {t("feedback.submit")}
      </Button>
    </form>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation("messages");
  const site = useSite();
  return (
    <li className="flex flex-col gap-2 px-3 py-3" data-testid="feedback-item">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="font-semibold text-white">{t(`feedback.types.${item.questionType}`)}</span>
        <span
          className={cn(
            "rounded-full px-2 py-0.5 font-semibold",
            item.status === "answered" ? "bg-emerald-500/15 text-emerald-300" : "bg-white/10 text-muted",
          )}
          data-testid="feedback-status"
        >
          {t(`feedback.status.${item.status}`)}
        </span>
      </div>
      {/* The player's own words: text only. */}
      <p className="text-sm break-words whitespace-pre-wrap text-white/90">{item.content}</p>
      {item.images.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {item.images.map((id, index) => (
            <FeedbackImage key={id} id={id} alt={t("feedback.imageAlt", { n: index + 1 })} />
          ))}
        </div>
      )}
      <p className="text-xs text-muted">{formatDateTime(item.createdAt, site.info.timeZone)}</p>
      {item.answer && (
        <div className="rounded-lg border-l-2 border-gold bg-gold/5 px-3 py-2" data-testid="feedback-answer">
          <p className="text-xs font-semibold text-gold">
            {t("feedback.answer")}
            {item.answeredAt && ` · ${formatDateTime(item.answeredAt, site.info.timeZone)}`}
          </p>
          <p className="text-sm break-words whitespace-pre-wrap text-white/90">{item.answer}</p>
        </div>
      )}
    </li>
  );
}

/** The feedback screen (FEEDBACK3): question type, content, up to three images; my feedback and its answers. */
export default function FeedbackPage() {
  const pageName = usePageName("feedback");
  const { t } = useTranslation("messages");
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useCallQuery(
    m.myFeedback,
    { query: { page, pageSize: SIZE } },
    { keyExtra: ["inbox", token], placeholderData: (previous) => previous },
  );
  return (
    <div className="flex flex-col gap-5" data-testid="feedback-page">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <FeedbackForm
        onSent={() => {
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: [m.myFeedback.method, m.myFeedback.path] });
        }}
      />
      <section className="flex flex-col gap-2">
        <h4 className="text-base font-bold text-white">{t("feedback.history")}</h4>
        <LoadState loading={list.isLoading} error={list.error} retry={() => void list.refetch()} />
        {list.data?.list.length === 0 && <p className="text-sm text-muted">{t("feedback.none")}</p>}
        {list.data && list.data.list.length > 0 && (
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="feedback-list">
            {list.data.list.map((item) => (
              <FeedbackEntry key={item.id} item={item} />
            ))}
          </ul>
        )}
        {list.data && list.data.totalPages > 1 && (
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
        )}
      </section>
    </div>
  );
}
