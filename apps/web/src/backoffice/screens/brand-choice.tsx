import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useOpsQuery } from "../lib/ops-api";
import { useScreenTexts } from "./i18n";
import { input } from "./kit";

/** The brand a screen works on: the first brand until the staff member picks another. */
export function useBrandChoice() {
  const brands = useOpsQuery(calls.backOffice.listBrands, {}, { staleTime: 60_000 });
  const [picked, setPicked] = useState<string | null>(null);
  const merchantCode = picked ?? brands.data?.[0]?.merchantCode ?? null;
  return { brands, merchantCode, setMerchantCode: setPicked };
}

export function BrandPicker({ choice }: { choice: ReturnType<typeof useBrandChoice> }) {
  const { t } = useScreenTexts();
  const list = choice.brands.data ?? [];
  if (list.length < 2) return null;
  return (
    <label className="mb-3 flex max-w-xs items-center gap-2 text-sm">
      <span className="shrink-0 text-muted">{t("common.brand")}</span>
      <select
        className={input}
        value={choice.merchantCode ?? ""}
        onChange={(event) => choice.setMerchantCode(event.target.value)}
      >
        {list.map((brand) => (
          <option key={brand.merchantCode} value={brand.merchantCode}>
            {brand.name}
          </option>
        ))}
      </select>
    </label>
  );
}
