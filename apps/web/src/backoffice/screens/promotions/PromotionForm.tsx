import {
  type CallValue,
  type calls,
  PROMOTION_KINDS,
  type PromotionKind,
  SavePromotionBody,
} from "@jogada/contracts";
import {
  FieldGroup,
  FormField,
  FormFooter,
  isoOf,
  LanguageTexts,
  localInput,
  numberOf,
  useContractForm,
} from "../form-kit";
import { useScreenTexts } from "../i18n";

type Promotion = CallValue<typeof calls.promotions.opsPromotions>["list"][number];
type Text = { title: string; content: string };

export interface PromotionValues {
  kind: PromotionKind;
  texts: { PT: Text; EN: Text };
  startsAt: string;
  endsAt: string;
  budget: string;
  imageUrl: string;
  sortOrder: string;
  newPlayersOnly: boolean;
  terms: {
    amount: string;
    percent: string;
    cap: string;
    minDeposit: string;
    minLoss: string;
    deposit: "first" | "reload";
    period: "daily" | "weekly";
    categories: string;
    prizes: string;
    depositPerTicket: string;
    turnoverPerTicket: string;
    needsApproval: boolean;
    wagering: { multiple: string; expiryDays: string };
  };
}

/** The terms each kind takes, in the order the form shows them. */
const TERMS: Record<PromotionKind, readonly (keyof PromotionValues["terms"])[]> = {
  registration: ["amount"],
  deposit_match: ["deposit", "percent", "cap", "minDeposit"],
  cashback: ["period", "categories", "percent", "cap", "minLoss"],
  rebate: ["period", "categories", "percent", "cap"],
  free_credits: ["amount"],
  raffle: ["prizes", "depositPerTicket", "turnoverPerTicket"],
  manual: ["amount", "needsApproval"],
};
const WAGERING: readonly PromotionKind[] = [
  "registration",
  "deposit_match",
  "cashback",
  "rebate",
  "free_credits",
  "manual",
];

const FIELDS = [
  "kind",
  "texts.PT.title",
  "texts.PT.content",
  "texts.EN.title",
  "texts.EN.content",
  "startsAt",
  "endsAt",
  "budget",
  "imageUrl",
  "sortOrder",
  "eligibility",
  ...Object.values(TERMS)
    .flat()
    .map((name) => `terms.${name}`),
  "terms.wagering.multiple",
  "terms.wagering.expiryDays",
] as const;

