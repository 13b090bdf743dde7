import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { allows } from "../../lib/roles";
import { currentSession } from "../../lib/session";
import { FormField, FormFooter, useContractForm } from "../form-kit";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Outcome, QueryState, secondary } from "../kit";
import { FourEyesBody, type FourEyesValues, fourEyesBody } from "./four-eyes-body";

type FourEyes = CallValue<typeof calls.backOffice.brandFourEyes>;

function useSetFourEyes(onSaved: () => void) {
  const client = useQueryClient();
  const read = calls.backOffice.brandFourEyes;
  return useOpsMutation(calls.backOffice.setBrandFourEyes, {
    onSuccess: () => {
      onSaved();
      void client.invalidateQueries({ queryKey: ["ops", read.method, read.path] });
    },
  });
}

/** The amount above which a manual adjustment waits for a second staff member; admins change it. */
export function FourEyesLimit({ merchantCode }: { merchantCode: string }) {
  const { t } = useScreenTexts();
  const query = useOpsQuery(calls.backOffice.brandFourEyes, { params: { merchantCode } });
  const canWrite = allows(currentSession()?.permissions ?? [], "brand.write");
  // kept here: a save changes the reply, which gives the form a fresh start
  const [done, setDone] = useState<string | null>(null);
  const write = useSetFourEyes(() => setDone(t("brand.fourEyes.asked")));
  const save = (body: { limit: string | null }) => {
    setDone(null);
    write.mutate({ params: { merchantCode }, body });
  };
  return (
    <section className="mb-5 rounded-md border border-line bg-panel-2 p-3" data-testid="four-eyes">
      <h3 className="text-sm font-semibold text-white">{t("brand.fourEyes.title")}</h3>
      <p className="mb-3 text-sm text-muted">{t("brand.fourEyes.intro")}</p>
      <QueryState query={query} empty={t("brand.none")}>
        {(value) => (
          <>
            <FourEyesSummary value={value} />
            {canWrite ? (
              <FourEyesForm
                key={`${value.source}:${value.limit}:${value.pendingChange?.id ?? ""}`}
                value={value}
                pending={write.isPending}
                error={write.error}
                done={done}
                onSave={save}
                onCancel={() => write.reset()}
              />
            ) : (
              <p className="mt-3 text-xs text-muted">{t("brand.fourEyes.adminOnly")}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function FourEyesSummary({ value }: { value: FourEyes }) {
  const { t } = useScreenTexts();
  const format = useFormat();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{t("brand.fourEyes.inForce")}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span data-testid="four-eyes-limit">
          {format.money(value.limit)} {value.currency}
        </span>
        <Badge tone={value.source === "brand" ? "sky" : "slate"}>
          {t(`brand.fourEyes.sources.${value.source}`)}
        </Badge>
      </dd>
      <dt className="text-muted">{t("brand.fourEyes.default")}</dt>
      <dd>
        {format.money(value.defaultLimit)} {value.currency}
      </dd>
      {value.pendingChange ? (
        <>
          <dt className="text-muted">{t("brand.fourEyes.pending")}</dt>
          <dd data-testid="four-eyes-pending">
            {typeof value.pendingChange.change.limit === "string"
              ? t("brand.fourEyes.pendingValue", {
                  limit: `${format.money(value.pendingChange.change.limit)} ${value.currency}`,
                  maker: value.pendingChange.maker,
                })
              : t("brand.fourEyes.pendingDefault", { maker: value.pendingChange.maker })}
          </dd>
        </>
      ) : null}
      {value.updatedBy ? (
        <>
          <dt className="text-muted">{t("brand.fourEyes.updated")}</dt>
          <dd>
            {value.updatedBy} · {format.date(value.updatedAt)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function FourEyesForm({
  value,
  pending,
  error,
  done,
  onSave,
  onCancel,
}: {
  value: FourEyes;
  pending: boolean;
  error: unknown;
  done: string | null;
  onSave: (body: { limit: string | null }) => void;
  onCancel: () => void;
}) {
  const { t } = useScreenTexts();
  const form = useContractForm<FourEyesValues, z.infer<typeof FourEyesBody>>({
    schema: FourEyesBody,
    toBody: fourEyesBody,
    defaultValues: { limit: value.source === "brand" ? value.limit : "" },
    fields: ["limit"],
  });
  return (
    <form
      data-testid="four-eyes-form"
      noValidate
      className="mt-3 grid max-w-md gap-2"
      onSubmit={form.handleSubmit(onSave)}
    >
      <FormField form={form} name="limit" label={t("brand.fourEyes.limit")} hint={t("brand.fourEyes.hint")} />
      {value.source === "brand" ? (
        <div>
          <button
            type="button"
            data-testid="four-eyes-default"
            className={secondary}
            disabled={pending}
            onClick={() => onSave({ limit: null })}
          >
            {t("brand.fourEyes.useDefault")}
          </button>
        </div>
      ) : null}
      <FormFooter
        form={form as never}
        pending={pending}
        error={error}
        submitLabel={t("common.save")}
        onCancel={() => {
          form.reset();
          onCancel();
        }}
        testId="four-eyes"
      />
      <Outcome done={done} />
    </form>
  );
}
