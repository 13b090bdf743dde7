import { calls, STAFF_ROLES, type StaffRole } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../shared/ui/Button";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { dateTime } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { useShellTexts } from "../../shell/texts";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { controlClass } from "../../ui/Filters";
import { Badge, Page, Panel } from "../../ui/Page";
import { ActionError, QueryState } from "../../ui/States";
import { useSystemTexts } from "../system/texts";
import { ChangeRequests } from "./ChangeRequests";

interface Secret {
  username: string;
  totpSecret: string;
  otpauthUrl: string;
}

/** Staff accounts: create (authenticator shown once), role, disable, new authenticator. */
export default function StaffScreen() {
  const { t } = useSystemTexts();
  const shell = useShellTexts();
  const client = useQueryClient();
  const staff = useOpsQuery(calls.backOffice.listStaff, {});
  const [secret, setSecret] = useState<Secret | null>(null);
  const [asking, setAsking] = useState<{ username: string; action: "disable" | "reset" } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["ops"] });
  const update = useOpsMutation(calls.backOffice.updateStaff, {
    onSuccess: () => {
      setAsking(null);
      void refresh();
    },
  });
  const reset = useOpsMutation(calls.backOffice.resetStaffTotp, {
    onSuccess: (value) => {
      setAsking(null);
      setSecret(value);
      void refresh();
    },
  });
  const canWrite = currentSession()?.permissions.includes("staff.write") ?? false;
  const me = currentSession()?.username;
  const roleName = (role: StaffRole) => shell.t(`roles.${role}`);

  return (
    <Page title={t("staff.title")}>
      {canWrite && <NewStaff onCreated={setSecret} />}
      <ChangeRequests />
      <Panel>
        <QueryState query={staff} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t("staff.title")}>
                <thead className="text-xs text-muted uppercase">
                  <tr>
                    <th className="px-3 py-2 text-left">{t("staff.username")}</th>
                    <th className="px-3 py-2 text-left">{t("staff.role")}</th>
                    <th className="px-3 py-2 text-left">{t("staff.status")}</th>
                    <th className="hidden px-3 py-2 text-left xl:table-cell">{t("staff.created")}</th>
                    <th className="px-3 py-2 text-left">{t("staff.lastLogin")}</th>
                    <th className="px-3 py-2" />
                  </tr>
                </thead>
                <tbody>
                  {list.map((member) => (
                    <tr key={member.username} className="border-t border-line/60">
                      <td className="px-3 py-2 font-semibold text-white">{member.username}</td>
                      <td className="px-3 py-2">
                        {canWrite && member.username !== me ? (
                          <select
                            aria-label={t("staff.role")}
                            className={`${controlClass} w-40`}
                            value={member.role}
                            onChange={(event) =>
                              update.mutate({
                                params: { username: member.username },
                                body: { role: event.target.value as StaffRole },
                              })
                            }
                          >
                            {STAFF_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {roleName(role)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          roleName(member.role)
                        )}
                      </td>
                      <td className="px-3 py-2">
                        <Badge tone={member.disabled ? "bad" : "good"}>
                          {member.disabled ? t("staff.disabled") : t("staff.enabled")}
                        </Badge>
                      </td>
                      <td className="hidden px-3 py-2 xl:table-cell">{dateTime(member.createdAt)}</td>
                      <td className="px-3 py-2">{dateTime(member.lastLoginAt)}</td>
                      <td className="px-3 py-2 text-right">
                        {canWrite && member.username !== me && (
                          <div className="flex justify-end gap-1">
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setAsking({ username: member.username, action: "reset" })}
                            >
                              {t("staff.resetCode")}
                            </Button>
                            {member.disabled ? (
                              <Button
                                size="sm"
                                variant="ghost"
                                onClick={() =>
                                  update.mutate({
                                    params: { username: member.username },
                                    body: { disabled: false },
                                  })
                                }
                              >
                                {t("staff.enable")}
                              </Button>
                            ) : (
                              <Button
                                size="sm"
                                variant="ghost"
                                onClick={() => setAsking({ username: member.username, action: "disable" })}
                              >
                                {t("staff.disable")}
                              </Button>
                            )}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="px-3 pb-3">
                <ActionError error={update.error} />
              </div>
            </div>
          )}
        </QueryState>
      </Panel>
      {asking && (
        <ConfirmDialog
          title={t(asking.action === "disable" ? "staff.disableTitle" : "staff.resetTitle", {
            username: asking.username,
          })}
          danger
          busy={update.isPending || reset.isPending}
          error={asking.action === "disable" ? update.error : reset.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            asking.action === "disable"
              ? update.mutate({ params: { username: asking.username }, body: { disabled: true } })
              : reset.mutate({ params: { username: asking.username } })
          }
        >
          {t(asking.action === "disable" ? "staff.disableText" : "staff.resetText")}
        </ConfirmDialog>
      )}
      {secret && (
        <ModalFrame
          title={t("staff.secretTitle", { username: secret.username })}
          onClose={() => setSecret(null)}
          closeOnCover={false}
          footer={<Button onClick={() => setSecret(null)}>{t("staff.done")}</Button>}
        >
          <div className="flex flex-col items-center gap-4 text-sm">
            <p className="text-white/85">{t("staff.secretText")}</p>
            <div className="rounded-xl bg-white p-3">
              <QRCodeSVG value={secret.otpauthUrl} size={180} />
            </div>
            <p className="text-xs text-muted">
              {t("staff.secret")}:{" "}
              <span className="font-mono text-white" data-testid="bo-staff-secret">
                {secret.totpSecret}
              </span>
            </p>
          </div>
        </ModalFrame>
      )}
    </Page>
  );
}

function NewStaff({ onCreated }: { onCreated: (secret: Secret) => void }) {
  const { t } = useSystemTexts();
  const shell = useShellTexts();
  const client = useQueryClient();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<StaffRole>("support");
  const create = useOpsMutation(calls.backOffice.createStaff, {
    onSuccess: (value) => {
      setUsername("");
      setPassword("");
      onCreated(value);
      void client.invalidateQueries({ queryKey: ["ops"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ body: { username: username.trim(), password, role } });
  };
  return (
    <Panel title={t("staff.add")}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 p-4">
        <div className="flex w-full flex-col gap-1 text-xs text-muted sm:w-44">
          <label htmlFor="bo-staff-username">{t("staff.username")}</label>
          <input
            id="bo-staff-username"
            className={controlClass}
            required
            minLength={3}
            maxLength={32}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="flex w-full flex-col gap-1 text-xs text-muted sm:w-56">
          <label htmlFor="bo-staff-password">{t("staff.password")}</label>
          <input
            id="bo-staff-password"
            type="password"
            autoComplete="new-password"
            className={controlClass}
            required
            minLength={10}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="flex w-full flex-col gap-1 text-xs text-muted sm:w-44">
          <label htmlFor="bo-staff-role">{t("staff.role")}</label>
          <select
            id="bo-staff-role"
            className={controlClass}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {shell.t(`roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {t("staff.create")}
        </Button>
        <ActionError error={create.error} />
      </form>
    </Panel>
  );
}
