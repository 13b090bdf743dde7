import type { PromotionDetail, WageringTerms } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { usePromoFormat } from "../lib/format";
import { Facts } from "./Facts";

/** The figures a player needs before joining: match, cap, wagering, maximum stake, expiry, period. */
export function TermsList({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const terms = promotion.terms;
  const items: [string, string, boolean?][] = [];
  const wagering = (w: WageringTerms) => {
    if (w.multiple > 0) items.push([t("terms.wagering"), t("terms.wageringValue", { times: w.multiple })]);
    if (w.maxStake) items.push([t("terms.maxStake"), f.money(w.maxStake)]);
    if (w.multiple > 0) items.push([t("terms.expiry"), t("terms.expiryValue", { count: w.expiryDays })]);
  };
  switch (terms.kind) {
    case "deposit_match":
      items.push([t("terms.match"), t("terms.matchValue", { percent: terms.percent })]);
      items.push([t("terms.cap"), f.money(terms.cap)]);
      items.push([t("terms.minDeposit"), f.money(terms.minDeposit)]);
      wagering(terms.wagering);
      break;
    case "cashback":
    case "rebate":
      items.push([t("terms.percent"), `${terms.percent}%`]);
      items.push([t("terms.cap"), f.money(terms.cap)]);
      wagering(terms.wagering);
      break;
    case "registration":
    case "free_credits":
    case "manual":
      items.push([t("terms.amount"), f.money(terms.amount)]);
      wagering(terms.wagering);
      break;
    case "raffle":
      if (terms.depositPerTicket) items.push([t("terms.depositPerTicket"), f.money(terms.depositPerTicket)]);
      if (terms.turnoverPerTicket)
        items.push([t("terms.turnoverPerTicket"), f.money(terms.turnoverPerTicket)]);
      items.push([t("terms.maxTickets"), String(terms.maxTicketsPerPlayer)]);
      break;
  }
  items.push([
    t("terms.period"),
    promotion.endsAt
      ? t("terms.periodValue", { from: f.time(promotion.startsAt), to: f.time(promotion.endsAt) })
      : t("terms.from", { from: f.time(promotion.startsAt) }),
    true,
  ]);
  return <Facts items={items} testId="promo-terms" />;
}
