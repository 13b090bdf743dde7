import { SeamlessIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function SeamlessPage() {
  return <CategoryPage section="seamless" icon={<SeamlessIcon className="size-6" />} />;
}
