import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";

/**
 * Login, Register (when DIRECTREG3 is on) and free demo (when FREEPLAY3 is on). The buttons open
 * the named modals; the free demo opens the "freePlay" modal, which the accounts feature provides.
 */
export function GuestActions() {
  const { t } = useTranslation();
  const modules = useModules();
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      {modules.FREEPLAY3 && (
        <span className="hidden sm:block">
          <Button variant="ghost" size="sm" onClick={() => openModal("freePlay")}>
            {t("header.freePlay")}
          </Button>
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={() => openModal("login")}>
        {t("header.login")}
      </Button>
      {modules.DIRECTREG3 && (
        <Button variant="gold" size="sm" onClick={() => openModal("register")}>
          {t("header.register")}
        </Button>
      )}
    </div>
  );
}
