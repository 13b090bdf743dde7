import { useTranslation } from "react-i18next";

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="px-4 py-10">
      <h1 className="text-3xl font-black">Jogada</h1>
      <p className="text-muted">{t("brandTagline")}</p>
    </section>
  );
}
