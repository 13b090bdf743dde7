import { EmptyState } from "../ui/States";
import { useShellTexts } from "./texts";

/** A screen in the menu that is not built yet. */
export default function PlaceholderScreen() {
  const { t } = useShellTexts();
  return <EmptyState text={t("layout.soon")} />;
}
