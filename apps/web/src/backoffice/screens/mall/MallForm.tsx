import { type CallValue, type calls, type MallRewardKind, SaveMallRewardBody } from "@jogada/contracts";
import { FieldGroup, FormField, FormFooter, LanguageTexts, numberOf, useContractForm } from "../form-kit";
import { useScreenTexts } from "../i18n";

type Reward = CallValue<typeof calls.loyalty.opsMallRewards>["list"][number];
type Text = { title: string; description: string };

export interface MallValues {
  kind: MallRewardKind;
  points: string;
  amount: string;
  wagering: { multiple: string };
  stock: string;
  perPlayerLimit: string;
  texts: { PT: Text; EN: Text };
  imageUrl: string;
  sortOrder: string;
}

const KINDS = ["cash", "bonus", "physical"] as const;
const FIELDS = [
  "kind",
  "points",
  "amount",
  "wagering.multiple",
  "stock",
  "perPlayerLimit",
  "texts.PT.title",
  "texts.PT.description",
  "texts.EN.title",
  "texts.EN.description",
  "imageUrl",
  "sortOrder",
] as const;

/** Empty means none (no stock limit, no per-player limit). */
const orNull = (text: string) => (text.trim() === "" ? null : numberOf(text));

export function mallBody(values: MallValues) {
  return {
    kind: values.kind,
    points: numberOf(values.points),
    amount: values.kind === "physical" || values.amount.trim() === "" ? undefined : values.amount.trim(),
    wagering:
      values.kind === "bonus"
        ? { multiple: numberOf(values.wagering.multiple), base: "bonus", expiryDays: 30 }
        : undefined,
    stock: orNull(values.stock),
    perPlayerLimit: orNull(values.perPlayerLimit),
    texts: values.texts,
    imageUrl: values.imageUrl.trim(),
    sortOrder: numberOf(values.sortOrder),
  };
}

export function mallValues(row?: Reward): MallValues {
  return {
    kind: row?.kind ?? "cash",
    points: row ? String(row.points) : "",
    amount: row?.amount ?? "",
    wagering: { multiple: "0" },
    stock: row?.stock === null || row?.stock === undefined ? "" : String(row.stock),
    perPlayerLimit:
      row?.perPlayerLimit === null || row?.perPlayerLimit === undefined ? "" : String(row.perPlayerLimit),
    texts: row?.texts ?? { PT: { title: "", description: "" }, EN: { title: "", description: "" } },
    imageUrl: row?.imageUrl ?? "",
    sortOrder: String(row?.sortOrder ?? 0),
  };
}

/** A points-mall item: price, what it pays, stock and limit, texts in PT and EN; checked by `SaveMallRewardBody`. */
export function MallForm({
  row,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  row?: Reward;
  pending: boolean;
  error?: unknown;
  onSubmit: (body: SaveMallRewardBody) => void;
  onCancel: () => void;
}) {
  const { t } = useScreenTexts();
  const form = useContractForm<MallValues, SaveMallRewardBody>({
    schema: SaveMallRewardBody,
    toBody: mallBody,
    defaultValues: mallValues(row),
    fields: FIELDS,
  });
  const kind = form.watch("kind");
  return (
    <form
      data-testid="mall-form"
      noValidate
      className="flex min-w-0 flex-col gap-3"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldGroup title={t("promotionForm.general")}>
        <FormField
          form={form}
          name="kind"
          type="select"
          label={t("mallForm.kind")}
          options={KINDS.map((value) => ({ value, label: t(`mallForm.kinds.${value}`) }))}
        />
        <FormField form={form} name="points" type="number" label={t("mallForm.points")} />
        {kind !== "physical" ? (
          <FormField form={form} name="amount" label={t("mallForm.amount")} hint={t("mallForm.amountHint")} />
        ) : null}
        {kind === "bonus" ? (
          <FormField form={form} name="wagering.multiple" type="number" label={t("mallForm.multiple")} />
        ) : null}
        <FormField form={form} name="stock" type="number" label={t("mallForm.stock")} />
        <FormField form={form} name="perPlayerLimit" type="number" label={t("mallForm.perPlayerLimit")} />
        <FormField form={form} name="imageUrl" label={t("form.imageUrl")} />
        <FormField form={form} name="sortOrder" type="number" label={t("form.sortOrder")} />
      </FieldGroup>
      <LanguageTexts form={form as never} body="description" bodyLabel={t("form.description")} />
      <FormFooter
        form={form as never}
        pending={pending}
        error={error}
        submitLabel={row ? t("common.save") : t("common.create")}
        onCancel={onCancel}
        testId="mall"
      />
    </form>
  );
}
