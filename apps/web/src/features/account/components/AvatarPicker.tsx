import { type Avatar, STATIC_AVATARS } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";
import { memberKeys } from "../../../shared/member/member-queries";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { FormError } from "../../../shared/ui/Field";
import { accountApi } from "../api/account-api";
import {
  AVATAR_MAX_KB,
  avatarFileProblem,
  isStaticAvatar,
  type StaticAvatar,
  staticAvatarUrl,
} from "../lib/avatar";
import { AvatarImage } from "./AvatarImage";

type Choice = { kind: "static"; name: StaticAvatar } | { kind: "file"; file: File };

/**
 * Changing the avatar (PROFPIC3): one of the site's pictures or the player's own PNG/JPG within
 * the size limit, previewed before saving. The logged-in bar and the profile share the avatar
 * query, so both show the new picture as soon as the server accepts it.
 */
export function AvatarPicker({ current, onDone }: { current?: Avatar; onDone: () => void }) {
  const { t } = useTranslation("account");
  const { token } = useSession();
  const queries = useQueryClient();
  const inputId = useId();
  const [choice, setChoice] = useState<Choice>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string>();

  // The picked file's preview address lives as long as that choice.
  const file = choice?.kind === "file" ? choice.file : undefined;
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(t(`avatar.errors.${problem}`, { maxKb: AVATAR_MAX_KB }));
      return;
    }
    setError(undefined);
    setChoice({ kind: "file", file });
  };

  const save = async () => {
    if (!choice) return;
    setSaving(true);
    setError(undefined);
    try {
      const saved =
        choice.kind === "static"
          ? await accountApi.chooseAvatar(choice.name)
          : await accountApi.uploadAvatar(choice.file);
      queries.setQueryData(memberKeys.avatar(token), saved);
      onDone();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setSaving(false);
    }
  };

  // Until something else is picked, the account's own site picture is the marked one.
  const selectedStatic =
    choice?.kind === "static"
      ? choice.name
      : !choice && current?.avatarType === "STATIC" && isStaticAvatar(current.avatar)
        ? current.avatar
        : undefined;
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white/5 p-4"
      aria-labelledby={`${inputId}-heading`}
      data-testid="avatar-picker"
    >
      <div className="flex items-center gap-4">
        <AvatarImage
          avatar={current}
          src={
            choice?.kind === "file"
              ? preview
              : choice?.kind === "static"
                ? staticAvatarUrl(choice.name)
                : undefined
          }
          alt={t("avatar.preview")}
          className="size-20"
          data-testid="avatar-preview"
        />
        <div className="flex flex-col gap-1">
          <h4 id={`${inputId}-heading`} className="font-semibold text-white">
            {t("avatar.choose")}
          </h4>
          <p className="text-xs text-muted">{t("avatar.uploadHint", { maxKb: AVATAR_MAX_KB })}</p>
        </div>
      </div>
      <fieldset className="grid grid-cols-6 gap-2">
        <legend className="sr-only">{t("avatar.choose")}</legend>
        {STATIC_AVATARS.map((name, index) => (
          <label
            key={name}
            className={cn(
              "aspect-square cursor-pointer rounded-full p-0.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-white",
              selectedStatic === name ? "ring-2 ring-gold" : "ring-1 ring-transparent hover:ring-white/30",
            )}
          >
            <input
              type="radio"
              name={`${inputId}-static`}
              value={name}
              checked={selectedStatic === name}
              onChange={() => {
                setError(undefined);
                setChoice({ kind: "static", name });
              }}
              className="sr-only"
              aria-label={t("avatar.option", { number: index + 1 })}
              data-testid={`avatar-option-${name}`}
            />
            <img src={staticAvatarUrl(name)} alt="" className="size-full rounded-full" />
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-8 cursor-pointer items-center rounded-full border border-line bg-white/5 px-3 text-sm font-semibold text-white hover:bg-white/10 focus-within:ring-2 focus-within:ring-gold"
        >
          {t("avatar.upload")}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            onChange={pickFile}
            data-testid="avatar-file"
          />
        </label>
        {choice?.kind === "file" && <span className="truncate text-xs text-muted">{choice.file.name}</span>}
      </div>
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("avatar.cancel")}
        </Button>
        <Button onClick={save} disabled={!choice || saving} data-testid="avatar-save">
          {t("avatar.save")}
        </Button>
      </div>
    </section>
  );
}
