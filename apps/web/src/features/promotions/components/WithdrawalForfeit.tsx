import type { CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { refreshAfterPromotionChange, useForfeitPreview } from "../api/promotions-api";
import { usePromoFormat } from "../lib/format";

type Preview = CallValue<typeof calls.promotions.withdrawalForfeitPreview>;

/** Above the withdrawal form while a bonus is active: which bonuses a withdrawal now gives up. */
function ForfeitNotice({ preview }: { preview: Preview }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  return (
    <div
      role="note"
      data-testid="forfeit-notice"
      className="flex flex-col gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-50"
    >
      <strong className="text-amber-200">{t("withdraw.title")}</strong>
      <p>{preview.message || t("withdraw.forfeitIntro")}</p>
      <ul className="flex flex-col gap-1">
        {preview.bonuses.map((bonus) => (
          <li key={bonus.id} className="flex flex-wrap justify-between gap-2">
            <span className="min-w-0 break-words">{bonus.title}</span>
            <span className="tabular-nums">{f.money(bonus.balance)}</span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap justify-between gap-2 border-t border-amber-400/30 pt-2 font-semibold">
        <span>{t("withdraw.bonusAmount")}</span>
        <span className="tabular-nums" data-testid="forfeit-total">
          {f.money(preview.total)}
        </span>
      </p>
    </div>
  );
}

/**
 * The withdrawal's bonus guard: `notice` shows what a withdrawal now would forfeit, and
 * `confirm(amount)` asks the player before the withdrawal is sent: it resolves true on yes (the
 * withdrawal then carries `forfeitBonus`, and the server gives the bonus up in the withdrawal's
 * own transaction, so a refused withdrawal keeps it), false on no; true at once without a bonus.
 */
export function useWithdrawalForfeit(enabled = true) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const client = useQueryClient();
  const preview = useForfeitPreview(enabled);
  const data = preview.data;
  const notice = data?.forfeits ? <ForfeitNotice preview={data} /> : null;
  const confirm = (amount: string): Promise<boolean> => {
    if (!data?.forfeits) return Promise.resolve(true);
    return new Promise((resolve) => {
      showDialog({
        title: t("withdraw.title"),
        message: t("withdraw.confirmQuestion", { amount: f.money(amount), bonus: f.money(data.total) }),
        confirmLabel: t("withdraw.confirm"),
        cancelLabel: t("withdraw.cancel"),
        closeOnCover: false,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
  const refresh = () => refreshAfterPromotionChange(client);
  return { notice, confirm, refresh, forfeits: Boolean(data?.forfeits) };
}
