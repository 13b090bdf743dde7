import { useState } from "react";
import { localInput } from "../form-kit";
import { useScreenTexts } from "../i18n";
import { Field, input, Outcome, primary, Switch, secondary } from "../kit";

export { isoOf, localInput } from "../form-kit";

import { ServerPreview } from "./ServerPreview";

export type ContentKindKey = "notice" | "banner" | "popup" | "promotion" | "help";
export const BANNER_GROUPS = ["index", "w_login", "w_register", "promotions"] as const;
const LANGUAGES = ["PT", "EN"] as const;

export interface ContentDraft {
  kind: ContentKindKey;
  group: string | null;
  texts: Record<"PT" | "EN", { title: string; content: string }>;
  imageUrl: string;
  link: string;
  publishedAt: string;
  endsAt: string;
  enabled: boolean;
  sortOrder: number;
}

export function emptyDraft(kind: ContentKindKey): ContentDraft {
  return {
    kind,
    group: kind === "banner" ? "index" : kind === "help" ? "faqs" : null,
    texts: { PT: { title: "", content: "" }, EN: { title: "", content: "" } },
    imageUrl: "",
    link: "",
    publishedAt: localInput(new Date().toISOString()),
    endsAt: "",
    enabled: true,
    sortOrder: 0,
  };
}

const withImage = (kind: ContentKindKey) => kind === "banner" || kind === "popup" || kind === "promotion";

/**
 * The PT and EN texts side by side, each with its preview as the site will show it (sanitized by
 * the server, scripts never run), and the kind's own settings.
 */
export function ContentForm({
  initial,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ContentDraft;
  pending: boolean;
  error?: unknown;
  submitLabel: string;
  onSubmit: (draft: ContentDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useScreenTexts();
  const [draft, setDraft] = useState(initial);
  const [missing, setMissing] = useState(false);
  const set = (patch: Partial<ContentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setText = (language: "PT" | "EN", patch: Partial<{ title: string; content: string }>) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], ...patch } },
    }));
  return (
    <form
      data-testid="content-form"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const complete = LANGUAGES.every((language) => draft.texts[language].title.trim());
        setMissing(!complete);
        if (complete) onSubmit(draft);
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset key={language} className="grid min-w-0 gap-3 rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-white/90">{language}</legend>
            <Field label={t("content.form.titleField", { language })}>
              {(id) => (
                <input
                  id={id}
                  data-testid={`title-${language}`}
                  className={input}
                  maxLength={200}
                  value={draft.texts[language].title}
                  onChange={(event) => setText(language, { title: event.target.value })}
                />
              )}
            </Field>
            <Field label={t("content.form.contentField", { language })}>
              {(id) => (
                <textarea
                  id={id}
                  data-testid={`content-${language}`}
                  className={`${input} font-mono text-xs`}
                  rows={6}
                  value={draft.texts[language].content}
                  onChange={(event) => setText(language, { content: event.target.value })}
                />
              )}
            </Field>
            <div className="min-w-0">
              <p className="mb-1 text-sm font-medium text-white/90">
                {t("content.form.preview", { language })}
              </p>
              <ServerPreview
                html={draft.texts[language].content}
                title={t("content.form.previewTitle", { language })}
                testId={`preview-${language}`}
              />
              <p className="mt-1 text-xs text-muted">{t("content.form.previewNote")}</p>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {draft.kind === "banner" ? (
          <Field label={t("content.columns.group")}>
            {(id) => (
              <select
                id={id}
                className={input}
                value={draft.group ?? "index"}
                onChange={(event) => set({ group: event.target.value })}
              >
                {BANNER_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`content.groups.${group}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {draft.kind === "help" ? (
          <Field label={t("content.help.tag")}>
            {(id) => (
              <input
                id={id}
                className={input}
                maxLength={32}
                value={draft.group ?? ""}
                onChange={(event) => set({ group: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        {withImage(draft.kind) ? (
          <>
            <Field label={t("content.form.imageUrl")}>
              {(id) => (
                <input
                  id={id}
                  className={input}
                  maxLength={500}
                  value={draft.imageUrl}
                  onChange={(event) => set({ imageUrl: event.target.value })}
                />
              )}
            </Field>
            <Field label={t("content.form.link")}>
              {(id) => (
                <input
                  id={id}
                  className={input}
                  maxLength={500}
                  value={draft.link}
                  onChange={(event) => set({ link: event.target.value })}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label={t("content.form.publishedAt")}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={input}
              value={draft.publishedAt}
              onChange={(event) => set({ publishedAt: event.target.value })}
            />
          )}
        </Field>
        <Field label={t("content.form.endsAt")}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={input}
              value={draft.endsAt}
              onChange={(event) => set({ endsAt: event.target.value })}
            />
          )}
        </Field>
        <Field label={t("content.form.order")}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={0}
              max={100000}
              className={input}
              value={draft.sortOrder}
              onChange={(event) =>
                set({ sortOrder: Math.max(0, Math.trunc(Number(event.target.value)) || 0) })
              }
            />
          )}
        </Field>
      </div>
      <span className="flex items-center gap-2 text-sm">
        <Switch
          checked={draft.enabled}
          onChange={(enabled) => set({ enabled })}
          label={t("content.form.enabled")}
          testId="enabled-switch"
        />
        {t("content.form.enabled")}
      </span>
      {missing ? (
        <p role="alert" className="text-sm text-red-300">
          {t("content.form.bothLanguages")}
        </p>
      ) : null}
      <Outcome error={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={secondary} onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" data-testid="content-submit" className={primary} disabled={pending}>
          {pending ? t("common.saving") : submitLabel}
        </button>
      </div>
    </form>
  );
}
