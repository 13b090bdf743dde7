import type { AnyCall, CallInput } from "@jogada/contracts";
import { useState } from "react";
import { Button } from "../../shared/ui/Button";
import { opsObjectUrl } from "../lib/ops-api";
import type { Permission } from "../lib/roles";
import { currentSession } from "../lib/session";
import { useShellTexts } from "../shell/texts";
import { ActionError } from "./States";

/**
 * Downloads a list as CSV with the staff session (a plain link cannot send it). The server streams
 * the whole filtered list, however long, so the browser never holds it as rows. Shown only to a
 * role holding the export's own permission (personal data leaves in one file; the server refuses
 * the others and records every export in the audit log).
 */
export function ExportCsv<D extends AnyCall>({
  call,
  input,
  filename,
  permission,
}: {
  call: D;
  input: CallInput<D>;
  filename: string;
  /** The export's permission, as the call declares it (the site's build drops declarations). */
  permission: Permission;
}) {
  const { t } = useShellTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const allowed = currentSession()?.permissions.includes(permission) ?? false;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await opsObjectUrl(call, input);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  if (!allowed) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={download} disabled={busy} data-testid="bo-export">
        {busy ? t("table.exporting") : t("table.export")}
      </Button>
      {error ? <ActionError error={error} /> : null}
    </>
  );
}
