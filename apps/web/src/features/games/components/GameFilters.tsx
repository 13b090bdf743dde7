import type { VendorLane } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { ScrollRow } from "../../../shared/ui/ScrollRow";

const chip = (active: boolean) =>
  cn(
    "shrink-0 rounded-full border px-3 py-1.5 text-sm transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
    active ? "border-gold bg-gold/15 text-gold" : "border-line bg-white/5 text-white/80 hover:text-white",
  );

export interface FilterState {
  vassalage?: string;
  classify?: string;
  name?: string;
  favorite?: boolean;
}

/** Vendor and subtype chips, the favourites chip and the name search of a category page. */
export function GameFilters({
  lane,
  value,
  onChange,
  showClassify,
  showFavourites,
}: {
  lane: VendorLane | undefined;
  value: FilterState;
  onChange: (next: FilterState) => void;
  showClassify: boolean;
  showFavourites: boolean;
}) {
  const { t } = useTranslation("games");
  const [text, setText] = useState(value.name ?? "");
  useEffect(() => setText(value.name ?? ""), [value.name]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value.name ?? "")) return;
    const timer = setTimeout(() => onChange({ ...value, name: trimmed || undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  const vendors = (lane?.cards ?? []).filter((card) => card.vassalage !== "BGS");
  return (
    <div className="mb-5 min-w-0 space-y-3">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("filters.search")}
        aria-label={t("filters.searchLabel")}
        data-testid="game-search"
        maxLength={60}
        className="h-10 w-full max-w-md rounded-lg border border-line bg-panel px-3 text-sm placeholder:text-muted focus:border-gold focus:outline-none"
      />
      {vendors.length > 1 && (
        <ScrollRow label={t("filters.vendors")} innerClassName="gap-2 pb-1" testId="vendor-chips">
          <button
            type="button"
            className={chip(!value.vassalage)}
            onClick={() => onChange({ ...value, vassalage: undefined })}
          >
            {t("filters.all")}
          </button>
          {vendors.map((card) => (
            <button
              key={card.vassalage}
              type="button"
              data-testid={`vendor-chip-${card.vassalage}`}
              className={chip(value.vassalage === card.vassalage)}
              onClick={() => onChange({ ...value, vassalage: card.vassalage })}
            >
              {card.displayName}
            </button>
          ))}
        </ScrollRow>
      )}
      {(showClassify && (lane?.gameClassify.length ?? 0) > 0) || showFavourites ? (
        <ScrollRow label={t("filters.types")} innerClassName="gap-2 pb-1" testId="type-chips">
          {showClassify && (
            <button
              type="button"
              className={chip(!value.classify && !value.favorite)}
              onClick={() => onChange({ ...value, classify: undefined, favorite: false })}
            >
              {t("filters.all")}
            </button>
          )}
          {showClassify &&
            lane?.gameClassify.map((item) => (
              <button
                key={item.key}
                type="button"
                data-testid={`classify-chip-${item.key}`}
                className={chip(value.classify === item.key)}
                onClick={() => onChange({ ...value, classify: item.key, favorite: false })}
              >
                {item.displayName}
              </button>
            ))}
          {showFavourites && (
            <button
              type="button"
              data-testid="favourites-chip"
              className={chip(Boolean(value.favorite))}
              onClick={() => onChange({ ...value, favorite: !value.favorite })}
            >
              {t("filters.favourites")}
            </button>
          )}
        </ScrollRow>
      ) : null}
    </div>
  );
}
