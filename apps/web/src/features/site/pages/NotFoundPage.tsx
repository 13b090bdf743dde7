import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("notFound.body")}</p>
      <Link to="/" className="rounded-full bg-brand px-6 py-2 font-semibold">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
