import { type CallValue, calls, type StaffRole } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../shared/ui/Button";
import { dateTime } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { useShellTexts } from "../../shell/texts";
import { controlClass } from "../../ui/Filters";
import { Panel } from "../../ui/Page";
import { ActionError, QueryState } from "../../ui/States";
import { useSystemTexts } from "../system/texts";

type ChangeRequest = CallValue<typeof calls.backOffice.listChangeRequests>["list"][number];

/**
 * Changes to the console's own safeguards waiting for a second administrator: four-eyes amounts,
 * roles, new and re-enabled accounts. The one who asked sees their request but cannot approve it.
 */
export function ChangeRequests() {
  const { t } = useSystemTexts();
  const client = useQueryClient();
  const query = useOpsQuery(calls.backOffice.listChangeRequests, {
    query: { status: "pending", page: 1, size: 50 },
  });
  const canWrite = currentSession()?.permissions.includes("staff.write") ?? false;
  const refresh = () => client.invalidateQueries({ queryKey: ["ops"] });
  const approve = useOpsMutation(calls.backOffice.approveChangeRequest, { onSuccess: () => void refresh() });
  const reject = useOpsMutation(calls.backOffice.rejectChangeRequest, { onSuccess: () => void refresh() });
  return (
    <Panel title={t("staff.changes.title")}>
      <div className="p-4 text-sm" data-testid="bo-change-requests">
        <p className="mb-3 text-muted">{t("staff.changes.intro")}</p>
        <QueryState
          query={query}
          isEmpty={(value) => value.list.length === 0}
          emptyText={t("staff.changes.none")}
        >
          {(value) => (
            <ul className="grid gap-2">
              {value.list.map((request) => (
                <ChangeRow
                  key={request.id}
                  request={request}
                  canWrite={canWrite}
                  busy={approve.isPending || reject.isPending}
                  onApprove={() => approve.mutate({ params: { id: Number(request.id) } })}
                  onReject={(reason) =>
                    reject.mutate({ params: { id: Number(request.id) }, body: { reason } })
                  }
                />
              ))}
            </ul>
          )}
        </QueryState>
        <ActionError error={approve.error ?? reject.error} />
      </div>
    </Panel>
  );
}

function useDescribe() {
  const { t } = useSystemTexts();
  const shell = useShellTexts();
  return (request: ChangeRequest) => {
    const role =
      typeof request.change.role === "string" ? shell.t(`roles.${request.change.role as StaffRole}`) : "";
    const limit = request.change.limit;
    return t(`staff.changes.kinds.${request.kind}`, {
      merchant: request.merchantCode ?? "",
      target: request.target ?? "",
      role,
      limit: typeof limit === "string" ? limit : t("staff.changes.platformDefault"),
    });
  };
}

function ChangeRow({
  request,
  canWrite,
  busy,
  onApprove,
  onReject,
}: {
  request: ChangeRequest;
  canWrite: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useSystemTexts();
  const describe = useDescribe();
  const [reason, setReason] = useState("");
  const mine = request.maker === currentSession()?.username;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-md border border-line/60 p-3"
      data-testid={`bo-change-${request.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{describe(request)}</p>
        <p className="text-xs text-muted">
          {t("staff.changes.askedBy")} {request.maker} · {dateTime(request.createdAt)}
          {mine ? ` · ${t("staff.changes.mine")}` : ""}
        </p>
      </div>
      {canWrite && (
        <div className="flex flex-wrap items-center gap-2">
          {!mine && (
            <Button size="sm" disabled={busy} onClick={onApprove} data-testid="bo-change-approve">
              {t("staff.changes.approve")}
            </Button>
          )}
          <input
            aria-label={t("staff.changes.rejectReason")}
            placeholder={t("staff.changes.rejectReason")}
            className={`${controlClass} w-44`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || !reason.trim()}
            onClick={() => onReject(reason.trim())}
          >
            {mine ? t("staff.changes.withdraw") : t("staff.changes.reject")}
          </Button>
        </div>
      )}
    </li>
  );
}
