import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { Field, Input } from "./form";
import { PeriodPicker, type usePeriod } from "./PeriodPicker";

/**
 * The period and a username search shared by the record pages; `extra` adds a page's own
 * filters. The search applies on submit so typing does not query on every key.
 */
export function ReportFilters({
  period,
  onSearch,
  extra,
  initialUsername = "",
}: {
  period: ReturnType<typeof usePeriod>;
  onSearch: (username: string) => void;
  extra?: ReactNode;
  initialUsername?: string;
}) {
  const { t } = useTranslation("agentCentre");
  const [username, setUsername] = useState(initialUsername);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(username.trim());
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <PeriodPicker state={period} />
      <form onSubmit={submit} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:items-end">
        <Field label={t("common.username")} className="col-span-2 sm:col-span-1">
          <Input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            data-testid="report-username"
          />
        </Field>
        {extra}
        <Button
          type="submit"
          variant="ghost"
          className="col-span-2 sm:col-span-1"
          data-testid="report-search"
        >
          {t("common.search")}
        </Button>
      </form>
    </div>
  );
}