const list = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
const optional = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** The body the server takes; terms the form does not show (contributions, stake limit) are kept from `base`. */
export function promotionBody(values: PromotionValues, base?: Promotion) {
  const kept = base?.terms as Record<string, unknown> | undefined;
  const v = values.terms;
  const pick: Record<string, unknown> = {
    amount: v.amount.trim(),
    percent: numberOf(v.percent),
    cap: v.cap.trim(),
    minDeposit: v.minDeposit.trim(),
    minLoss: optional(v.minLoss),
    deposit: v.deposit,
    period: v.period,
    categories: list(v.categories),
    prizes: list(v.prizes),
    depositPerTicket: optional(v.depositPerTicket),
    turnoverPerTicket: optional(v.turnoverPerTicket),
    needsApproval: v.needsApproval,
  };
  const terms: Record<string, unknown> = { kind: values.kind };
  for (const name of TERMS[values.kind]) terms[name] = pick[name];
  if (WAGERING.includes(values.kind))
    terms.wagering = {
      ...((kept?.wagering as object | undefined) ?? {}),
      multiple: numberOf(v.wagering.multiple),
      expiryDays: numberOf(v.wagering.expiryDays),
    };
  return {
    terms: kept && kept.kind === values.kind ? { ...kept, ...terms } : terms,
    eligibility: { ...(base?.eligibility ?? {}), newPlayersOnly: values.newPlayersOnly },
    texts: values.texts,
    imageUrl: values.imageUrl.trim(),
    startsAt: isoOf(values.startsAt) ?? values.startsAt,
    endsAt: values.endsAt ? (isoOf(values.endsAt) ?? values.endsAt) : null,
    budget: optional(values.budget),
    sortOrder: numberOf(values.sortOrder),
  };
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The form's values for a new promotion, or for one being changed. */
export function promotionValues(row?: Promotion): PromotionValues {
  const terms = (row?.terms ?? {}) as Record<string, unknown>;
  const wagering = (terms.wagering ?? {}) as Record<string, unknown>;
  return {
    kind: row?.kind ?? "manual",
    texts: row?.texts ?? { PT: { title: "", content: "" }, EN: { title: "", content: "" } },
    startsAt: localInput(row?.startsAt ?? new Date().toISOString()),
    endsAt: localInput(row?.endsAt),
    budget: text(row?.budget),
    imageUrl: row?.imageUrl ?? "",
    sortOrder: "0",
    newPlayersOnly: row?.eligibility.newPlayersOnly ?? false,
    terms: {
      amount: text(terms.amount),
      percent: text(terms.percent),
      cap: text(terms.cap),
      minDeposit: text(terms.minDeposit),
      minLoss: text(terms.minLoss),
      deposit: (terms.deposit as "first" | "reload") ?? "first",
      period: (terms.period as "daily" | "weekly") ?? "daily",
      categories: ((terms.categories as string[]) ?? ["slots"]).join(", "),
      prizes: ((terms.prizes as string[]) ?? []).join(", "),
      depositPerTicket: text(terms.depositPerTicket),
      turnoverPerTicket: text(terms.turnoverPerTicket),
      needsApproval: (terms.needsApproval as boolean | undefined) ?? true,
      wagering: { multiple: text(wagering.multiple ?? 0), expiryDays: text(wagering.expiryDays ?? 30) },
    },
  };
}

/**
 * A promotion's texts in PT and EN, its period and budget and the terms of its kind, checked by the
 * contract's `SavePromotionBody` before it is sent. The kind is fixed once the promotion exists.
 */
export function PromotionForm({
  row,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  row?: Promotion;
  pending: boolean;
  error?: unknown;
  onSubmit: (body: SavePromotionBody) => void;
  onCancel: () => void;
}) {
  const { t } = useScreenTexts();
  const form = useContractForm<PromotionValues, SavePromotionBody>({
    schema: SavePromotionBody,
    toBody: (values) => promotionBody(values, row),
    defaultValues: promotionValues(row),
    fields: FIELDS,
  });
  const kind = form.watch("kind");
  const label = (name: keyof PromotionValues["terms"]) =>
    t(`promotionForm.${name}` as "promotionForm.amount");
  return (
    <form
      data-testid="promotion-form"
      noValidate
      className="flex min-w-0 flex-col gap-3"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldGroup title={t("promotionForm.general")}>
        <FormField
          form={form}
          name="kind"
          type="select"
          label={t("promotionForm.kind")}
          hint={row ? t("promotionForm.kindFixed") : undefined}
          options={(row ? [row.kind] : PROMOTION_KINDS).map((value) => ({
            value,
            label: t(`promotionForm.kinds.${value}`),
          }))}
        />
        <FormField form={form} name="budget" label={t("promotionForm.budget")} />
        <FormField form={form} name="startsAt" type="datetime-local" label={t("promotionForm.startsAt")} />
        <FormField form={form} name="endsAt" type="datetime-local" label={t("promotionForm.endsAt")} />
        <FormField form={form} name="imageUrl" label={t("form.imageUrl")} />
        <FormField form={form} name="sortOrder" type="number" label={t("form.sortOrder")} />
        <FormField
          form={form}
          name="newPlayersOnly"
          type="checkbox"
          label={t("promotionForm.newPlayersOnly")}
        />
      </FieldGroup>
      <LanguageTexts form={form as never} body="content" bodyLabel={t("form.content")} />
      <FieldGroup title={t("promotionForm.terms")}>
        {TERMS[kind].map((name) =>
          name === "deposit" ? (
            <FormField
              key={name}
              form={form}
              name="terms.deposit"
              type="select"
              label={label(name)}
              options={(["first", "reload"] as const).map((value) => ({
                value,
                label: t(`promotionForm.deposits.${value}`),
              }))}
            />
          ) : name === "period" ? (
            <FormField
              key={name}
              form={form}
              name="terms.period"
              type="select"
              label={label(name)}
              options={(["daily", "weekly"] as const).map((value) => ({
                value,
                label: t(`promotionForm.periods.${value}`),
              }))}
            />
          ) : name === "needsApproval" ? (
            <FormField
              key={name}
              form={form}
              name="terms.needsApproval"
              type="checkbox"
              label={label(name)}
            />
          ) : (
            <FormField
              key={name}
              form={form}
              name={`terms.${name}`}
              type={name === "percent" ? "number" : "text"}
              label={label(name)}
              hint={name === "categories" ? t("promotionForm.categoriesHint") : undefined}
            />
          ),
        )}
        {WAGERING.includes(kind) ? (
          <>
            <FormField
              form={form}
              name="terms.wagering.multiple"
              type="number"
              label={t("promotionForm.multiple")}
            />
            <FormField
              form={form}
              name="terms.wagering.expiryDays"
              type="number"
              label={t("promotionForm.expiryDays")}
            />
          </>
        ) : null}
      </FieldGroup>
      <FormFooter
        form={form as never}
        pending={pending}
        error={error}
        submitLabel={row ? t("common.save") : t("common.create")}
        onCancel={onCancel}
        testId="promotion"
      />
    </form>
  );
}
