import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useScreenTexts } from "../i18n";
import { Field, input, Modal, Outcome, primary, Switch, secondary } from "../kit";
import { useBrandWrite } from "./brand-write";

/** Maintenance mode and its notice in PT and EN. */
export function Maintenance({
  merchantCode,
  value,
}: {
  merchantCode: string;
  value: { enabled: boolean; notice: { PT: string; EN: string } };
}) {
  const { t } = useScreenTexts();
  const [on, setOn] = useState(value.enabled);
  const [notice, setNotice] = useState(value.notice);
  const [confirming, setConfirming] = useState(false);
  const write = useBrandWrite(calls.backOffice.setBrandMaintenance);
  const save = () =>
    write.mutate(
      { params: { merchantCode }, body: { on, noticePt: notice.PT, noticeEn: notice.EN } },
      { onSuccess: () => setConfirming(false) },
    );
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (on && !value.enabled) setConfirming(true);
        else save();
      }}
    >
      <span className="flex items-center gap-2 text-sm">
        <Switch
          checked={on}
          onChange={setOn}
          label={t("brand.maintenance.enabled")}
          testId="maintenance-switch"
        />
        {t("brand.maintenance.enabled")}
      </span>
      <div className="grid gap-3 md:grid-cols-2">
        {(["PT", "EN"] as const).map((language) => (
          <Field key={language} label={t("brand.maintenance.notice", { language })}>
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={3}
                maxLength={500}
                value={notice[language]}
                onChange={(event) => setNotice({ ...notice, [language]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <Outcome
        error={confirming ? undefined : write.error}
        done={write.isSuccess ? t("common.saved") : null}
      />
      <div>
        <button type="submit" className={primary} disabled={write.isPending}>
          {t("common.save")}
        </button>
      </div>
      <Modal open={confirming} onOpenChange={setConfirming} title={t("brand.maintenance.confirmOn")}>
        <Outcome error={write.error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            {t("common.cancel")}
          </button>
          <button type="button" className={primary} disabled={write.isPending} onClick={save}>
            {t("common.save")}
          </button>
        </div>
      </Modal>
    </form>
  );
}
