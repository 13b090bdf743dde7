import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";

/** Where guests land when the brand keeps the site for members (loginedToHomePage). */
export default function LoginPage() {
  const { t } = useTranslation();
  const modules = useModules();
  useEffect(() => {
    openModal("login");
  }, []);
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-20 text-center"
      data-testid="login-page"
    >
      <img src="/images/site/logo-mark.svg" alt="" className="size-20" />
      <h1 className="text-3xl font-black">{t("login.title")}</h1>
      <p className="text-muted">{t("login.text")}</p>
      <div className="mt-2 flex gap-3">
        <Button size="lg" onClick={() => openModal("login")}>
          {t("header.login")}
        </Button>
        {modules.DIRECTREG3 && (
          <Button size="lg" variant="gold" onClick={() => openModal("register")}>
            {t("header.register")}
          </Button>
        )}
      </div>
    </section>
  );
}
